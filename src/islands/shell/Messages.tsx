import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { MAX_TOASTS, SNACKBAR_AUTO_HIDE_MS } from '../../constants.ts';
import { createAppToaster, Toaster } from '../../design-system/components/toast/Toast.tsx';
import { translatorOf } from '../../i18n/texts.ts';
import { $message, $newNotifications, hideMessage, takeNewNotification } from '../../stores/notifications.ts';
import { $preferences } from '../../stores/user-settings-state.ts';
import { shellState } from './context.ts';

// Each new notification also shows as a toast (unless Notifications is off), at most 5 at once, bottom right (docs/behaviour.md).
const toasts = createAppToaster({ max: MAX_TOASTS, placement: 'bottom-end' });
// Snackbar messages: top centre, 6000 ms (docs/data.md).
const snackbar = createAppToaster({ max: 1, placement: 'top', duration: SNACKBAR_AUTO_HIDE_MS });

export function Messages() {
  const t = translatorOf(shellState().texts);
  const fresh = useStore($newNotifications);
  const message = useStore($message);
  // A toast made before the toasters' first frame is lost (their machines start in a microtask
  // after mounting; seen when an event is what loads the panels): the first one waits a frame.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  useEffect(() => {
    // One toast per commit: the toaster drops toasts published together in one tick.
    if (!mounted || fresh.length === 0) return;
    const next = takeNewNotification();
    // Notifications switched off in the quick panel: the panel's list has it, no toast (decision 064).
    if (next && $preferences.get().quickSettings.notifications)
      toasts.create({ id: next.id, description: next.message, type: next.variant });
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
      <Toaster toaster={toasts} label={t('panels:notifications')} closeLabel={t('panels:dismiss')} />
      <Toaster toaster={snackbar} label={t('panels:messages')} closeLabel={t('panels:close')} />
    </>
  );
}
