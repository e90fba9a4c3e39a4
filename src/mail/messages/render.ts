/**
 * Mail rendered with React Email (decision 125): HTML that mail programs show alike (tables,
 * inline styles), readable in dark mode (`color-scheme` and a dark palette in a media query), in
 * the reader's language and direction (Arabic right to left), every link to PUBLIC_URL; and its
 * plain-text part written from the same message and words (`textOf`: converting the HTML back to
 * text was most of a message's time). React escapes every value, so a contract's title cannot
 * become markup. Written with `createElement` rather than JSX: Node runs this file as it is
 * (the server's mail worker, `npm run mail:digest`), and Node strips types, not JSX.
 */
// Each part from its own package: the components barrel also loads the code block (Prism), the
// Tailwind compiler and a Markdown parser, kept in the server's heap though no mail uses them.
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { TFunction } from 'i18next';
import { createElement as h, type ReactNode } from 'react';
import { directionOf, type Locale, languageOf } from '../../i18n/locales.ts';
import { whenIn } from '../../rfp/events/when.ts';
import type { ContractItem, DigestItem } from '../digest.ts';
import type { DigestMessage, MailEnvelope, MailMessage, ReminderMessage, RfpMessage } from './model.ts';
import { mailDay, mailTexts } from './texts.ts';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

