import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { type ButtonVariantProps, button, hintIconButton } from 'styled-system/recipes';

export interface HintIconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'>,
    Omit<ButtonVariantProps, 'shape'> {
  /** What the button does: its accessible name, and the hint shown on hover and keyboard focus. */
  label: string;
  /** The icon (decorative). */
  children: ReactNode;
  /** Classes of the wrapper (where the button shows, e.g. per breakpoint). */
  rootClassName?: string;
}

/**
 * IconButton for HTML that no island hydrates (decision 060): the same round button and label,
 * with the tooltip drawn by CSS instead of Ark's tooltip machine, so a page needs no script to
 * show it. Scripts that change the label change the button's `aria-label` and the hint's text.
 */
export function HintIconButton({
  label,
  variant = 'ghost',
  size,
  className,
  rootClassName,
  children,
  type = 'button',
  ...rest
}: HintIconButtonProps) {
  const classes = hintIconButton();
  return (
    <span className={cx(classes.root, rootClassName)}>
      <button
        type={type}
        aria-label={label}
        className={cx(button({ variant, size, shape: 'icon' }), className)}
        {...rest}
      >
        {children}
      </button>
      <span role="tooltip" className={classes.hint} data-hint="">
        {label}
      </span>
    </span>
  );
}
