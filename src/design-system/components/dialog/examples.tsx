import { Button } from '../button/Button.tsx';
import * as Dialog from './Dialog.tsx';

export type SwitchClientDialogProps = Omit<Dialog.RootProps, 'children'>;

export const SwitchClientDialog = (props: SwitchClientDialogProps) => (
  <Dialog.Root {...props}>
    <Dialog.Trigger asChild>
      <Button>Switch client</Button>
    </Dialog.Trigger>
    <Dialog.Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <div>
              <Dialog.Title>Switch client</Dialog.Title>
              <Dialog.Description>Choose the client whose contracts and invoices you want to see.</Dialog.Description>
            </div>
            <Dialog.CloseButton label="Close" />
          </Dialog.Header>
          <Dialog.Body>
            <p>You are currently viewing Northwind Traders.</p>
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <Button variant="outline">Cancel</Button>
            </Dialog.CloseTrigger>
            <Button>Switch</Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Portal>
  </Dialog.Root>
);

export const ConfirmDeleteDialog = (props: SwitchClientDialogProps) => (
  <Dialog.Root role="alertdialog" size="sm" {...props}>
    <Dialog.Trigger asChild>
      <Button variant="danger">Delete report</Button>
    </Dialog.Trigger>
    <Dialog.Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>Delete this report?</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Dialog.Description>The report and its schedule are removed for every user.</Dialog.Description>
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <Button variant="outline">Keep</Button>
            </Dialog.CloseTrigger>
            <Dialog.CloseTrigger asChild>
              <Button variant="danger">Delete</Button>
            </Dialog.CloseTrigger>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Portal>
  </Dialog.Root>
);
