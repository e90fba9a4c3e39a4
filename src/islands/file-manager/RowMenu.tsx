import { LocaleProvider } from '@ark-ui/react/locale';
import type { ReactNode } from 'react';
import * as Menu from '../../design-system/components/menu/Menu.tsx';

/** One thing that can be done with a row's item, as its menu offers it. */
export interface RowAction {
  value: string;
  label: string;
  icon: ReactNode;
  /** Drawn after a line: an action that takes the item away (Delete). */
  apart?: boolean;
  run(): void;
}

export interface RowMenuProps {
  /** Where it opens: the pointer's point for a right click, under the row's button otherwise. */
  at: { x: number; y: number };
  /** `bottom-start` from a pointer; `bottom-end` under the button, so it opens over the list. */
  placement: 'bottom-start' | 'bottom-end';
  /** The menu's name for screen readers ("Actions for …"). */
  label: string;
  actions: readonly RowAction[];
  /** The page's language: Ark reads the direction from it. */
  locale: string;
  /** Opened from the keyboard: the first action is highlighted, as a menu button's would be. */
  fromKeyboard: boolean;
  /** An action was chosen (it has run). */
  onChosen(): void;
  /** Closed without a choice (Escape, a click elsewhere). */
  onClose(): void;
}

/**
 * The menu of one row (the row's "More actions" button, a right click, Shift+F10 or the context
 * menu key): Ark's menu, opened where it was asked for. One at a time for the whole list, made
 * when asked for, and downloaded then: the page's first download stays within its budget.
 */
export default function RowMenu({
  at,
  placement,
  label,
  actions,
  locale,
  fromKeyboard,
  onChosen,
  onClose,
}: RowMenuProps) {
  return (
    <LocaleProvider locale={locale}>
      <Menu.Root
        open
        // The point as the anchor: there is no trigger element (Ark 5.39's menu reads no `anchorPoint` prop).
        positioning={{
          placement,
          gutter: 4,
          strategy: 'fixed',
          getAnchorRect: () => ({ x: at.x, y: at.y, width: 0, height: 0 }),
        }}
        {...(fromKeyboard && actions[0] ? { defaultHighlightedValue: actions[0].value } : {})}
        onOpenChange={({ open }) => {
          if (!open) onClose();
        }}
        onSelect={({ value }) => {
          const action = actions.find((candidate) => candidate.value === value);
          onChosen();
          action?.run();
        }}
      >
        <Menu.Portal>
          <Menu.Positioner>
            <Menu.Content aria-label={label} data-testid="row-menu">
              {actions.map((action) => [
                action.apart ? <Menu.Separator key={`${action.value}-line`} /> : null,
                <Menu.Item key={action.value} value={action.value}>
                  {action.icon}
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
