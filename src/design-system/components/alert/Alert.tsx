import { CircleAlertIcon, CircleCheckIcon, InfoIcon, TriangleAlertIcon } from 'lucide-react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { alert } from 'styled-system/recipes';

export type AlertStatus = 'info' | 'success' | 'warning' | 'error';

const icons = {
  info: InfoIcon,
  success: CircleCheckIcon,
  warning: TriangleAlertIcon,
  error: CircleAlertIcon,
} as const;

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  status?: AlertStatus | undefined;
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
  { status = 'info', title, icon, className, children, ...rest },
  ref,
) {
  const classes = alert({ status });
  const Icon = icons[status];
  return (
    <div
      ref={ref}
      role={status === 'error' ? 'alert' : undefined}
      data-status={status}
      className={cx(classes.root, className)}
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
