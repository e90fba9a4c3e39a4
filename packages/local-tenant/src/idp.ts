// Types of oidc-provider (it ships none): a reference, so that programs reaching this file from
// outside the package (the portal's `tsc`) see them too.
/// <reference path="./oidc-provider.d.ts" />
/**
 * The identity provider: oidc-provider configured like a single-tenant Microsoft Entra ID for the
 * portal's public client, with its own sign-in page (demo accounts, no password) and a sign-out
 * that goes straight back to the portal. Mounted by path prefix in the tenant's HTTP server.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, {
  type Account,
  type Configuration,
  type Grant,
  type Interaction,
  interactionPolicy,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import { readForm, sendHtml } from './http.ts';
import type { PrivateJwks } from './keys.ts';
import { createMemoryAdapter } from './memory-adapter.ts';
import { errorPage, expiredPage, signedOutPage, signInPage, signingOutPage } from './pages.ts';
import {
  API_AUDIENCE,
  API_SCOPES,
  CLIENT_ID,
  findUserByEmail,
  findUserByOid,
  idTokenClaimsOf,
  SERVER_APP_ROLES,
  SERVER_CLIENT_ID,
  SERVER_CLIENT_SECRET,
  seedUsers,
  TENANT_ID,
} from './seed.ts';
import { pickLocale, tenantStrings } from './strings.ts';

export const IDP_MOUNT = '/idp';
const DAY = 24 * 60 * 60;
export const CANCEL_DESCRIPTION = 'The user cancelled the sign-in.';

export interface IdpOptions {
  /** Public URL of the IdP including the mount path, no trailing slash. */
  issuer: string;
  portalOrigin: string;
  tokenTtlSeconds: number;
  jwks: PrivateJwks;
  cookieKeys: string[];
}

export interface Idp {
  provider: Provider;
  /** Handles a request whose path starts with `/idp`. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

/** The portal's public client, registered as MSAL (v5, OIDC protocol mode) needs it. */
export function portalClient(portalOrigin: string) {
  return {
    client_id: CLIENT_ID,
    client_name: 'Client portal (local)',
    application_type: 'web' as const,
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: [`${portalOrigin}/auth/bridge`],
    post_logout_redirect_uris: [`${portalOrigin}/auth/bridge`, `${portalOrigin}/login`],
  };
}

/**
 * The portal's server, a confidential client with the client credentials grant only: its tokens
 * are for the API audience, carry the application's roles and name no person (decision 075).
 */
export function serverClient() {
  return {
    client_id: SERVER_CLIENT_ID,
    client_secret: SERVER_CLIENT_SECRET,
    client_name: 'Client portal server (local)',
    token_endpoint_auth_method: 'client_secret_post',
    grant_types: ['client_credentials'],
    response_types: [],
    redirect_uris: [],
  };
}

function account(oid: string): Account | undefined {
  const user = findUserByOid(oid);
  if (!user) return undefined;
  return {
    accountId: user.oid,
    claims: () => idTokenClaimsOf(user),
  };
}

/**
 * Grants whatever the portal asks for (OIDC scopes, claims, resource scopes), so the consent
 * prompt never appears: the real tenant has admin consent for the portal.
 */
async function loadExistingGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { oidc } = ctx;
  const accountId = oidc.session?.accountId;
  const clientId = oidc.client?.clientId;
  if (!accountId || !clientId) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(clientId);
  let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  if (grant && (grant.accountId !== accountId || grant.clientId !== clientId)) grant = undefined;
  grant ??= new oidc.provider.Grant({ accountId, clientId });
  grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '));
  grant.addOIDCClaims([...oidc.requestParamClaims]);
  for (const [indicator, resourceServer] of Object.entries(oidc.resourceServers)) {
    const scopes = [...oidc.requestParamScopes].filter((scope) => resourceServer.scopes.has(scope));
    if (scopes.length > 0) grant.addResourceScope(indicator, scopes.join(' '));
  }
  await grant.save();
  return grant;
}

/**
 * Adds the API scopes to an OpenID authorization request. Entra ID answers a sign-in that asks only
 * for `openid profile email` with a Graph access token (User.Read) and a refresh token valid for
 * more scopes; oidc-provider would issue a refresh token limited to the requested scopes, and a
 * later `acquireTokenSilent({ scopes: ['User.Read'] })` would fail with `invalid_scope`.
 */
function withApiScopes(url: string): string {
  const parsed = new URL(url, 'http://idp');
  const scopes = (parsed.searchParams.get('scope') ?? '').split(' ').filter(Boolean);
  if (!scopes.includes('openid')) return url;
  for (const scope of API_SCOPES) if (!scopes.includes(scope)) scopes.push(scope);
  parsed.searchParams.set('scope', scopes.join(' '));
  return `${parsed.pathname}${parsed.search}`;
}

function localeOf(ctx: KoaContextWithOIDC): ReturnType<typeof pickLocale> {
  return pickLocale(ctx.oidc.params?.['ui_locales'], ctx.get('accept-language') || undefined);
}

