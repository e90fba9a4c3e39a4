import { Badge } from '../badge/Badge.tsx';
import * as Table from './Table.tsx';

const invoices = [
  { number: 'INV-1042', vendor: 'Acme Corporation', amount: '€12,400.00', status: 'Paid' },
  { number: 'INV-1043', vendor: 'Globex', amount: '€3,150.00', status: 'Overdue' },
  { number: 'INV-1044', vendor: 'Initech', amount: '€880.00', status: 'Draft' },
] as const;

const palettes = { Paid: 'success', Overdue: 'danger', Draft: 'neutral' } as const;

export const InvoiceTable = ({ size }: Pick<Table.RootProps, 'size'>) => (
  <Table.Root size={size}>
    <Table.Caption>Invoices this month</Table.Caption>
    <Table.Head>
      <Table.Row>
        <Table.Header>Invoice</Table.Header>
        <Table.Header>Vendor</Table.Header>
        <Table.Header style={{ textAlign: 'end' }}>Amount</Table.Header>
        <Table.Header>Status</Table.Header>
      </Table.Row>
    </Table.Head>
    <Table.Body>
      {invoices.map((invoice) => (
        <Table.Row key={invoice.number}>
          <Table.Header scope="row">{invoice.number}</Table.Header>
          <Table.Cell>{invoice.vendor}</Table.Cell>
          <Table.Cell style={{ textAlign: 'end' }}>{invoice.amount}</Table.Cell>
          <Table.Cell>
            <Badge colorPalette={palettes[invoice.status]}>{invoice.status}</Badge>
          </Table.Cell>
        </Table.Row>
      ))}
    </Table.Body>
    <Table.Foot>
      <Table.Row>
        <Table.Header scope="row" colSpan={2}>
          Total
        </Table.Header>
        <Table.Cell style={{ textAlign: 'end' }}>€16,430.00</Table.Cell>
        <Table.Cell />
      </Table.Row>
    </Table.Foot>
  </Table.Root>
);
