import type { ReactNode } from 'react';
import * as Drawer from '@/design-system/components/drawer/Drawer.tsx';
import { translatorOf } from '@/i18n/texts.ts';
import type { PanelName } from '@/stores/panels.ts';
import { closeAndRestoreFocus, shellState, triggerOf } from '../../../islands/shell/context.ts';

interface PanelDrawerProps {
  name: PanelName;
  title: string;
  description?: string | undefined;
  width: Drawer.RootProps['width'];
  /** Extra control beside the close button (e.g. 'dismiss all'). */
  action?: ReactNode;
  children: ReactNode;
}

/** A side panel of the shell: Ark's dialog machine, so Escape closes and focus returns to its button. */
export function PanelDrawer({ name, title, description, width, action, children }: PanelDrawerProps) {
  return (
    <Drawer.Root
      open
      width={width}
      onOpenChange={({ open }) => {
        if (!open) closeAndRestoreFocus();
      }}
      finalFocusEl={() => triggerOf(name) ?? null}
    >
      <Drawer.Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-panel-name={name}>
            <Drawer.Header>
              <div>
                <Drawer.Title>{title}</Drawer.Title>
                {description ? <Drawer.Description>{description}</Drawer.Description> : null}
              </div>
              <div className="panel-header-actions">
                {action}
                <Drawer.CloseButton label={translatorOf(shellState().texts)('panels:close')} />
              </div>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