export function createIdp(options: IdpOptions): Idp {
  const { issuer, portalOrigin, tokenTtlSeconds } = options;
  const mountPath = new URL(issuer).pathname.replace(/\/$/, '');

  const policy = interactionPolicy.base();
  // MSAL may send prompt=select_account (Entra's usual value); oidc-provider knows only login,
  // consent and none unless the prompt is registered. It shows the same page as login.
  policy.unshift(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }));

  const configuration: Configuration = {
    adapter: createMemoryAdapter(),
    clients: [portalClient(portalOrigin), serverClient()],
    jwks: { keys: options.jwks.keys },
    cookies: { keys: options.cookieKeys },
    findAccount: (_ctx, sub) => account(sub),
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: {
      openid: ['sub', 'oid', 'tid'],
      profile: ['name', 'preferred_username'],
      email: ['email', 'email_verified'],
    },
    // MSAL never calls userinfo: the profile claims must be in the ID token.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // No "Do you want to sign out?" question: post the confirmation at once.
        logoutSource: (ctx) => {
          const xsrf = ctx.oidc.session?.state?.secret ?? '';
          ctx.type = 'html';
          ctx.body = signingOutPage(localeOf(ctx), ctx.oidc.urlFor('end_session_confirm'), xsrf);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = signedOutPage(localeOf(ctx));
        },
      },
      resourceIndicators: {
        enabled: true,
        // MSAL never sends `resource`: every access token is for the tenant's API audience.
        defaultResource: () => API_AUDIENCE,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: API_SCOPES.join(' '),
          audience: API_AUDIENCE,
          accessTokenTTL: tokenTtlSeconds,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    extraTokenClaims: (_ctx, token) => {
      // An app-only token, as Entra ID issues it: the application's roles and its id, no `oid`.
      if (token.kind === 'ClientCredentials')
        return { roles: [...SERVER_APP_ROLES], tid: TENANT_ID, appid: token.clientId };
      const user = token.accountId ? findUserByOid(token.accountId) : undefined;
      if (!user) return undefined;
      return { oid: user.oid, tid: TENANT_ID, name: user.displayName, email: user.email };
    },
    // oidc-provider drops offline_access unless prompt=consent, and MSAL cannot send it in OIDC
    // mode without breaking refresh: issue refresh tokens anyway.
    issueRefreshToken: () => true,
    ttl: {
      IdToken: tokenTtlSeconds,
      AccessToken: tokenTtlSeconds,
      ClientCredentials: tokenTtlSeconds,
      AuthorizationCode: 60,
      Interaction: 60 * 60,
      Session: DAY,
      Grant: DAY,
      RefreshToken: DAY,
    },
    clientBasedCORS: (_ctx, origin) => origin === portalOrigin,
    interactions: {
      url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}`,
      policy,
    },
    loadExistingGrant,
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(localeOf(ctx), out);
    },
  };

  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();
  const interactionPath = new RegExp(`^${mountPath}/interaction/([A-Za-z0-9_-]+)(?:/(login|cancel))?$`);

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, step: string | undefined) {
    const acceptLanguage = req.headers['accept-language'];
    let details: Interaction;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      sendHtml(res, 400, expiredPage(pickLocale(undefined, acceptLanguage)));
      return;
    }
    const locale = pickLocale(details.params['ui_locales'], acceptLanguage);
    if (details.uid !== uid) {
      sendHtml(res, 400, expiredPage(locale));
      return;
    }
    const action = `${mountPath}/interaction/${uid}`;
    const loginHint = details.params['login_hint'];

    if (step === undefined && req.method === 'GET') {
      sendHtml(
        res,
        200,
        signInPage({
          locale,
          users: seedUsers,
          action,
          ...(typeof loginHint === 'string' ? { email: loginHint } : {}),
        }),
      );
      return;
    }
    if (req.method !== 'POST' || step === undefined) {
      res.writeHead(405, { allow: step === undefined ? 'GET' : 'POST', 'content-length': '0' });
      res.end();
      return;
    }
    const form = await readForm(req);
    if (step === 'cancel') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: CANCEL_DESCRIPTION },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const email = form.get('email') ?? '';
    const user = findUserByEmail(email);
    if (!user) {
      const error = tenantStrings[locale].unknownEmail;
      sendHtml(res, 400, signInPage({ locale, users: seedUsers, action, email, error }));
      return;
    }
    await provider.interactionFinished(
      req,
      res,
      { select_account: {}, login: { accountId: user.oid } },
      { mergeWithLastSubmission: false },
    );
  }

  return {
    provider,
    async handle(req, res) {
      const pathname = (req.url ?? '/').split('?')[0] ?? '/';
      const match = interactionPath.exec(pathname);
      if (match?.[1]) {
        await interaction(req, res, match[1], match[2]);
        return;
      }
      if (pathname === `${mountPath}/auth` && req.method === 'GET') req.url = withApiScopes(req.url ?? '/');
      // oidc-provider builds its URLs from originalUrl; its router sees the path without the prefix.
      const url = req.url ?? '/';
      Object.assign(req, { originalUrl: url });
      req.url = url.slice(mountPath.length) || '/';
      callback(req, res);
    },
  };
}
