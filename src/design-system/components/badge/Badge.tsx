import { forwardRef, type HTMLAttributes } from 'react';
import { css, cx } from 'styled-system/css';
import { type BadgeVariantProps, badge } from 'styled-system/recipes';
import type { Palette } from '../../theme/tokens.ts';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement>, BadgeVariantProps {
  /** Its colours (the scheme's greys unless told): every palette's class is generated (panda.config.ts). */
  colorPalette?: Palette | undefined;
}

/** A short status or count label. Colour is never the only signal: the text says it too. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { colorPalette, variant, className, ...rest },
  ref,
) {
  return (
    <span ref={ref} className={cx(badge({ variant }), colorPalette && css({ colorPalette }), className)} {...rest} />
  );
});
