import { z } from 'zod';
import type { NotificationEvent } from '../notification.ts';
import type { NewNotification } from './inbox.ts';
import { variantSchema } from './inbox.ts';

/**
 * What the browser may report, checked value by value: a person can only notify themselves, but
 * nothing unbounded or unexpected reaches the storage or the panel.
 */
const fileName = z.string().trim().min(1).max(400);
const folderName = z.string().trim().min(1).max(400);
/** Drive item ids: letters, digits and the few signs Graph uses. */
const driveItemId = z.string().regex(/^[A-Za-z0-9!._-]{1,200}$/);
const upload = { file: fileName, folder: folderName, folderId: driveItemId };

export const notificationEventSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('message'),
    text: z.string().trim().min(1).max(500),
    variant: variantSchema.optional(),
  }),
  z.strictObject({ kind: z.literal('uploadFinished'), ...upload }),
  z.strictObject({ kind: z.literal('uploadFailed'), ...upload }),
  z.strictObject({ kind: z.literal('reportRenewalFailed'), report: z.enum(['InvoiceIntel', 'VendorIntel']) }),
  z.strictObject({ kind: z.literal('sessionLockSoon'), locksAt: z.number().int().positive() }),
]) satisfies z.ZodType<NotificationEvent>;

/** The notification an event makes: its variant, and its key when it must be sent once only. */
export function notificationOf(event: z.infer<typeof notificationEventSchema>): NewNotification {
  switch (event.kind) {
    case 'message':
      return { kind: 'message', values: { text: event.text }, variant: event.variant ?? 'info' };
    case 'uploadFinished':
    case 'uploadFailed': {
      const { kind, file, folder, folderId } = event;
      return { kind, values: { file, folder, folderId }, variant: kind === 'uploadFinished' ? 'success' : 'error' };
    }
    case 'reportRenewalFailed':
      return { kind: 'reportRenewalFailed', values: { report: event.report }, variant: 'warning' };
    case 'sessionLockSoon':
      // Every tab of the session warns at the same time: the first one's warning is the one kept.
      return {
        kind: 'sessionLockSoon',
        values: { locksAt: event.locksAt },
        variant: 'warning',
        once: `lock:${event.locksAt}`,
      };
  }
}
