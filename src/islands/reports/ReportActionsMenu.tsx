import { LocaleProvider } from '@ark-ui/react/locale';
import { EllipsisIcon, type LucideIcon } from 'lucide-react';
import { Button } from '../../design-system/components/button/Button.tsx';
import * as Menu from '../../design-system/components/menu/Menu.tsx';

/** One of a report's actions, as a button on a wide screen and an item of the menu on a phone. */
export interface ReportAction {
  id: string;
  label: string;
  Icon: LucideIcon;
  disabled: boolean;
  run: () => void;
  /** Starts a group of its own (a line before it). */
  apart?: boolean;
}

/**
 * Every action of a report in one menu: at phone width the views' and exports' buttons and the
 * report's own (full screen, print, reload) wrapped onto four lines above the report; one button
 * keeps them to one line. Ark's menu gives the arrows, Enter and Escape of a menu button.
 */
export function ReportActionsMenu({
  label,
  actions,
  language,
}: {
  label: string;
  actions: readonly ReportAction[];
  /** The page's BCP 47 tag: Ark places the menu by its direction. */
  language: string;
}) {
  return (
    <LocaleProvider locale={language}>
      <Menu.Root
        onSelect={({ value }) => {
          const chosen = actions.find((action) => action.id === value);
          // After the menu has closed and given the keyboard back to its button (in a microtask
          // of its own): an action that opens a field (Save view, Rename view) then keeps its focus.
          if (chosen) setTimeout(chosen.run, 0);
        }}
      >
        <Menu.Trigger asChild>
          <Button size="sm" variant="outline" data-report-actions>
            <EllipsisIcon aria-hidden="true" />
            {label}
            <Menu.Indicator />
          </Button>
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Positioner>
            <Menu.Content aria-label={label}>
              {actions.flatMap((action) => [
                action.apart ? <Menu.Separator key={`${action.id}-line`} /> : null,
                <Menu.Item key={action.id} value={action.id} disabled={action.disabled}>
                  <action.Icon aria-hidden="true" />
                  {action.label}
                </Menu.Item>,
              ])}
            </Menu.Content>
          </Menu.Positioner>
        </Menu.Portal>
      </Menu.Root>
    </LocaleProvider>
  );
}
