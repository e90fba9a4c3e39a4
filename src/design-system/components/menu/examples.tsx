import { EllipsisIcon, FileDownIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../button/Button.tsx';
import { IconButton } from '../icon-button/IconButton.tsx';
import * as Menu from './Menu.tsx';

export type ReportMenuProps = Omit<Menu.RootProps, 'children'>;

const ReportItems = () => (
  <Menu.Portal>
    <Menu.Positioner>
      <Menu.Content>
        <Menu.Item value="edit">
          <PencilIcon />
          Edit
        </Menu.Item>
        <Menu.Item value="export">
          <FileDownIcon />
          Export as PDF
        </Menu.Item>
        <Menu.Separator />
        <Menu.Item value="delete">
          <Trash2Icon />
          Delete
        </Menu.Item>
      </Menu.Content>
    </Menu.Positioner>
  </Menu.Portal>
);

export const ReportMenu = (props: ReportMenuProps) => (
  <Menu.Root {...props}>
    <Menu.Trigger asChild>
      <Button variant="outline">
        Actions
        <Menu.Indicator />
      </Button>
    </Menu.Trigger>
    <ReportItems />
  </Menu.Root>
);

export const ReportMenuWithIconButton = (props: ReportMenuProps) => (
  <Menu.Root {...props}>
    <Menu.Trigger asChild>
      <IconButton label="More actions">
        <EllipsisIcon />
      </IconButton>
    </Menu.Trigger>
    <ReportItems />
  </Menu.Root>
);

export const ColumnsMenu = (props: ReportMenuProps) => {
  const [visible, setVisible] = useState({ vendor: true, amount: false });
  return (
    <Menu.Root closeOnSelect={false} {...props}>
      <Menu.Trigger asChild>
        <Button variant="outline">Columns</Button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Visible columns</Menu.ItemGroupLabel>
              <Menu.CheckboxItem
                value="vendor"
                checked={visible.vendor}
                onCheckedChange={(vendor) => setVisible((current) => ({ ...current, vendor }))}
              >
                <Menu.ItemText>Vendor</Menu.ItemText>
                <Menu.ItemIndicator />
              </Menu.CheckboxItem>
              <Menu.CheckboxItem
                value="amount"
                checked={visible.amount}
                onCheckedChange={(amount) => setVisible((current) => ({ ...current, amount }))}
              >
                <Menu.ItemText>Amount</Menu.ItemText>
                <Menu.ItemIndicator />
              </Menu.CheckboxItem>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  );
};
