import { Button } from './Button.tsx';

export const ButtonVariants = () => (
  <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
    <Button>Save</Button>
    <Button variant="outline">Cancel</Button>
    <Button variant="ghost">More</Button>
    <Button variant="danger">Delete</Button>
  </div>
);

export const LoadingButton = () => <Button loading>Sign in with Microsoft</Button>;
