import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { MAX_TOASTS, SNACKBAR_AUTO_HIDE_MS } from '@/constants.ts';
import { createAppToaster, Toaster } from '@/design-system/components/toast/Toast.tsx';
import { $message, $newNotifications, hideMessage } from '@/stores/notifications.ts';
import { tx } from './context.ts';

// Each new notification also shows as a toast, at most 5 at once, bottom right (docs/behaviour.md).
const toasts = createAppToaster({ max: MAX_TOASTS, placement: 'bottom-end' });
// Snackbar messages: top centre, 6000 ms (docs/data.md).
const snackbar = createAppToaster({ max: 1, placement: 'top', duration: SNACKBAR_AUTO_HIDE_MS });

export function Messages() {
  const fresh = useStore($newNotifications);
  const message = useStore($message);
  // The toasters subscribe when they mount: toasts made in that same commit would be lost.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    // One toast per commit: the toaster drops toasts published together in one tick.
    const [next, ...rest] = fresh;
    if (!mounted || !next) return;
    toasts.create({ id: next.id, description: next.message, type: next.options.variant ?? 'info' });
    $newNotifications.set(rest);
  }, [fresh, mounted]);
  useEffect(() => {
    if (!mounted || !message) return;
    snackbar.create({
      id: message.id,
      description: message.message,
      type: message.variant,
      duration: SNACKBAR_AUTO_HIDE_MS,
    });
    hideMessage();
  }, [message, mounted]);
  return (
    <>
      <Toaster toaster={toasts} label={tx('notifications')} closeLabel={tx('dismiss')} />
      <Toaster toaster={snackbar} label={tx('messages')} closeLabel={tx('close')} />
    </>
  );
}
