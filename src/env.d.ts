/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    config: import('./server/config.ts').PortalConfig;
    /** This request's id (src/server/http/request-id.ts): in every log line of it, on the 500 page, in `X-Request-Id`. */
    requestId: string;
    /** The route Astro matched, kept for the Node entry's one log line per request. */
    routePattern: string | undefined;
    /** SIGTERM has come: this instance is going away (GET /api/ready answers 503). Set by the Node entry. */
    stopping?: boolean;
    /** Set when the request failed and is rewritten to the error page (503: the storage did not answer). */
    failedWith: 500 | 503 | undefined;
    locale: import('./i18n/locales.ts').Locale;
    dir: 'ltr' | 'rtl';
    t: import('i18next').TFunction;
    settings: import('./preferences/settings.ts').Settings;
    /** Font scale, quick-panel switches and saved language of the person (or guest). */
    preferences: import('./preferences/preferences.ts').Preferences;
    /** The signed-in user's server session, if any (and not expired). */
    session: import('./auth/server/session-store.ts').PortalSession | undefined;
    /** A session whose token expired on this request (the guard ends it and says so at /login). */
    expiredSession: import('./auth/server/session-store.ts').PortalSession | undefined;
    /** The session's active client (docs/behaviour.md, client switching). */
    activeClient: import('./auth/server/session-store.ts').SessionClient | undefined;
    /** MSAL's settings for this environment (pages only; undefined when the identity provider is unreachable). */
    msal: import('./auth/msal-settings.ts').MsalSettings | undefined;
    /** Roles of the signed-in user (empty for guests). */
    roles: string[];
    /** The auth user of docs/data.md (the CUE Guest when nobody is signed in). */
    user: import('./auth/user.ts').AuthUser;
  }
}

declare namespace astroHTML.JSX {
  interface IntrinsicAttributes {
    /** Hydrate on the first pointer, focus or key inside the island (src/scripts/hydrate-on-interaction.ts). */
    'client:interaction'?: boolean;
  }
}
