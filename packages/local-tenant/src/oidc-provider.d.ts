/**
 * The part of oidc-provider 9 that the local tenant uses. The package ships no type declarations
 * (and @types/oidc-provider lags behind v9), so this covers only what `idp.ts` touches.
 */
declare module 'oidc-provider' {
  type NodeRequest = import('node:http').IncomingMessage;
  type NodeResponse = import('node:http').ServerResponse;
  type Jwk = import('jose').JWK;

  type Awaitable<T> = T | Promise<T>;

  export type AdapterPayload = Record<string, unknown> & {
    uid?: string;
    userCode?: string;
    grantId?: string;
    consumed?: number;
  };

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    client_name?: string;
    application_type?: 'web' | 'native';
    token_endpoint_auth_method?: string;
    grant_types?: string[];
    response_types?: string[];
    redirect_uris?: string[];
    post_logout_redirect_uris?: string[];
  }

  export interface Client {
    clientId: string;
    clientName?: string;
  }

  export interface Session {
    accountId?: string;
    state?: { secret?: string } & Record<string, unknown>;
    grantIdFor(clientId: string): string | undefined;
  }

  export interface OIDCContext {
    readonly provider: Provider;
    readonly client?: Client;
    readonly session?: Session;
    readonly result?: Record<string, unknown> & { consent?: { grantId?: string } };
    readonly params?: Record<string, unknown>;
    readonly requestParamOIDCScopes: Set<string>;
    readonly requestParamClaims: Set<string>;
    readonly requestParamScopes: Set<string>;
    readonly resourceServers: Record<string, { scopes: Set<string> }>;
    urlFor(name: string, options?: Record<string, unknown>): string;
  }

  export interface KoaContextWithOIDC {
    oidc: OIDCContext;
    status: number;
    type: string;
    body: unknown;
    get(header: string): string;
    set(header: string, value: string): void;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Awaitable<Record<string, unknown> & { sub: string }>;
  }

  export interface AccessTokenLike {
    /** `AccessToken`, `ClientCredentials`, … */
    kind?: string;
    accountId?: string;
    clientId?: string;
  }

  export interface ResourceServerInfo {
    scope: string;
    audience?: string;
    accessTokenTTL?: number;
    accessTokenFormat?: 'jwt' | 'opaque';
    jwt?: { sign?: { alg: string } };
  }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    jti: string;
    accountId: string;
    clientId: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    getOIDCScope(): string;
    getResourceScope(resource: string): string;
    save(ttl?: number): Promise<string>;
    static find(id: string): Promise<Grant | undefined>;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean };
    consent?: { grantId: string };
    select_account?: Record<string, never>;
    error?: string;
    error_description?: string;
  }

  export interface Interaction {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
  }

  export interface Prompt {
    name: string;
  }

  export const interactionPolicy: {
    base(): Prompt[];
    Prompt: new (options: { name: string; requestable: boolean }) => Prompt;
  };

  export interface Configuration {
    adapter?: (model: string) => Adapter;
    clients?: ClientMetadata[];
    jwks?: { keys: Jwk[] };
    cookies?: { keys?: string[]; long?: Record<string, unknown>; short?: Record<string, unknown> };
    findAccount?: (ctx: KoaContextWithOIDC, sub: string) => Awaitable<Account | undefined>;
    claims?: Record<string, string[]>;
    scopes?: string[];
    conformIdTokenClaims?: boolean;
    features?: {
      devInteractions?: { enabled: boolean };
      clientCredentials?: { enabled: boolean };
      rpInitiatedLogout?: {
        enabled: boolean;
        logoutSource?: (ctx: KoaContextWithOIDC, form: string) => Awaitable<void>;
        postLogoutSuccessSource?: (ctx: KoaContextWithOIDC) => Awaitable<void>;
      };
      resourceIndicators?: {
        enabled: boolean;
        defaultResource?: (ctx: KoaContextWithOIDC) => Awaitable<string | string[] | undefined>;
        useGrantedResource?: (ctx: KoaContextWithOIDC) => Awaitable<boolean>;
        getResourceServerInfo?: (ctx: KoaContextWithOIDC, resourceIndicator: string) => Awaitable<ResourceServerInfo>;
      };
    };
    extraTokenClaims?: (
      ctx: KoaContextWithOIDC,
      token: AccessTokenLike,
    ) => Awaitable<Record<string, unknown> | undefined>;
    issueRefreshToken?: (ctx: KoaContextWithOIDC) => Awaitable<boolean>;
    ttl?: Record<string, number | ((...args: unknown[]) => number)>;
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: Client) => boolean;
    interactions?: {
      url?: (ctx: KoaContextWithOIDC, interaction: Interaction) => Awaitable<string>;
      policy?: Prompt[];
    };
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Awaitable<Grant | undefined>;
    renderError?: (ctx: KoaContextWithOIDC, out: Record<string, string>, error: Error) => Awaitable<void>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    readonly Grant: typeof Grant;
    proxy: boolean;
    callback(): (req: NodeRequest, res: NodeResponse) => void;
    interactionDetails(req: NodeRequest, res: NodeResponse): Promise<Interaction>;
    interactionFinished(
      req: NodeRequest,
      res: NodeResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
