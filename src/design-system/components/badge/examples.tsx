import { Badge } from './Badge.tsx';

export const BadgeTones = () => (
  <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
    <Badge>Draft</Badge>
    <Badge colorPalette="accent" variant="solid">
      New
    </Badge>
    <Badge colorPalette="info">In review</Badge>
    <Badge colorPalette="success">Paid</Badge>
    <Badge colorPalette="warning">Due soon</Badge>
    <Badge colorPalette="danger">Overdue</Badge>
  </div>
);
