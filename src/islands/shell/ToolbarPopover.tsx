import type { ReactNode } from 'react';
import * as Popover from '../../design-system/components/popover/Popover.tsx';
import type { PanelName } from '../../stores/panels.ts';
import { panelRoot, triggerOf } from './context.ts';

interface ToolbarPopoverProps {
  name: PanelName;
  /** Accessible name of the popover (a dialog). */
  label: string;
  /** Width in px (the popover is never wider than the screen). */
  width: number;
  children: ReactNode;
}

/**
 * A panel under its toolbar button, ending at the button's end edge (its left edge in Arabic). The
 * button is server HTML that toggles the panel itself, so a click on it is not a click outside.
 */
export function ToolbarPopover({ name, label, width, children }: ToolbarPopoverProps) {
  const trigger = () => triggerOf(name);
  return (
    <Popover.Root
      {...panelRoot(name)}
      persistentElements={[trigger]}
      positioning={{ placement: 'bottom-end', gutter: 6, getAnchorElement: trigger }}
    >
      <Popover.Portal>
        <Popover.Positioner>
          <Popover.Content aria-label={label} data-panel-name={name} style={{ width }}>
            {children}
          </Popover.Content>
        </Popover.Positioner>
      </Popover.Portal>
    </Popover.Root>
  );
}
