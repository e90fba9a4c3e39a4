import { useLocaleContext } from '@ark-ui/react/locale';
import { Portal } from '@ark-ui/react/portal';
import { Toaster as ArkToaster, type CreateToasterProps, createToaster, Toast } from '@ark-ui/react/toast';
import { CircleAlertIcon, CircleCheckIcon, InfoIcon, TriangleAlertIcon, XIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { toast as toastRecipe } from 'styled-system/recipes';
import { Spinner } from '../spinner/Spinner.tsx';

const { withProvider, withContext } = createStyleContext(toastRecipe);

const Group = withProvider(ArkToaster, 'group');
const Root = withContext(Toast.Root, 'root');
const Icon = withContext('span', 'icon');
const Content = withContext('div', 'content');
const Title = withContext(Toast.Title, 'title');
const Description = withContext(Toast.Description, 'description');
const ActionTrigger = withContext(Toast.ActionTrigger, 'actionTrigger');
const CloseTrigger = withContext(Toast.CloseTrigger, 'closeTrigger');

export type ToastPlacement = NonNullable<CreateToasterProps['placement']>;

export interface AppToasterOptions extends Omit<CreateToasterProps, 'max' | 'placement'> {
  /** How many toasts are visible at once; more are queued until one closes. */
  max: number;
  /** Logical placement: `-start`/`-end` follow the reading direction (default `bottom-end`). */
  placement?: ToastPlacement | undefined;
}

/**
 * Creates the toast store the app shows notifications through: `toaster.create({ title,
 * description, type })`, `toaster.success(...)`, `toaster.dismiss(id)`. Render it once with
 * `<Toaster toaster={...} />`.
 */
export function createAppToaster({
  max,
  placement = 'bottom-end',
  gap = 12,
  overlap = false,
  ...rest
}: AppToasterOptions) {
  return createToaster({ max, placement, gap, overlap, ...rest });
}

export type AppToaster = ReturnType<typeof createAppToaster>;

const icons: Partial<Record<string, ReactNode>> = {
  info: <InfoIcon />,
  success: <CircleCheckIcon />,
  warning: <TriangleAlertIcon />,
  error: <CircleAlertIcon />,
  loading: <Spinner size="sm" decorative />,
};

export interface ToasterProps {
  toaster: AppToaster;
  /** Name of the notifications region, e.g. "Notifications" in the user's language. */
  label: string;
  /** Accessible name of each toast's close button, e.g. "Dismiss". */
  closeLabel: string;
}

/** Renders the toasts of one toaster. Mount it once, near the root of the island. */
export function Toaster({ toaster, label, closeLabel }: ToasterProps) {
  const { dir } = useLocaleContext();
  // Zag turns `bottom-end` into a physical side for the reading direction (left in RTL) and then
  // positions the group with inset-inline-start, which an RTL group flips back to the right.
  // An LTR group keeps the physical side; each toast gets the real direction for its text.
  return (
    <Portal>
      <Group toaster={toaster} aria-label={label} dir="ltr">
        {(toast) => (
          <Root dir={dir}>
            {toast.type && icons[toast.type] ? <Icon aria-hidden="true">{icons[toast.type]}</Icon> : null}
            <Content>
              {toast.title ? <Title>{toast.title}</Title> : null}
              {toast.description ? <Description>{toast.description}</Description> : null}
            </Content>
            {toast.action ? <ActionTrigger>{toast.action.label}</ActionTrigger> : null}
            {toast.closable === false ? null : (
              <CloseTrigger aria-label={closeLabel}>
                <XIcon />
              </CloseTrigger>
            )}
          </Root>
        )}
      </Group>
    </Portal>
  );
}

export type { ToastOptions } from '@ark-ui/react/toast';
