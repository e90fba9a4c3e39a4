import { Badge } from './Badge.tsx';

export const BadgeTones = () => (
  <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
    <Badge>Draft</Badge>
    <Badge tone="accent">New</Badge>
    <Badge tone="info">In review</Badge>
    <Badge tone="success">Paid</Badge>
    <Badge tone="warning">Due soon</Badge>
    <Badge tone="danger">Overdue</Badge>
  </div>
);
