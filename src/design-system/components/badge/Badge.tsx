import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from 'styled-system/css';
import { type BadgeVariantProps, badge } from 'styled-system/recipes';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement>, BadgeVariantProps {}

/** A short status or count label. Colour is never the only signal: the text says it too. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge({ tone, className, ...rest }, ref) {
  return <span ref={ref} className={cx(badge({ tone }), className)} {...rest} />;
});
