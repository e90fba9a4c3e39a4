import { ark } from '@ark-ui/react/factory';
import { Popover as ArkPopover, usePopoverContext } from '@ark-ui/react/popover';
import { type ComponentProps, forwardRef } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { popover } from 'styled-system/recipes';

// Ark's Popover machine: non-modal, Escape and a click outside close it, focus returns to the
// trigger, and it is placed by floating-ui (`positioning`: `bottom-end` ends at the trigger's end,
// which is its left edge in right-to-left pages).
const { withRootProvider, withContext } = createStyleContext(popover);

export type RootProps = ComponentProps<typeof Root>;
/**
 * Unlike Menu and Dialog, the content is in the page (hidden) from the start: Ark names the
 * popover after its Title only if the title is there when the popover's machine starts.
 */
export const Root = withRootProvider(ArkPopover.Root);
export const RootProvider = withRootProvider(ArkPopover.RootProvider);
export const Trigger = withContext(ArkPopover.Trigger, 'trigger');
/** Positions the popover on this element instead of the trigger. */
export const Anchor = withContext(ArkPopover.Anchor, 'anchor');
export const Positioner = withContext(ArkPopover.Positioner, 'positioner');
export const Content = withContext(ArkPopover.Content, 'content');
export const Title = withContext(ArkPopover.Title, 'title');
export const Description = withContext(ArkPopover.Description, 'description');
/**
 * Closes the popover; unstyled, use it with `asChild` around a Button ("Done"). The button keeps
 * its own text as its name: Ark's close trigger would name it "close", in English.
 */
export const CloseTrigger = forwardRef<HTMLButtonElement, ComponentProps<typeof ark.button>>(function CloseTrigger(
  { onClick, ...rest },
  ref,
) {
  const popover = usePopoverContext();
  return (
    <ark.button
      ref={ref}
      type="button"
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) popover.setOpen(false);
      }}
    />
  );
});

export { PopoverContext as Context, type PopoverOpenChangeDetails as OpenChangeDetails } from '@ark-ui/react/popover';
export { Portal } from '@ark-ui/react/portal';
