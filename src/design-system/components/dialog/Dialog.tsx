import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { ark } from '@ark-ui/react/factory';
import { XIcon } from 'lucide-react';
import { type ComponentProps, forwardRef } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { dialog } from 'styled-system/recipes';

const { withRootProvider, withContext } = createStyleContext(dialog);

export type RootProps = ComponentProps<typeof Root>;
/** Mounts its content only when first opened and unmounts it on close (safe defaults). */
export const Root = withRootProvider(ArkDialog.Root, {
  defaultProps: { lazyMount: true, unmountOnExit: true },
});
export const RootProvider = withRootProvider(ArkDialog.RootProvider, {
  defaultProps: { lazyMount: true, unmountOnExit: true },
});
export const Trigger = withContext(ArkDialog.Trigger, 'trigger');
export const Backdrop = withContext(ArkDialog.Backdrop, 'backdrop');
export const Positioner = withContext(ArkDialog.Positioner, 'positioner');
export const Content = withContext(ArkDialog.Content, 'content');
export const Title = withContext(ArkDialog.Title, 'title');
export const Description = withContext(ArkDialog.Description, 'description');
/** Closes the dialog; unstyled, use it with `asChild` around a Button (e.g. "Cancel"). */
export const CloseTrigger = ArkDialog.CloseTrigger;
const StyledCloseTrigger = withContext(ArkDialog.CloseTrigger, 'closeTrigger');
export const Header = withContext(ark.div, 'header');
export const Body = withContext(ark.div, 'body');
export const Footer = withContext(ark.div, 'footer');

export interface CloseButtonProps extends Omit<ComponentProps<typeof StyledCloseTrigger>, 'aria-label' | 'children'> {
  /** Accessible name of the close button, e.g. "Close" in the user's language. */
  label: string;
}

/** The × button for the header. */
export const CloseButton = forwardRef<HTMLButtonElement, CloseButtonProps>(function CloseButton(
  { label, ...rest },
  ref,
) {
  return (
    <StyledCloseTrigger ref={ref} aria-label={label} {...rest}>
      <XIcon />
    </StyledCloseTrigger>
  );
});

export { DialogContext as Context, type DialogOpenChangeDetails as OpenChangeDetails } from '@ark-ui/react/dialog';
export { Portal } from '@ark-ui/react/portal';
