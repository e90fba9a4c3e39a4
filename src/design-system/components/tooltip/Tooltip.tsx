import { useLocaleContext } from '@ark-ui/react/locale';
import { Portal } from '@ark-ui/react/portal';
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip';
import type { ReactElement, ReactNode } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { tooltip } from 'styled-system/recipes';

const { withRootProvider, withContext } = createStyleContext(tooltip);

const Root = withRootProvider(ArkTooltip.Root, {
  defaultProps: { lazyMount: true, unmountOnExit: true, openDelay: 300, closeDelay: 100 },
});
const Trigger = withContext(ArkTooltip.Trigger, 'trigger');
const Positioner = withContext(ArkTooltip.Positioner, 'positioner');
const Content = withContext(ArkTooltip.Content, 'content');

export interface TooltipProps extends Omit<ArkTooltip.RootProps, 'children'> {
  /** What the tooltip says: already-translated text. */
  content: ReactNode;
  /** The one element that shows the tooltip on hover and focus; it receives the trigger props. */
  children: ReactElement;
  /** Where the tooltip sits relative to its trigger; `start`/`end` follow the reading direction. */
  placement?: 'top' | 'bottom' | 'start' | 'end' | undefined;
}

// The positioner (floating-ui) only knows physical sides.
const physical = (placement: 'top' | 'bottom' | 'start' | 'end', dir: 'ltr' | 'rtl') => {
  if (placement === 'start') return dir === 'rtl' ? 'right' : 'left';
  if (placement === 'end') return dir === 'rtl' ? 'left' : 'right';
  return placement;
};

/** A short label shown on hover and keyboard focus of its trigger. Never put interactive content in it. */
export function Tooltip({ content, children, placement = 'top', positioning, ...rest }: TooltipProps) {
  const { dir } = useLocaleContext();
  return (
    <Root positioning={{ placement: physical(placement, dir), ...positioning }} {...rest}>
      <Trigger asChild>{children}</Trigger>
      <Portal>
        <Positioner>
          <Content>{content}</Content>
        </Positioner>
      </Portal>
    </Root>
  );
}
