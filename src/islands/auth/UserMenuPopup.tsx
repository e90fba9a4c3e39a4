import type { ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { userMenu } from 'styled-system/recipes';
import * as Menu from '../../design-system/components/menu/Menu.tsx';

interface UserMenuPopupProps {
  trigger: { label: string; content: ReactNode };
  items: { value: string; label: string }[];
  onSelect(value: string): void;
}

/** The open profile menu: loaded on the first click, then opened at once. */
export default function UserMenuPopup({ trigger, items, onSelect }: UserMenuPopupProps) {
  return (
    <Menu.Root defaultOpen positioning={{ placement: 'bottom-end' }} onSelect={({ value }) => onSelect(value)}>
      <Menu.Trigger className={cx(userMenu().trigger, 'user-menu-trigger')} aria-label={trigger.label}>
        {trigger.content}
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content>
          {items.map((item) => (
            <Menu.Item key={item.value} value={item.value}>
              {item.label}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
