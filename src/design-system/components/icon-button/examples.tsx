import { BellIcon, SettingsIcon, XIcon } from 'lucide-react';
import { IconButton } from './IconButton.tsx';

export const ToolbarIconButtons = () => (
  <div style={{ display: 'flex', gap: 8 }}>
    <IconButton label="Notifications">
      <BellIcon />
    </IconButton>
    <IconButton label="Settings" variant="outline">
      <SettingsIcon />
    </IconButton>
    <IconButton label="Close" size="sm">
      <XIcon />
    </IconButton>
  </div>
);
