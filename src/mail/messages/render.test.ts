import { describe, expect, it } from 'vitest';
import type { DigestMessage, MailEnvelope, RfpMessage } from './model.ts';
import { renderMail } from './render.ts';

const envelope = (language: MailEnvelope['language']): MailEnvelope => ({
  to: 'vera.vendor@vendor.test',
  language,
  publicUrl: 'https://portal.example.com',
  unsubscribeUrl: 'https://portal.example.com/mail/unsubscribe?t=x',
});
const client = { xref: 1003, name: 'Contoso Bank' };
// 17:00 in Istanbul (UTC+3).
const deadline = '2026-12-18T14:00:00.000Z';
const eventLink = 'https://portal.example.com/deepLink/rfp-events?hubspotCompanyXref=1003&event=card-2027';

const notice = (what: RfpMessage['notice']['what'], side: RfpMessage['side'] = 'vendor'): RfpMessage => ({
  kind: 'rfp',
  client,
  side,
  notice: {
    what,
    event: 'Card <processing>',
    eventId: 'card-2027',
    client: client.name,
    deadline,
    timeZone: 'Europe/Istanbul',
    ...(what === 'deadlineSoon' ? { days: 3 } : {}),
  },
});

describe('an RFP notice by mail', () => {
  it('says what happened, the deadline on the event’s clock, and links to the event, the client made active', async () => {
    const mail = await renderMail(notice('invited'), envelope('en'));
    expect(mail.subject).toBe('Invitation to answer: Card <processing> (Contoso Bank)');
    expect(mail.text).toContain(
      'Contoso Bank invites your organisation to answer “Card <processing>” in the client portal by Dec 18, 2026, 05:00 PM GMT+3.',
    );
    expect(mail.text).toContain(`Open the RFP event: ${eventLink}`);
    expect(mail.html).toContain(eventLink.replace('&', '&amp;'));
    // A title is text, never markup.
    expect(mail.html).toContain('Card &lt;processing&gt;');
    expect((await renderMail(notice('deadlineSoon'), envelope('en'))).subject).toBe(
      'Card <processing>: answers due in 3 days',
    );
  });

  it('tells the client’s side of a close that the answers can now be read, a vendor that none are taken', async () => {
    expect((await renderMail(notice('closed', 'client'), envelope('en'))).text).toContain(
      'its answers can now be read and evaluated',
    );
    const vendor = await renderMail(notice('closed'), envelope('en'));
    expect(vendor.text).toContain('no more answers are taken');
    expect(vendor.text).not.toContain('GMT+3');
  });

  it('is written in Arabic right to left, in Turkish, with the words of the dictionaries', async () => {
    const ar = await renderMail(notice('deadlineSoon'), envelope('ar'));
    expect(ar.html).toContain('dir="rtl"');
    expect(ar.subject).toBe('Card <processing>: آخر موعد للإجابات خلال ٣ أيام');
    const tr = await renderMail(notice('awarded'), envelope('tr'));
    expect(tr.subject).toBe('Card <processing> için ihale kararı verildi');
  });
});

describe('a digest’s RFP deadlines', () => {
  it('link each event to its page and write its deadline on the event’s clock', async () => {
    const digest: DigestMessage = {
      kind: 'digest',
      client,
      frequency: 'weekly',
      day: '2026-12-07',
      sections: [
        {
          id: 'rfpDeadlines',
          view: null,
          total: 1,
          items: [
            { kind: 'rfpDeadline', id: 'card-2027', title: 'Card processing', deadline, timeZone: 'Europe/Istanbul' },
          ],
        },
      ],
    };
    const mail = await renderMail(digest, envelope('en'));
    expect(mail.text).toContain('RFP deadlines within 14 days (1)');
    expect(mail.text).toContain('- Card processing · answers due Dec 18, 2026, 05:00 PM GMT+3');
    expect(mail.text).toContain(`  ${eventLink}`);
    expect(mail.html).toContain(eventLink.replace('&', '&amp;'));
    const ar = await renderMail(digest, envelope('ar'));
    expect(ar.html).toContain('dir="rtl"');
    expect(ar.text).toContain('مواعيد طلبات العروض النهائية خلال 14 يومًا');
  });
});
