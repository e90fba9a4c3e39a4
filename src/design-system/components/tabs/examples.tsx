import * as Tabs from './Tabs.tsx';

export type ContractTabsProps = Omit<Tabs.RootProps, 'children'>;

export const ContractTabs = (props: ContractTabsProps) => (
  <Tabs.Root defaultValue="summary" {...props}>
    <Tabs.List aria-label="Contract sections">
      <Tabs.Trigger value="summary">Summary</Tabs.Trigger>
      <Tabs.Trigger value="invoices">Invoices</Tabs.Trigger>
      <Tabs.Trigger value="documents">Documents</Tabs.Trigger>
      <Tabs.Trigger value="audit" disabled>
        Audit log
      </Tabs.Trigger>
    </Tabs.List>
    <Tabs.Content value="summary">Contract value, term and renewal date.</Tabs.Content>
    <Tabs.Content value="invoices">Invoices billed against this contract.</Tabs.Content>
    <Tabs.Content value="documents">Signed documents and amendments.</Tabs.Content>
    <Tabs.Content value="audit">Who changed what, and when.</Tabs.Content>
  </Tabs.Root>
);
