import { Button } from '../button/Button.tsx';
import { Switch } from '../switch/Switch.tsx';
import * as Popover from './Popover.tsx';

export type FiltersPopoverProps = Omit<Popover.RootProps, 'children'>;

/** A trigger button with a short form under it, ending at the trigger's end edge. */
export const FiltersPopover = (props: FiltersPopoverProps) => (
  <Popover.Root positioning={{ placement: 'bottom-end', gutter: 6 }} {...props}>
    <Popover.Trigger asChild>
      <Button variant="outline">Filters</Button>
    </Popover.Trigger>
    <Popover.Portal>
      <Popover.Positioner>
        <Popover.Content style={{ width: 280 }}>
          <Popover.Title>Show invoices</Popover.Title>
          <Popover.Description>Only the invoices that match are listed.</Popover.Description>
          <Switch label="Overdue only" />
          <Switch label="Disputed only" />
          <Popover.CloseTrigger asChild>
            <Button variant="outline" size="sm">
              Done
            </Button>
          </Popover.CloseTrigger>
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Portal>
  </Popover.Root>
);
