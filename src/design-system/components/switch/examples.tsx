import { useState } from 'react';
import { Switch } from './Switch.tsx';

export const NotificationSwitches = () => {
  const [email, setEmail] = useState(true);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Switch label="Email notifications" checked={email} onCheckedChange={(details) => setEmail(details.checked)} />
      <Switch label="Weekly digest" />
      <Switch label="SMS alerts (not available)" disabled />
    </div>
  );
};
