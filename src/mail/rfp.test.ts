import { describe, expect, it } from 'vitest';
import { anEvent, buyer, clientUser, otherVendor, outsider, vera } from '../rfp/events/testing.ts';
import { DIGEST_SECTIONS, digestInOrder, digestOf } from './digest.ts';
import { RFP_DEADLINE_DAYS, rfpDeadlinesDue, rfpDeadlinesSeenBy, rfpNoticeMails } from './rfp.ts';

const now = new Date('2026-12-07T09:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
const onlyVendorCo = [{ organisation: 'Vendor Co', emails: ['Vera.Vendor@Vendor.test', 'not an address'] }];

describe('RFP deadlines in a digest', () => {
  const events = [
    anEvent(now, { id: 'later', title: 'Later', deadline: inDays(RFP_DEADLINE_DAYS + 0.1) }),
    anEvent(now, { id: 'soon', title: 'Soon', deadline: inDays(2) }),
    anEvent(now, { id: 'edge', title: 'Edge', deadline: inDays(RFP_DEADLINE_DAYS) }),
    anEvent(now, { id: 'draft', title: 'Draft', status: 'draft', publishedAt: null, deadline: inDays(3) }),
    anEvent(now, { id: 'passed', title: 'Passed', deadline: inDays(-0.01) }),
    anEvent(now, { id: 'vendorCo', title: 'Only Vendor Co', deadline: inDays(5), invited: onlyVendorCo }),
  ];
  const due = rfpDeadlinesDue(events, now);

  it('are the open events due within two weeks, soonest first, with the deadline and its zone', () => {
    expect(due.map(({ item }) => item.id)).toEqual(['soon', 'vendorCo', 'edge']);
    expect(due[0]?.item).toEqual({
      kind: 'rfpDeadline',
      id: 'soon',
      title: 'Soon',
      deadline: inDays(2),
      timeZone: 'Europe/Istanbul',
    });
  });

  it('are kept per reader to the events they may see: a vendor only those its organisation is invited to', () => {
    const seen = (viewer: Parameters<typeof rfpDeadlinesSeenBy>[1]) =>
      rfpDeadlinesSeenBy(due, viewer).map((item) => item.id);
    expect(seen(buyer)).toEqual(['soon', 'vendorCo', 'edge']);
    expect(seen(clientUser)).toEqual(['soon', 'vendorCo', 'edge']);
    expect(seen(vera)).toEqual(['soon', 'vendorCo', 'edge']);
    expect(seen(otherVendor)).toEqual(['soon', 'edge']);
    expect(seen(outsider)).toEqual([]);
    // A vendor user's roles as the mail directory kept them, with no organisation named: nothing.
    expect(seen({ ...vera, organisation: null, roles: ['user', 'VENDOR_USER'] })).toEqual([]);
  });

  it('are the digest’s last section, after the contracts’ sections made apart', () => {
    const source = { states: [], newSince: '2026-12-06', firstSeen: () => undefined };
    const rfp = digestOf({ ...source, rfpDeadlines: rfpDeadlinesSeenBy(due, otherVendor) }, 'rfpEvents');
    expect(rfp).toEqual([{ id: 'rfpDeadlines', view: null, total: 2, items: rfpDeadlinesSeenBy(due, otherVendor) }]);
    const contracts = [{ id: 'notice7', view: 'within=7', total: 0, items: [] }];
    expect(digestInOrder(rfp, contracts).map((section) => section.id)).toEqual(['notice7', 'rfpDeadlines']);
    expect(DIGEST_SECTIONS.at(-1)?.id).toBe('rfpDeadlines');
    // Only the RFP section from the RFP events, none from the contracts (and the reverse).
    expect(digestOf({ ...source, rfpDeadlines: [] }, 'rfpEvents')).toEqual([]);
    expect(digestOf({ ...source, rfpDeadlines: rfpDeadlinesSeenBy(due, buyer) }, 'contracts')).toEqual([]);
  });
});

describe('RFP notices by mail', () => {
  const cem = { address: 'cem.client@northwind.test', viewer: clientUser };
  const ids = (mails: ReturnType<typeof rfpNoticeMails>) => mails.map((mail) => mail.id);

  it('tell each address an invited vendor gave of the invitation and the nearest deadline, once each', () => {
    const event = anEvent(now, { deadline: inDays(0.5), invited: onlyVendorCo });
    const mails = rfpNoticeMails([event], [cem, { address: 'vera.vendor@vendor.test', viewer: vera }], 'Contoso', now);
    expect(ids(mails)).toEqual([
      'rfp:event-1:invited:vera.vendor@vendor.test',
      'rfp:event-1:due1:vera.vendor@vendor.test',
    ]);
    expect(mails[1]).toMatchObject({
      to: 'vera.vendor@vendor.test',
      side: 'vendor',
      notice: {
        what: 'deadlineSoon',
        days: 1,
        event: 'Fleet tracking',
        client: 'Contoso',
        timeZone: 'Europe/Istanbul',
      },
    });
  });

  it('tell the vendors of each clarification answered, and nobody of a draft', () => {
    const answered = {
      id: 'q1',
      question: 'May we quote in euros?',
      askedAt: inDays(-1),
      askedBy: 'vera',
      answer: 'Yes',
      answeredAt: inDays(-0.5),
      addendum: false,
    };
    const event = anEvent(now, {
      invited: onlyVendorCo,
      clarifications: [answered, { ...answered, id: 'q2', answer: null, answeredAt: null }],
    });
    expect(ids(rfpNoticeMails([event], [cem], 'Contoso', now))).toEqual([
      'rfp:event-1:invited:vera.vendor@vendor.test',
      'rfp:event-1:clarification:q1:vera.vendor@vendor.test',
    ]);
    expect(rfpNoticeMails([{ ...event, status: 'draft' }], [cem], 'Contoso', now)).toEqual([]);
  });

  it('tell the vendors and the client’s readers of the close and the award, each in their side’s words', () => {
    const event = anEvent(now, {
      deadline: inDays(-2),
      status: 'awarded',
      invited: onlyVendorCo,
      closed: { at: inDays(-2), by: null },
      award: { organisation: 'Vendor Co', reason: 'Best fit', at: inDays(-1), by: { uid: 'ada', name: 'Ada Admin' } },
    });
    const mails = rfpNoticeMails([event], [cem], 'Contoso', now);
    expect(mails.map((mail) => [mail.id, mail.side])).toEqual([
      ['rfp:event-1:closed:vera.vendor@vendor.test', 'vendor'],
      ['rfp:event-1:awarded:vera.vendor@vendor.test', 'vendor'],
      ['rfp:event-1:closed:cem.client@northwind.test', 'client'],
      ['rfp:event-1:awarded:cem.client@northwind.test', 'client'],
    ]);
  });

  it('tell nothing of what happened more than two weeks ago (the ledger forgets after 40 days)', () => {
    const event = anEvent(now, {
      publishedAt: inDays(-30),
      deadline: inDays(-20),
      status: 'closed',
      closed: { at: inDays(-20), by: null },
      invited: onlyVendorCo,
    });
    expect(rfpNoticeMails([event], [cem], 'Contoso', now)).toEqual([]);
    // An open event published long ago still reminds of its deadline.
    const open = anEvent(now, { publishedAt: inDays(-30), deadline: inDays(2), invited: onlyVendorCo });
    expect(ids(rfpNoticeMails([open], [cem], 'Contoso', now))).toEqual(['rfp:event-1:due3:vera.vendor@vendor.test']);
  });
});
