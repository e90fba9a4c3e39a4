import { useState } from 'react';
import { Button } from '../button/Button.tsx';
import { type AppToasterOptions, createAppToaster, Toaster } from './Toast.tsx';

export type ToastDemoProps = Partial<AppToasterOptions>;

/** A page with its own toaster (one per story, so stories do not share toasts). */
export const ToastDemo = ({ max = 3, placement = 'bottom-end', ...rest }: ToastDemoProps) => {
  const [toaster] = useState(() => createAppToaster({ max, placement, ...rest }));
  const [count, setCount] = useState(0);
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button
        onClick={() => {
          const next = count + 1;
          setCount(next);
          toaster.success({ title: `Invoice ${next} approved`, description: 'Sent for payment.', duration: 60_000 });
        }}
      >
        Approve invoice
      </Button>
      <Button
        variant="outline"
        onClick={() => toaster.error({ title: 'Upload failed', description: 'The file is larger than 20 MB.' })}
      >
        Fail upload
      </Button>
      <Toaster toaster={toaster} label="Notifications" closeLabel="Dismiss" />
    </div>
  );
};
