/**
 * The strings the session lock and its dialog read (`t()` keys), instead of the whole `auth`
 * namespace in every signed-in page's HTML (src/i18n/island-texts.ts).
 */
export const sessionLockKeys = [
  'auth:errors.default',
  'auth:errors.noCredential',
  'auth:errors.providerUnavailable',
  'auth:locked.orLogout',
  'auth:locked.processing',
  'auth:locked.title',
  'auth:locked.unlock',
] as const;
