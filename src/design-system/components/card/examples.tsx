import { Badge } from '../badge/Badge.tsx';
import { Button } from '../button/Button.tsx';
import * as Card from './Card.tsx';

export const ContractCard = ({ elevation }: Pick<Card.RootProps, 'elevation'>) => (
  <Card.Root elevation={elevation} style={{ maxWidth: 360 }}>
    <Card.Header>
      <Card.Title>Northwind master agreement</Card.Title>
      <Card.Description>Renews on 1 March 2026</Card.Description>
    </Card.Header>
    <Card.Body>
      <div>
        <Badge colorPalette="success">Active</Badge>
      </div>
      <p>Annual value €120,000 across 14 invoices.</p>
    </Card.Body>
    <Card.Footer>
      <Button variant="outline" size="sm">
        Open contract
      </Button>
    </Card.Footer>
  </Card.Root>
);
