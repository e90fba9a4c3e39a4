import { Progress } from './Progress.tsx';

export const UploadProgress = () => (
  <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 360 }}>
    <Progress label="Uploading contract" value={40} />
    <Progress label="Storage used" value={85} size="sm" />
    <Progress label="Preparing export" value={null} showValue={false} />
  </div>
);