// Light colours inline (every mail program reads them); dark ones in the media query, for the
// programs that honour it (Apple Mail, Outlook on the Mac and the web, Gmail's apps in part).
const DARK_STYLE = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .mail-body { background-color: #101418 !important; color: #e3e7eb !important; }
  .mail-card { background-color: #1a2027 !important; border-color: #2c343d !important; }
  .mail-text { color: #e3e7eb !important; }
  .mail-muted { color: #a7b0ba !important; }
  .mail-link { color: #8cb8ff !important; }
}
[data-ogsc] .mail-body { background-color: #101418 !important; color: #e3e7eb !important; }
[data-ogsc] .mail-link { color: #8cb8ff !important; }
`;

const colours = {
  canvas: '#f3f5f7',
  card: '#ffffff',
  text: '#1c2630',
  muted: '#5b6773',
  link: '#0b57d0',
  border: '#dde3e9',
};
const linkStyle = { color: colours.link };
const mutedStyle = { color: colours.muted };

/** The contract locker, the client made active first (the deep link), with the register's query. */
export function contractHref(publicUrl: string, xref: number, query: Record<string, string>): string {
  const params = new URLSearchParams({ hubspotCompanyXref: String(xref), ...query });
  return `${publicUrl}/deepLink/contractlocker?${params}`;
}

/** An RFP event's page, the client made active first (the deep link). */
export function rfpEventHref(publicUrl: string, xref: number, eventId: string): string {
  const params = new URLSearchParams({ hubspotCompanyXref: String(xref), event: eventId });
  return `${publicUrl}/deepLink/rfp-events?${params}`;
}

/** Where a digest's line leads: the contract in the register, or the RFP event's page. */
const itemHref = (publicUrl: string, xref: number, item: DigestItem) =>
  item.kind === 'rfpDeadline'
    ? rfpEventHref(publicUrl, xref, item.id)
    : contractHref(publicUrl, xref, { contract: item.id });

/** An instant on the event's wall clock, in the reader's language (`18 Dec 2026, 17:00 GMT+3`). */
const mailWhen = (locale: Locale, instant: string, timeZone: string) =>
  whenIn(instant, timeZone, languageOf(locale).tag);

function frame(locale: Locale, preview: string, envelope: MailEnvelope, why: string, children: ReactNode[]) {
  const t = mailTexts(locale);
  const dir = directionOf(locale);
  const textAlign = dir === 'rtl' ? 'right' : 'left';
  const small = { color: colours.muted, fontSize: '13px', lineHeight: '20px' };
  return h(
    Html,
    { lang: languageOf(locale).tag, dir },
    h(
      Head,
      null,
      h('meta', { name: 'color-scheme', content: 'light dark' }),
      h('meta', { name: 'supported-color-schemes', content: 'light dark' }),
      h('style', null, DARK_STYLE),
    ),
    h(Preview, null, preview),
    h(
      Body,
      {
        className: 'mail-body',
        style: {
          backgroundColor: colours.canvas,
          color: colours.text,
          fontFamily: 'Segoe UI, Tahoma, Arial, sans-serif',
          direction: dir,
          textAlign,
          margin: 0,
          padding: '24px 0',
        },
      },
      h(
        Container,
        {
          className: 'mail-card',
          dir,
          style: {
            backgroundColor: colours.card,
            border: `1px solid ${colours.border}`,
            borderRadius: '8px',
            padding: '24px',
            maxWidth: '600px',
            direction: dir,
            textAlign,
          },
        },
        ...children,
        h(Hr, { style: { borderColor: colours.border, margin: '24px 0 12px' } }),
        h(Text, { className: 'mail-muted', style: { ...small, margin: '0 0 8px' } }, why),
        h(
          Text,
          { className: 'mail-muted', style: { ...small, margin: 0 } },
          `${t('footer', { address: envelope.to })} `,
          h(Link, { className: 'mail-link', href: envelope.unsubscribeUrl, style: linkStyle }, t('unsubscribe.link')),
        ),
      ),
    ),
  );
}

const heading = (level: 'h1' | 'h2', text: string, margin: string) =>
  h(
    Heading,
    {
      as: level,
      className: 'mail-text',
      style: { fontSize: level === 'h1' ? '20px' : '16px', lineHeight: level === 'h1' ? '28px' : '24px', margin },
    },
    text,
  );

/** A digest line's words, kept per language: the same contracts go to everyone of a client. */
const itemTexts = new Map<string, string>();

function itemText(t: TFunction, locale: Locale, item: ContractItem): string {
  const key = `${locale}|${item.kind}|${item.day}|${item.owner ?? ''}`;
  let text = itemTexts.get(key);
  if (text === undefined) {
    const day = t(`item.${item.kind}`, { day: mailDay(locale, item.day) });
    text = item.owner ? `${day} · ${t('item.owner', { owner: item.owner })}` : day;
    if (itemTexts.size >= 50_000) itemTexts.clear();
    itemTexts.set(key, text);
  }
  return text;
}

/** What follows a digest line's link: the contract's vendor and day, or the RFP event's deadline. */
function itemDetail(t: TFunction, locale: Locale, item: DigestItem): string {
  if (item.kind === 'rfpDeadline')
    return ` · ${t('item.rfpDeadline', { when: mailWhen(locale, item.deadline, item.timeZone) })}`;
  return ` (${item.vendor}) · ${itemText(t, locale, item)}`;
}

function reminderMail(message: ReminderMessage, envelope: MailEnvelope) {
  const locale = envelope.language;
  const t = mailTexts(locale);
  const { reminder, client } = message;
  const day = mailDay(locale, reminder.deadline.day);
  const title = t(reminder.deadline.kind === 'notice' ? 'reminder.headingNotice' : 'reminder.headingEnd', { day });
  const href = contractHref(envelope.publicUrl, client.xref, { contract: reminder.contractId });
  const owner = reminder.owner ? ` ${t('item.owner', { owner: reminder.owner })}` : '';
  return frame(locale, title, envelope, t('reminder.why', { client: client.name }), [
    heading('h1', title, '0 0 12px'),
    h(
      Text,
      { className: 'mail-text', style: { fontSize: '15px', lineHeight: '22px' } },
      `${t('reminder.intro', { client: client.name, contract: reminder.title, vendor: reminder.vendor })}${owner}`,
    ),
    h(
      Text,
      { style: { fontSize: '15px', lineHeight: '22px' } },
      h(Link, { className: 'mail-link', href, style: { ...linkStyle, fontWeight: 600 } }, t('open')),
      ' · ',
      h(Link, { className: 'mail-link', href, style: linkStyle }, t('reminder.decide')),
    ),
  ]);
}

/** An RFP notice's words, read alike by its HTML and its plain text. */
function rfpWords(message: RfpMessage, envelope: MailEnvelope) {
  const locale = envelope.language;
  const t = mailTexts(locale);
  const { notice, client, side } = message;
  const when = mailWhen(locale, notice.deadline, notice.timeZone);
  const values = { event: notice.event, client: client.name, when };
  // The close and the award say something else to the client's side than to a vendor.
  const clientSide = side === 'client' && (notice.what === 'closed' || notice.what === 'awarded');
  return {
    subject: t(`rfp.subject.${notice.what}`, { ...values, count: notice.days ?? 0 }),
    intro: t(`rfp.intro.${notice.what}${clientSide ? 'Client' : ''}`, values),
    href: rfpEventHref(envelope.publicUrl, client.xref, notice.eventId),
    open: t('rfp.open'),
    why: t(side === 'vendor' ? 'rfp.whyVendor' : 'rfp.whyClient', { client: client.name }),
  };
}

function rfpMail(message: RfpMessage, envelope: MailEnvelope) {
  const words = rfpWords(message, envelope);
  const body = { fontSize: '15px', lineHeight: '22px' };
  return frame(envelope.language, words.subject, envelope, words.why, [
    heading('h1', words.subject, '0 0 12px'),
    h(Text, { className: 'mail-text', style: body }, words.intro),
    h(
      Text,
      { style: body },
      h(Link, { className: 'mail-link', href: words.href, style: { ...linkStyle, fontWeight: 600 } }, words.open),
    ),
  ]);
}

function digestMail(message: DigestMessage, envelope: MailEnvelope) {
  const locale = envelope.language;
  const t = mailTexts(locale);
  const { client, sections, frequency } = message;
  const title = t(frequency === 'daily' ? 'digest.headingDaily' : 'digest.headingWeekly');
  const why = t('digest.why', { client: client.name, frequency: t(`digest.frequency.${frequency}`) });
  return frame(locale, `${client.name}: ${title}`, envelope, why, [
    heading('h1', title, '0 0 4px'),
    h(
      Text,
      { className: 'mail-muted', style: { ...mutedStyle, fontSize: '14px', margin: '0 0 16px' } },
      t('digest.intro', { client: client.name, day: mailDay(locale, message.day) }),
    ),
    ...sections.map((section) =>
      h(
        Section,
        { key: section.id, style: { margin: '0 0 16px' } },
        heading('h2', `${t(`digest.sections.${section.id}`)} (${section.total})`, '0 0 4px'),
        ...section.items.map((item) =>
          h(
            Text,
            { key: item.id, style: { fontSize: '14px', lineHeight: '21px', margin: '0 0 4px' } },
            h(
              Link,
              {
                className: 'mail-link',
                href: itemHref(envelope.publicUrl, client.xref, item),
                style: linkStyle,
              },
              item.title,
            ),
            h('span', { className: 'mail-muted', style: mutedStyle }, itemDetail(t, locale, item)),
          ),
        ),
        section.view
          ? h(
              Text,
              { style: { fontSize: '14px', margin: '4px 0 0' } },
              h(
                Link,
                {
                  className: 'mail-link',
                  href: contractHref(
                    envelope.publicUrl,
                    client.xref,
                    Object.fromEntries(new URLSearchParams(section.view)),
                  ),
                  style: linkStyle,
                },
                t('digest.showAll'),
              ),
            )
          : null,
      ),
    ),
  ]);
}

export function subjectOf(message: MailMessage, locale: Locale): string {
  const t = mailTexts(locale);
  if (message.kind === 'rfp') {
    const { notice, client } = message;
    return t(`rfp.subject.${notice.what}`, { event: notice.event, client: client.name, count: notice.days ?? 0 });
  }
  if (message.kind === 'reminders') {
    const { reminder } = message;
    return t(reminder.deadline.kind === 'notice' ? 'reminder.subjectNotice' : 'reminder.subjectEnd', {
      count: reminder.daysLeft,
      contract: reminder.title,
      vendor: reminder.vendor,
    });
  }
  return t(message.frequency === 'daily' ? 'digest.subjectDaily' : 'digest.subjectWeekly', {
    client: message.client.name,
    count: message.sections.reduce((sum, section) => sum + section.total, 0),
  });
}

/** The plain-text part: the same words as the HTML, each link written out after its words. */
function textOf(message: MailMessage, envelope: MailEnvelope): string {
  const locale = envelope.language;
  const t = mailTexts(locale);
  const { client } = message;
  const lines: string[] = [];
  if (message.kind === 'rfp') {
    const words = rfpWords(message, envelope);
    lines.push(words.subject, '', words.intro);
    lines.push('', `${words.open}: ${words.href}`, '', words.why);
  } else if (message.kind === 'reminders') {
    const { reminder } = message;
    const day = mailDay(locale, reminder.deadline.day);
    const href = contractHref(envelope.publicUrl, client.xref, { contract: reminder.contractId });
    const owner = reminder.owner ? ` ${t('item.owner', { owner: reminder.owner })}` : '';
    lines.push(
      t(reminder.deadline.kind === 'notice' ? 'reminder.headingNotice' : 'reminder.headingEnd', { day }),
      '',
      `${t('reminder.intro', { client: client.name, contract: reminder.title, vendor: reminder.vendor })}${owner}`,
      '',
      `${t('open')}: ${href}`,
      `${t('reminder.decide')}: ${href}`,
      '',
      t('reminder.why', { client: client.name }),
    );
  } else {
    lines.push(
      t(message.frequency === 'daily' ? 'digest.headingDaily' : 'digest.headingWeekly'),
      t('digest.intro', { client: client.name, day: mailDay(locale, message.day) }),
    );
    for (const section of message.sections) {
      lines.push('', `${t(`digest.sections.${section.id}`)} (${section.total})`);
      for (const item of section.items)
        lines.push(
          `- ${item.title}${itemDetail(t, locale, item)}`,
          `  ${itemHref(envelope.publicUrl, client.xref, item)}`,
        );
      if (section.view)
        lines.push(
          `${t('digest.showAll')}: ${contractHref(envelope.publicUrl, client.xref, Object.fromEntries(new URLSearchParams(section.view)))}`,
        );
    }
    lines.push('', t('digest.why', { client: client.name, frequency: t(`digest.frequency.${message.frequency}`) }));
  }
  lines.push(`${t('footer', { address: envelope.to })} ${t('unsubscribe.link')}: ${envelope.unsubscribeUrl}`);
  return `${lines.join('\n')}\n`;
}

/** A mail's subject, HTML and plain text for one recipient. */
export async function renderMail(message: MailMessage, envelope: MailEnvelope): Promise<RenderedMail> {
  const element =
    message.kind === 'reminders'
      ? reminderMail(message, envelope)
      : message.kind === 'rfp'
        ? rfpMail(message, envelope)
        : digestMail(message, envelope);
  const html = await render(element);
  return { subject: subjectOf(message, envelope.language), html, text: textOf(message, envelope) };
}
