import { defineMiddleware } from 'astro:middleware';
import { authUserOf } from '../auth/user.ts';
import { pageLanguageOf } from '../i18n/locales.ts';
import { translatorFor } from '../i18n/translator.ts';
import { GUEST_SETTINGS_COOKIE, LOCAL_SETTINGS_COOKIE, LOCALE_COOKIE } from '../preferences/cookies.ts';
import { readUserDocument } from '../preferences/server/user-store.ts';
import { parseGuestCookie, withLocalCopy } from '../preferences/user-document.ts';
import { logOf } from '../server/log.ts';
import { isStorageUnavailable } from '../server/storage/unavailable.ts';

/**
 * The person's language, direction, settings and preferences: the user document for people
 * signed in, the guest cookie otherwise (docs/roles.md), so the first paint already has their
 * theme, layout and font size.
 */
export const personalise = defineMiddleware(async ({ locals, cookies, request }, next) => {
  const { session, config, roles } = locals;
  // Unreadable settings fall back to the defaults for this page; the next save writes them anew.
  // A storage that does not answer is an outage, not damage: the page says so (503).
  const stored = session
    ? await readUserDocument(config, session.uid).catch((error: unknown) => {
        if (isStorageUnavailable(error)) throw error;
        logOf(config).error({ err: error, requestId: locals.requestId }, 'User document unreadable, defaults used');
        return undefined;
      })
    : undefined;
  // Cloud Sync off: this browser's own copy, not the stored one (decision 064).
  const document = stored && {
    ...stored,
    data: withLocalCopy(stored.data, cookies.get(LOCAL_SETTINGS_COOKIE)?.value),
  };
  const guest = document ? undefined : parseGuestCookie(cookies.get(GUEST_SETTINGS_COOKIE)?.value);
  const settings = document?.data.settings ?? guest?.settings;
  locals.user = authUserOf(session, roles, document?.data);
  locals.preferences = document?.data.preferences ?? guest?.preferences ?? locals.user.data.preferences;
  ({ locale: locals.locale, dir: locals.dir } = pageLanguageOf(
    cookies.get(LOCALE_COOKIE)?.value,
    request.headers.get('accept-language'),
    document?.data.preferences.language,
  ));
  locals.t = translatorFor(locals.locale);
  locals.settings = { ...(settings ?? locals.user.data.settings), direction: locals.dir };
  return next();
});
