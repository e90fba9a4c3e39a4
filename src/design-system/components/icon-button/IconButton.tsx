import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { type ButtonVariantProps, button } from 'styled-system/recipes';
import { Tooltip, type TooltipProps } from '../tooltip/Tooltip.tsx';

export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'>,
    Omit<ButtonVariantProps, 'shape'> {
  /** What the button does, e.g. "Close". Used as its accessible name and shown in a tooltip. */
  label: string;
  /** The icon; it is decorative (lucide icons set aria-hidden themselves). */
  children: ReactNode;
  /** Where the label tooltip sits. */
  tooltipPlacement?: TooltipProps['placement'];
}

/**
 * A round button that shows only an icon. The label is required: it names the button for
 * screen readers and appears as a tooltip for sighted users.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, variant = 'ghost', size, tooltipPlacement, className, children, type = 'button', ...rest },
  ref,
) {
  // When a parent trigger (Menu.Trigger asChild, Dialog.Trigger asChild) hands us its id, the
  // tooltip must look the element up under the same id, or it cannot anchor to it.
  const ids = rest.id ? { trigger: rest.id } : undefined;
  return (
    <Tooltip content={label} placement={tooltipPlacement} ids={ids}>
      <button
        ref={ref}
        type={type}
        aria-label={label}
        className={cx(button({ variant, size, shape: 'icon' }), className)}
        {...rest}
      >
        {children}
      </button>
    </Tooltip>
  );
});
