import type { APIRoute } from 'astro';
import { todayOf } from '../../../../contracts/deadlines.ts';
import { contractStateOf, dateOfDay } from '../../../../contracts/model.ts';
import { noticeLetterHtml } from '../../../../contracts/notice-letter.ts';
import { attachment, registerOf } from '../../../../contracts/server/respond.ts';
import { dateFormatOf } from '../../../../i18n/intl-cache.ts';
import { defaultLocale, isLocale, languageOf } from '../../../../i18n/locales.ts';
import { translatorFor } from '../../../../i18n/translator.ts';
import { apiError } from '../../../../server/http/api-error.ts';
import { otherMethods } from '../../../../server/http/methods.ts';

/**
 * GET `?lang=en|tr|ar`: the notice letter of a contract of the active client whose Terminate is
 * decided for its current term, drafted from the template in that language (decision 128).
 */
export const GET: APIRoute = async (context) => {
  const { t, session } = context.locals;
  const register = await registerOf(context);
  if ('refused' in register) return register.refused;
  const contract = register.contracts.find((each) => each.id === context.params['id']);
  if (!contract) return apiError(404, 'contractNotFound', t('decisions:errors.notFound'));
  const today = todayOf();
  const state = contractStateOf(contract, today);
  if (!state.noticeGiven || state.termEnd === null) return apiError(409, 'noNotice', t('decisions:errors.noNotice'));
  const asked = context.url.searchParams.get('lang');
  const locale = isLocale(asked) ? asked : defaultLocale;
  const format = dateFormatOf(languageOf(locale).tag, { dateStyle: 'long', timeZone: 'UTC' });
  const title = contract.facts.title ?? contract.fileName ?? '';
  const html = noticeLetterHtml(translatorFor(locale), locale, {
    client: register.client.client_name,
    contract: title,
    vendor: contract.facts.vendor ?? '',
    endsOn: format.format(dateOfDay(state.termEnd)),
    writtenOn: format.format(dateOfDay(today)),
    autoRenew: contract.facts.autoRenew,
    signer: state.decision?.by.name ?? session?.displayName ?? '',
  });
  return new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-disposition': attachment(`${title} - notice (${locale}).html`),
      'cache-control': 'private, no-store',
    },
  });
};

export const ALL = otherMethods({ GET });
