import type { AstroCookies } from 'astro';
import { guestUser } from '../auth/user.ts';
import { pageLanguageOf } from '../i18n/locales.ts';
import { translatorFor } from '../i18n/translator.ts';
import { LOCALE_COOKIE } from '../preferences/cookies.ts';
import { defaultPreferences } from '../preferences/preferences.ts';
import { defaultSettings } from '../preferences/settings.ts';
import { getConfig } from '../server/config.ts';
import { requestIdFrom } from '../server/http/request-id.ts';

/**
 * What a page needs of `Astro.locals` when the middleware did not run to the end: Astro renders
 * the 500 page a second time without middleware when the first try fails, and that page must
 * still speak the person's language instead of failing itself. Nothing here reads storage.
 */
export function fillFallbackLocals(locals: App.Locals, request: Request, cookies: AstroCookies): void {
  // Typed as always there, which is exactly what is not true here.
  if ((locals as Partial<App.Locals>).t) return;
  locals.config ??= getConfig();
  locals.requestId ??= requestIdFrom(request.headers.get('x-request-id'));
  locals.routePattern ??= undefined;
  ({ locale: locals.locale, dir: locals.dir } = pageLanguageOf(
    cookies.get(LOCALE_COOKIE)?.value,
    request.headers.get('accept-language'),
  ));
  locals.t = translatorFor(locals.locale);
  locals.settings = { ...defaultSettings, direction: locals.dir };
  locals.preferences = defaultPreferences;
  locals.user = guestUser;
  locals.roles = [];
  locals.session = undefined;
  locals.expiredSession = undefined;
  locals.activeClient = undefined;
  locals.msal = undefined;
}
