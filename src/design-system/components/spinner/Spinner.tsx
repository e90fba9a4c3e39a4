import { type SpinnerVariantProps, spinner } from 'styled-system/recipes';

export interface SpinnerProps extends SpinnerVariantProps {
  /** What is loading, read by screen readers. Omit only when `decorative`. */
  label?: string;
  /** The spinner sits inside something that already says it is busy (e.g. a loading button). */
  decorative?: boolean;
}

export function Spinner({ size, label, decorative = false }: SpinnerProps) {
  if (decorative) return <span className={spinner({ size })} aria-hidden="true" />;
  return <span className={spinner({ size })} role="status" aria-label={label} />;
}
