import { Alert } from './Alert.tsx';

export const AlertStatuses = () => (
  <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 560 }}>
    <Alert status="info" title="Scheduled maintenance">
      The portal is read-only on Sunday from 02:00 to 04:00.
    </Alert>
    <Alert status="success" title="Invoice approved">
      INV-1042 was sent for payment.
    </Alert>
    <Alert status="warning" title="Contract expiring">
      The Globex agreement ends in 30 days.
    </Alert>
    <Alert status="error" title="Upload failed">
      The file is larger than 20 MB.
    </Alert>
  </div>
);
