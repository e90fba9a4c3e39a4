import { Button } from '../button/Button.tsx';
import { Tooltip } from './Tooltip.tsx';

export const TooltipOnButton = () => (
  <Tooltip content="Downloads the invoice as PDF">
    <Button variant="outline">Download</Button>
  </Tooltip>
);

export const TooltipPlacements = () => (
  <div style={{ display: 'flex', gap: 16, padding: 48 }}>
    <Tooltip content="Above" placement="top">
      <Button variant="outline">Top</Button>
    </Tooltip>
    <Tooltip content="Below" placement="bottom">
      <Button variant="outline">Bottom</Button>
    </Tooltip>
    <Tooltip content="After, in reading order" placement="end">
      <Button variant="outline">End</Button>
    </Tooltip>
  </div>
);
