import type { TFunction } from 'i18next';
import { FILE_MANAGER_PATH } from '../../file-manager/url.ts';
import { dateFormatOf } from '../../i18n/intl-cache.ts';
import type { PortalNotification } from '../notification.ts';
import type { StoredNotification } from './inbox.ts';

const reportPaths: Record<string, string> = {
  InvoiceIntel: '/apps/reports/invoice-intel',
  VendorIntel: '/apps/reports/vendor-intel',
};
export const CONTRACT_LOCKER_PATH = '/apps/dashboards/contractlocker';

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));

/** A kept notification in the reader's language (`tag`: their BCP 47 tag), with its link. */
export function notificationView(stored: StoredNotification, t: TFunction, tag: string): PortalNotification {
  const { id, kind, variant, createdAt, read, values } = stored;
  const base = { id, kind, variant, createdAt, read };
  switch (kind) {
    case 'message':
      return { ...base, message: text(values['text']) };
    case 'uploadFinished':
    case 'uploadFailed': {
      const folder = text(values['folder']);
      const href = `${FILE_MANAGER_PATH}?${new URLSearchParams({ folder: text(values['folderId']) })}`;
      return {
        ...base,
        message: t(`panels:notices.${kind}`, { file: text(values['file']), folder }),
        link: { href, label: t('panels:notices.openFolder', { folder }) },
      };
    }
    case 'reportRenewalFailed': {
      const report = text(values['report']);
      return {
        ...base,
        message: t('panels:notices.reportRenewalFailed', { report: t(`reports:title.${report}`) }),
        link: { href: reportPaths[report] ?? '/', label: t('panels:notices.openReport') },
      };
    }
    case 'sessionLockSoon':
      return { ...base, message: t('panels:notices.sessionLockSoon') };
    case 'contractsNeedNotice': {
      // The register filtered to what needs notice within the reminders' window: the contracts counted.
      const view = new URLSearchParams({ within: text(values['within']) });
      return {
        ...base,
        message: t('contractReminders:summary', {
          client: text(values['client']),
          count: Number(values['count']),
          days: Number(values['within']),
        }),
        link: { href: `${CONTRACT_LOCKER_PATH}?${view}`, label: t('contractReminders:showThem') },
      };
    }
    case 'rfpEvent': {
      const what = text(values['what']);
      const deadline =
        values['deadline'] === undefined
          ? ''
          : dateFormatOf(tag, { dateStyle: 'medium' }).format(new Date(text(values['deadline'])));
      return {
        ...base,
        message: t(`rfpEvents:notices.${what}`, {
          event: text(values['event']),
          client: text(values['client']),
          when: deadline,
          count: Number(values['days'] ?? 0),
        }),
        link: {
          href: `/apps/rfp-events/${encodeURIComponent(text(values['eventId']))}`,
          label: t('rfpEvents:notices.open'),
        },
      };
    }
    case 'contractEnding': {
      // A day, not a moment: written as the day it is wherever the reader is.
      const endsOn = dateFormatOf(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${text(values['endsOn'])}T00:00:00Z`),
      );
      return {
        ...base,
        // A notice day says what to do by then; notifications kept from before name the end.
        message: t(values['deadline'] === 'notice' ? 'contracts:reminder.notice' : 'panels:notices.contractEnding', {
          contract: text(values['contract']),
          vendor: text(values['vendor']),
          client: text(values['client']),
          endsOn,
        }),
        link: {
          href:
            values['contractId'] === undefined
              ? CONTRACT_LOCKER_PATH
              : `${CONTRACT_LOCKER_PATH}?${new URLSearchParams({ contract: text(values['contractId']) })}`,
          label: t('panels:notices.openContractLocker'),
        },
      };
    }
  }
}
