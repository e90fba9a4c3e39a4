/**
 * The notice letter drafted when Terminate is decided (decision 128): a whole letter from the
 * `decisions` dictionary's template, in English, Turkish or Arabic (right to left), as an HTML
 * file a person opens, edits or prints on the company's paper. Every value is escaped. Pure.
 */
import type { TFunction } from 'i18next';
import { directionOf, type Locale, languageOf } from '../i18n/locales.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (sign) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[sign] ?? sign,
  );

export interface NoticeLetterFacts {
  client: string;
  contract: string;
  vendor: string;
  /** The term's end, the day the contract ends, written in the letter's language. */
  endsOn: string;
  /** Today, written in the letter's language. */
  writtenOn: string;
  /** Whether the contract renews itself (the letter then says it is not to). */
  autoRenew: boolean;
  signer: string;
}

export function noticeLetterHtml(t: TFunction, locale: Locale, facts: NoticeLetterFacts): string {
  const values = { client: facts.client, contract: facts.contract, vendor: facts.vendor, day: facts.endsOn };
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  return [
    '<!doctype html>',
    `<html lang="${languageOf(locale).tag}" dir="${directionOf(locale)}">`,
    '<head><meta charset="utf-8">',
    `<title>${escapeHtml(t('decisions:letter.title', values))}</title>`,
    '<style>body{font-family:Georgia,"Times New Roman",serif;max-width:40em;margin:3em auto;line-height:1.5}</style>',
    '</head><body>',
    paragraph(facts.client),
    paragraph(facts.writtenOn),
    paragraph(t('decisions:letter.to', values)),
    `<p><strong>${escapeHtml(t('decisions:letter.subject', values))}</strong></p>`,
    paragraph(t('decisions:letter.greeting')),
    paragraph(t('decisions:letter.body', values)),
    facts.autoRenew ? paragraph(t('decisions:letter.noRenewal')) : '',
    paragraph(t('decisions:letter.confirm')),
    paragraph(t('decisions:letter.closing')),
    `<p>${escapeHtml(facts.signer)}<br>${escapeHtml(facts.client)}</p>`,
    '</body></html>',
  ].join('\n');
}
