import { Button } from '../button/Button.tsx';
import { Spinner } from './Spinner.tsx';

export const SpinnerSizes = () => (
  <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
    <Spinner size="sm" label="Loading invoices" />
    <Spinner size="md" label="Loading contracts" />
    <Spinner size="lg" label="Loading the report" />
  </div>
);

/** Inside a loading button the button says it is busy, so its spinner is decorative. */
export const SpinnerInButton = () => <Button loading>Sign in with Microsoft</Button>;
