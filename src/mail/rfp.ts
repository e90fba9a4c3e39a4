/**
 * What a client's RFP events put in mail (decision 143). Pure: the events, the instant and the
 * readers in, plain values out (they travel in the mail queue's jobs).
 *
 * - **Deadlines in digests**: the open events whose deadline falls within RFP_DEADLINE_DAYS,
 *   found once per client (`rfpDeadlinesDue`), then kept per reader to those their role lets them
 *   see (`rfpDeadlinesSeenBy`: `eventRoleOf`, the rule of the RFP pages: a vendor only the events
 *   its organisation is invited to, nobody a draft).
 * - **Notices by mail** (`rfpNoticeMails`): what `rfpNotices` owes each reader (the bell's notices,
 *   under the same keys), to every address an invited vendor gave and to the client's people who
 *   asked for its mail, each notice once per address. Only news of the last RFP_NEWS_DAYS is
 *   mailed: the ledger forgets a mail after 40 days, and a portal that starts mailing does not
 *   tell of events closed long before.
 */
import { eventRoleOf, type Viewer } from '../rfp/events/access.ts';
import { phaseOf, type RfpEvent } from '../rfp/events/event.ts';
import { type RfpNotice, rfpNotices } from '../rfp/events/notices.ts';
import { isAddress, normalAddress } from './addresses.ts';

/**
 * How far ahead a digest lists RFP deadlines: two weeks, so a weekly reader is told of each
 * deadline twice (the week before and the week of it) and a daily reader about two weeks ahead,
 * the time a vendor needs to answer and a client to plan the evaluation; the 90-day outlook of
 * contracts would list events still being drafted into answers months away.
 */
export const RFP_DEADLINE_DAYS = 14;

/** How recent a notice must be to be mailed (shorter than the ledger keeps a mail, 40 days). */
export const RFP_NEWS_DAYS = 14;

const DAY_MS = 86_400_000;

/** One line of a digest's RFP deadlines: the event and its deadline on the client's wall clock. */
export interface RfpDeadlineItem {
  kind: 'rfpDeadline';
  /** The event's id: the mail links to its page. */
  id: string;
  title: string;
  /** The deadline (ISO instant) and the event's time zone, in which the mail writes it. */
  deadline: string;
  timeZone: string;
}

/** An open event with its digest line. */
export interface RfpDeadlineDue {
  event: Pick<RfpEvent, 'status' | 'invited'>;
  item: RfpDeadlineItem;
}

/** The client's open events whose deadline is within RFP_DEADLINE_DAYS of `now`, soonest first. */
export function rfpDeadlinesDue(events: readonly RfpEvent[], now: Date): RfpDeadlineDue[] {
  const until = now.getTime() + RFP_DEADLINE_DAYS * DAY_MS;
  return events
    .filter((event) => phaseOf(event, now) === 'open' && Date.parse(event.deadline) <= until)
    .sort((a, b) => Date.parse(a.deadline) - Date.parse(b.deadline) || a.title.localeCompare(b.title))
    .map((event) => ({
      event,
      item: {
        kind: 'rfpDeadline',
        id: event.id,
        title: event.title,
        deadline: event.deadline,
        timeZone: event.timeZone,
      },
    }));
}

/** Of those, the ones this reader may see. */
export function rfpDeadlinesSeenBy(due: readonly RfpDeadlineDue[], viewer: Viewer): RfpDeadlineItem[] {
  return due.filter(({ event }) => eventRoleOf(event, viewer) !== 'none').map(({ item }) => item);
}

/** Which side of an event a mail speaks to: its invited vendors, or the client's side (its people, the buyer). */
export type RfpSide = 'vendor' | 'client';

/** What one notice mail says. */
export interface RfpNoticeMail {
  /** The ledger's id: `rfp:<event>:<notice>:<address>`. */
  id: string;
  to: string;
  side: RfpSide;
  notice: RfpNotice['values'] & { deadline: string; timeZone: string };
}

/** A reader of the client's mail: their address and what they are in its events. */
export interface RfpReader {
  address: string;
  viewer: Viewer;
}

/** How an invited organisation's addresses are seen: as one of its vendor users. */
const vendorViewer = (organisation: string): Viewer => ({
  uid: '',
  name: organisation,
  roles: ['VENDOR_USER'],
  organisation,
});

/**
 * The notice mails a client's events owe as things stand: to each invited vendor's addresses
 * (`event.invited[].emails`), what `rfpNotices` owes its vendor users; to each reader (the
 * client's people who asked for its mail), what it owes them. Each once per address, recent only.
 */
export function rfpNoticeMails(
  events: readonly RfpEvent[],
  readers: readonly RfpReader[],
  client: string,
  now: Date,
): RfpNoticeMail[] {
  const since = now.getTime() - RFP_NEWS_DAYS * DAY_MS;
  const mails = new Map<string, RfpNoticeMail>();
  const add = (event: RfpEvent, address: string, viewer: Viewer) => {
    const to = normalAddress(address);
    if (!isAddress(to)) return;
    const side: RfpSide = eventRoleOf(event, viewer) === 'vendor' ? 'vendor' : 'client';
    for (const notice of rfpNotices([event], viewer, client, now)) {
      if (Date.parse(notice.at) < since) continue;
      const id = `${notice.once}:${to}`;
      if (!mails.has(id))
        mails.set(id, {
          id,
          to,
          side,
          notice: { ...notice.values, deadline: event.deadline, timeZone: event.timeZone },
        });
    }
  };
  for (const event of events) {
    for (const vendor of event.invited) {
      const viewer = vendorViewer(vendor.organisation);
      for (const address of vendor.emails) add(event, address, viewer);
    }
    for (const reader of readers) add(event, reader.address, reader.viewer);
  }
  return [...mails.values()];
}
