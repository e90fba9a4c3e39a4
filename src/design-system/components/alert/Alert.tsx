import { CircleAlertIcon, CircleCheckIcon, InfoIcon, TriangleAlertIcon } from 'lucide-react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { alert } from 'styled-system/recipes';
import type { Palette } from '../../theme/tokens.ts';

export type AlertStatus = 'info' | 'success' | 'warning' | 'error';

const icons = {
  info: InfoIcon,
  success: CircleCheckIcon,
  warning: TriangleAlertIcon,
  error: CircleAlertIcon,
} as const;

/** Each status's colours, unless the caller chooses another palette. */
const statusPalettes: Record<AlertStatus, Palette> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'danger',
};

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  status?: AlertStatus | undefined;
  /** Its colours; the status's by default. */
  colorPalette?: Palette | undefined;
  /** Optional bold first line (already translated). */
  title?: ReactNode;
  /** Replaces the status icon; `null` hides it. */
  icon?: ReactNode;
  children?: ReactNode;
}

/**
 * An inline message. `status="error"` is announced immediately (role="alert"); the other
 * statuses are plain content, read in page order.
 */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { status = 'info', colorPalette = statusPalettes[status], title, icon, className, children, ...rest },
  ref,
) {
  const classes = alert();
  const Icon = icons[status];
  return (
    <div
      ref={ref}
      role={status === 'error' ? 'alert' : undefined}
      data-status={status}
      className={cx(classes.root, css({ colorPalette }), className)}
      {...rest}
    >
      {icon === null ? null : (
        <span className={classes.icon} aria-hidden="true">
          {icon ?? <Icon />}
        </span>
      )}
      <div className={classes.content}>
        {title ? <div className={classes.title}>{title}</div> : null}
        {children ? <div className={classes.description}>{children}</div> : null}
      </div>
    </div>
  );
});
