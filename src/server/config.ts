import { z } from 'zod';
import { PortalError } from '../errors.ts';

/**
 * Start-up configuration, parsed once from the environment. A bad or missing value stops the
 * server with one line naming the variable (see `describeConfigError`).
 */
export const portalEnvironments = ['local', 'dev1', 'dev2', 'dev3', 'production'] as const;
export type PortalEnvironment = (typeof portalEnvironments)[number];

const port = z.coerce
  .number({ error: 'must be a port number (1-65535)' })
  .int({ error: 'must be a port number (1-65535)' })
  .min(1, { error: 'must be a port number (1-65535)' })
  .max(65535, { error: 'must be a port number (1-65535)' });
const url = z.url({ error: 'must be an absolute http(s) URL' });

/** pino's levels; `silent` logs nothing (the unit tests' default). */
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

const STORAGE_URL_SHAPE = 'must be a Redis URL such as redis://host:6379/0';
/** `redis://[user:password@]host[:port][/db]` (`rediss://` for TLS): where several instances keep their state. */
const storageUrl = z.string().refine(
  (value) => {
    if (!URL.canParse(value)) return false;
    const parsed = new URL(value);
    return (
      (parsed.protocol === 'redis:' || parsed.protocol === 'rediss:') &&
      parsed.hostname !== '' &&
      /^(\/\d{0,5})?$/.test(parsed.pathname) &&
      parsed.search === '' &&
      parsed.hash === ''
    );
  },
  { error: STORAGE_URL_SHAPE },
);

const SMTP_URL_SHAPE = 'must be an SMTP URL such as smtp://user:password@host:587 or smtps://host:465';
/** `smtp://[user:password@]host[:port]` (STARTTLS when the server offers it) or `smtps://` (TLS from the start). */
const smtpUrl = z.string().refine(
  (value) => {
    if (!URL.canParse(value)) return false;
    const parsed = new URL(value);
    return (
      (parsed.protocol === 'smtp:' || parsed.protocol === 'smtps:') && parsed.hostname !== '' && parsed.hash === ''
    );
  },
  { error: SMTP_URL_SHAPE },
);
/** A sender as mail headers take it: `address` or `Name <address>`. */
const mailbox = z
  .string()
  .max(320)
  .regex(/^(?:[^<>\r\n]{0,200}<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, {
    error: 'must be an address such as portal@example.com or "Client portal <portal@example.com>"',
  });

/** Power BI's embedding hosts (commercial cloud, Fabric and the sovereign clouds). */
export const POWER_BI_ORIGINS = [
  'https://*.powerbi.com',
  'https://*.fabric.microsoft.com',
  'https://*.powerbi.cn',
  'https://*.powerbigov.us',
  'https://*.powerbi.de',
  'https://*.analysis.usgovcloudapi.net',
] as const;

const baseSchema = z.object({
  PORT: port.default(4321),
  HOST: z.string().min(1, { error: 'must not be empty' }).default('127.0.0.1'),
  PORTAL_ENV: z.enum(portalEnvironments, { error: `must be one of ${portalEnvironments.join(', ')}` }).default('local'),
  DATA_DIR: z.string().min(1, { error: 'must not be empty' }).default('.data'),
  TENANT_PORT: port.default(4322),
  /** Lifetime of the local tenant's tokens, short in tests to reach the token refresh time. */
  TENANT_TOKEN_TTL_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds (60 or more)' })
    .int({ error: 'must be a whole number of seconds (60 or more)' })
    .min(60, { error: 'must be a whole number of seconds (60 or more)' })
    .default(3600),
  /** Lifetime of the local reports API's embed tokens, short in tests to exercise their refresh. */
  TENANT_EMBED_TOKEN_TTL_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds (10 or more)' })
    .int({ error: 'must be a whole number of seconds (10 or more)' })
    .min(10, { error: 'must be a whole number of seconds (10 or more)' })
    .default(3600),
  /**
   * How long a report may take to load, from asking the reports API to the report host saying
   * the report has loaded, before the page says it did not open and offers Retry
   * (docs/constants.md); short in the fault suites.
   */
  REPORT_LOAD_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds (1 to 600)' })
    .int({ error: 'must be a whole number of seconds (1 to 600)' })
    .min(1, { error: 'must be a whole number of seconds (1 to 600)' })
    .max(600, { error: 'must be a whole number of seconds (1 to 600)' })
    .default(45),
  /**
   * How long an export of a report (PDF, PowerPoint) may take, from starting the job to its file,
   * before the page cancels it and says it took too long; short in the browser suite.
   */
  REPORT_EXPORT_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds (1 to 3600)' })
    .int({ error: 'must be a whole number of seconds (1 to 3600)' })
    .min(1, { error: 'must be a whole number of seconds (1 to 3600)' })
    .max(3600, { error: 'must be a whole number of seconds (1 to 3600)' })
    .default(300),
  /** The public origin of the portal, when it differs from http://localhost:PORT (proxies). */
  PUBLIC_URL: url.optional(),
  /**
   * The local environment signs anyone in without a password: it listens on loopback only unless
   * this is `yes` (a demo on a trusted network, docs in README's Security section).
   */
  LOCAL_DEMO_ON_NETWORK: z.enum(['yes', 'no'], { error: 'must be yes or no' }).default('no'),
  /**
   * Where the local environment's tenant runs: in this process (`in-process`, one command starts
   * everything), or `external`: started on its own (`npm run tenant`) at TENANT_PORT, shared by
   * several portal processes and kept out of their memory.
   */
  LOCAL_TENANT: z.enum(['in-process', 'external'], { error: 'must be in-process or external' }).default('in-process'),
  /** Pages rendered at once by this process; more wait their turn (0: no limit; decision 051). */
  RENDER_CONCURRENCY: z.coerce
    .number({ error: 'must be a whole number (0 for no limit)' })
    .int({ error: 'must be a whole number (0 for no limit)' })
    .min(0, { error: 'must be a whole number (0 for no limit)' })
    .default(8),
  /**
   * Sign-in attempts a client address may make per minute, on the session endpoint and on the
   * nonce endpoint each (docs/behaviour.md, sign-in).
   */
  SIGN_IN_RATE_LIMIT: z.coerce
    .number({ error: 'must be a whole number of attempts per minute (1 or more)' })
    .int({ error: 'must be a whole number of attempts per minute (1 or more)' })
    .min(1, { error: 'must be a whole number of attempts per minute (1 or more)' })
    // Every view of /login asks for a nonce, and a company's people may share one address (NAT).
    .default(30),
  /**
   * Reverse proxies in front of the portal, each appending the address it was called from to
   * X-Forwarded-For. 0: none, and the header, which any client can write, is ignored.
   */
  PROXY_HOPS: z.coerce
    .number({ error: 'must be a whole number of proxies (0 or more)' })
    .int({ error: 'must be a whole number of proxies (0 or more)' })
    .min(0, { error: 'must be a whole number of proxies (0 or more)' })
    .default(0),
  /**
   * After SIGTERM, how long the instance still serves while `GET /api/ready` answers 503, before
   * it stops accepting connections: a load balancer that probes readiness stops sending it new
   * requests first (0: stop accepting at once, what a proxy retrying refused connections needs).
   */
  SHUTDOWN_DELAY_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds (0 to 120)' })
    .int({ error: 'must be a whole number of seconds (0 to 120)' })
    .min(0, { error: 'must be a whole number of seconds (0 to 120)' })
    .max(120, { error: 'must be a whole number of seconds (0 to 120)' })
    .default(0),
  /**
   * How long the audit trail keeps an entry (decision 131): seven years, what bookkeeping law asks
   * of a record in most of the provider's markets. `npm run audit:retain` drops what is older.
   */
  AUDIT_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a whole number of days (1 or more)' })
    .int({ error: 'must be a whole number of days (1 or more)' })
    .min(1, { error: 'must be a whole number of days (1 or more)' })
    .default(2557),
  /** Unset: files under DATA_DIR (one instance). A Redis URL: the storage several instances share. */
  STORAGE_URL: storageUrl.optional(),
  LOG_LEVEL: z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info'),
  /** Port of `GET /metrics` for Prometheus, on HOST (decision 068); unset: no metrics. */
  METRICS_PORT: port.optional(),
  /** Where mail is sent (decision 125); unset: MailDev on loopback locally, no mail elsewhere. */
  SMTP_URL: smtpUrl.optional(),
  MAIL_FROM: mailbox.optional(),
  MAIL_REPLY_TO: mailbox.optional(),
  /** MailDev's ports when `npm start` starts it (local, no SMTP_URL). */
  MAIL_SMTP_PORT: port.default(1025),
  MAIL_WEB_PORT: port.default(1080),
});

/** 127.0.0.0/8, ::1 and localhost: only this machine can reach the server. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

/** A directory (tenant) id of Microsoft Entra: a GUID. */
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Endpoints of the real services, required for every environment but `local`. */
const remoteSchema = z.object({
  AUTH_API_URL: url,
  ENGAGE_API_URL: url,
  REPORTS_API_URL: url,
  GRAPH_API_URL: url.default('https://graph.microsoft.com/v1.0'),
  MSAL_CLIENT_ID: z.string({ error: 'is required' }).min(1, { error: 'is required' }),
  MSAL_AUTHORITY: url.default('https://login.microsoftonline.com/organizations'),
  /**
   * The server's own application (decision 075): a confidential client of the provider's tenant
   * with Graph's application permission Sites.Selected, read on each client's site.
   */
  SERVER_GRAPH_TENANT_ID: z.string({ error: 'is required' }).regex(GUID, { error: 'must be a tenant id (GUID)' }),
  SERVER_GRAPH_CLIENT_ID: z.string({ error: 'is required' }).min(1, { error: 'is required' }),
  SERVER_GRAPH_CLIENT_SECRET: z.string({ error: 'is required' }).min(1, { error: 'is required' }),
  /** Entra ID's host for the server's token, e.g. another national cloud's. */
  SERVER_GRAPH_LOGIN_URL: url.default('https://login.microsoftonline.com'),
  COMPANY_SITE_URL: url,
  /** Origins that may receive a report's embed token (comma-separated; `https://*.host` for subdomains). */
  REPORT_EMBED_ORIGINS: z
    .string()
    .default(POWER_BI_ORIGINS.join(','))
    .transform((value) => value.split(',').map((origin) => origin.trim()))
    .pipe(z.array(z.string().regex(/^https:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/i, { error: 'must list https origins' }))),
  /**
   * The Entra tenants whose people may sign in (comma-separated directory ids): the authority
   * `organizations` lets any work account of any tenant through the pop-up.
   */
  ALLOWED_TENANT_IDS: z
    .string({ error: 'is required' })
    .transform((value) =>
      value
        .split(',')
        .map((id) => id.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().regex(GUID, { error: 'must list tenant ids (GUIDs), comma-separated' }))
        .min(1, { error: 'must list tenant ids (GUIDs), comma-separated' }),
    ),
});

export interface Endpoints {
  authApi: string;
  engageApi: string;
  reportsApi: string;
  graphApi: string;
  msalClientId: string;
  msalAuthority: string;
  companySite: string;
  /** Origins a report's embed token may be sent to (`https://*.host` matches subdomains). */
  reportEmbedOrigins: string[];
  /**
   * Entra tenants (`tid`, lower case) whose ID tokens open a session. Undefined locally: the
   * local tenant's identity provider is the only issuer and has one tenant.
   */
  allowedTenantIds: string[] | undefined;
}

/** The server's confidential client: where it asks for a token, as whom, for what. */
export interface ServerGraphCredentials {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** `<Graph's origin>/.default`: the application permissions granted to the client. */
  scope: string;
}

export interface PortalConfig {
  port: number;
  host: string;
  environment: PortalEnvironment;
  dataDir: string;
  /** Redis for everything the server keeps, shared by several instances; undefined: files under `dataDir`. */
  storageUrl: string | undefined;
  logLevel: LogLevel;
  tenantPort: number;
  /** Pages rendered at once; 0 for no limit. */
  renderConcurrency: number;
  /** Whether this process starts the local tenant (local environment only). */
  startsTenant: boolean;
  tenantTokenTtlSeconds: number;
  tenantEmbedTokenTtlSeconds: number;
  /** How long one load of a report may take before the page gives up on it (ms). */
  reportLoadTimeoutMs: number;
  /** How long one export of a report may take before the page cancels it (ms). */
  reportExportTimeoutMs: number;
  publicUrl: string;
  endpoints: Endpoints;
  /**
   * How the server gets its app-only Graph token (client credentials; decision 075). Kept apart
   * from `endpoints`, parts of which the pages receive: the secret never leaves the server.
   */
  serverGraph: ServerGraphCredentials;
  /** Sign-in attempts per minute and client address, per endpoint (session, nonce). */
  signInRateLimit: number;
  /** Reverse proxies in front of the portal; 0: X-Forwarded-For is ignored. */
  proxyHops: number;
  /** After SIGTERM, serving while not ready, before draining (ms). */
  shutdownDelayMs: number;
  /** Port of the metrics endpoint (on `host`); undefined: metrics are off. */
  metricsPort: number | undefined;
  /** How many days the audit trail keeps an entry. */
  auditRetentionDays: number;
  /** Email (decision 125); undefined: off (outside local without SMTP_URL). */
  mail: MailConfig | undefined;
}

/** How the portal sends mail. The URL may carry a password: it is never logged or shown. */
export interface MailConfig {
  smtpUrl: string;
  from: string;
  replyTo: string | undefined;
  /** Locally without SMTP_URL: MailDev, which `npm start` starts on these loopback ports. */
  catcher: { smtpPort: number; webPort: number } | undefined;
}

/** A bad or missing variable; the message names it (the server stops with that one line). */
export class ConfigError extends PortalError<'config'> {
  constructor(message: string) {
    super('config', message);
  }
}

type Env = Record<string, string | undefined>;

function parse<T extends z.ZodType>(schema: T, env: Env): z.infer<T> {
  // An empty variable counts as unset, so `PORT= npm start` falls back to the default.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = String(issue?.path[0] ?? 'configuration');
  const got = env[name];
  const message =
    issue?.code === 'invalid_type' && got === undefined ? 'is required' : (issue?.message ?? 'is invalid');
  throw new ConfigError(`${name} ${message}${got === undefined ? '' : `, got "${shown(name, got)}"`}.`);
}

/** A value as the error line may print it: a password in STORAGE_URL never reaches the logs. */
function shown(name: string, value: string): string {
  if (name === 'SERVER_GRAPH_CLIENT_SECRET') return '***';
  return name === 'STORAGE_URL' || name === 'SMTP_URL'
    ? value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:@/]*:)[^@/]*@/i, '$1***@')
    : value;
}

export function loadConfig(env: Env = process.env): PortalConfig {
  const base = parse(baseSchema, env);
  if (base.PORTAL_ENV === 'local' && !isLoopbackHost(base.HOST) && base.LOCAL_DEMO_ON_NETWORK !== 'yes') {
    throw new ConfigError(
      `HOST "${base.HOST}" would serve the local environment's password-less demo accounts to the network; set PORTAL_ENV to a real environment, or LOCAL_DEMO_ON_NETWORK=yes for a demo on a trusted network.`,
    );
  }
  const takenPorts = base.PORTAL_ENV === 'local' ? [base.PORT, base.TENANT_PORT] : [base.PORT];
  if (base.METRICS_PORT !== undefined && takenPorts.includes(base.METRICS_PORT)) {
    throw new ConfigError(
      `METRICS_PORT must differ from PORT${base.PORTAL_ENV === 'local' ? ' and TENANT_PORT' : ''}, got "${base.METRICS_PORT}".`,
    );
  }
  const publicUrl = base.PUBLIC_URL ?? `http://localhost:${base.PORT}`;
  const tenant = `http://localhost:${base.TENANT_PORT}`;
  const { serverGraph, ...endpoints }: Endpoints & { serverGraph: ServerGraphCredentials } =
    base.PORTAL_ENV === 'local'
      ? {
          authApi: `${tenant}/auth-api/`,
          engageApi: `${tenant}/engage-api/`,
          reportsApi: `${tenant}/api/`,
          graphApi: `${tenant}/graph/v1.0`,
          msalClientId: 'client-portal-local',
          msalAuthority: `${tenant}/idp`,
          companySite: `${publicUrl}/login`,
          // Locally the tenant's report host stands in for Power BI: only it gets the token. It
          // answers at 127.0.0.1, another site than the portal, as Power BI is (local-tenant server.ts).
          reportEmbedOrigins: [`http://127.0.0.1:${base.TENANT_PORT}`],
          allowedTenantIds: undefined,
          // The local tenant's confidential client for the server (packages/local-tenant seed.ts).
          serverGraph: {
            tokenUrl: `${tenant}/idp/token`,
            clientId: 'client-portal-server-local',
            clientSecret: 'local-tenant-server-secret',
            scope: 'api://local-tenant/.default',
          },
        }
      : (() => {
          const remote = parse(remoteSchema, env);
          return {
            authApi: remote.AUTH_API_URL,
            engageApi: remote.ENGAGE_API_URL,
            reportsApi: remote.REPORTS_API_URL,
            graphApi: remote.GRAPH_API_URL,
            msalClientId: remote.MSAL_CLIENT_ID,
            msalAuthority: remote.MSAL_AUTHORITY,
            companySite: remote.COMPANY_SITE_URL,
            reportEmbedOrigins: remote.REPORT_EMBED_ORIGINS,
            allowedTenantIds: remote.ALLOWED_TENANT_IDS,
            serverGraph: {
              tokenUrl: new URL(
                `/${remote.SERVER_GRAPH_TENANT_ID}/oauth2/v2.0/token`,
                remote.SERVER_GRAPH_LOGIN_URL,
              ).toString(),
              clientId: remote.SERVER_GRAPH_CLIENT_ID,
              clientSecret: remote.SERVER_GRAPH_CLIENT_SECRET,
              scope: `${new URL(remote.GRAPH_API_URL).origin}/.default`,
            },
          };
        })();
  return {
    port: base.PORT,
    host: base.HOST,
    environment: base.PORTAL_ENV,
    dataDir: base.DATA_DIR,
    storageUrl: base.STORAGE_URL,
    logLevel: base.LOG_LEVEL,
    tenantPort: base.TENANT_PORT,
    startsTenant: base.PORTAL_ENV === 'local' && base.LOCAL_TENANT === 'in-process',
    renderConcurrency: base.RENDER_CONCURRENCY,
    tenantTokenTtlSeconds: base.TENANT_TOKEN_TTL_SECONDS,
    tenantEmbedTokenTtlSeconds: base.TENANT_EMBED_TOKEN_TTL_SECONDS,
    reportLoadTimeoutMs: base.REPORT_LOAD_TIMEOUT_SECONDS * 1000,
    reportExportTimeoutMs: base.REPORT_EXPORT_TIMEOUT_SECONDS * 1000,
    publicUrl,
    endpoints,
    serverGraph,
    signInRateLimit: base.SIGN_IN_RATE_LIMIT,
    proxyHops: base.PROXY_HOPS,
    shutdownDelayMs: base.SHUTDOWN_DELAY_SECONDS * 1000,
    metricsPort: base.METRICS_PORT,
    auditRetentionDays: base.AUDIT_RETENTION_DAYS,
    mail: mailConfigOf(base, publicUrl),
  };
}

/**
 * Mail goes to SMTP_URL when it is set; locally without it, to MailDev on loopback (the catcher
 * `npm start` starts); elsewhere without it, nowhere: email is off and the server says so once.
 */
function mailConfigOf(base: z.infer<typeof baseSchema>, publicUrl: string): MailConfig | undefined {
  const from = base.MAIL_FROM ?? `Client portal <no-reply@${new URL(publicUrl).hostname}>`;
  if (base.SMTP_URL) return { smtpUrl: base.SMTP_URL, from, replyTo: base.MAIL_REPLY_TO, catcher: undefined };
  if (base.PORTAL_ENV !== 'local') return undefined;
  return {
    smtpUrl: `smtp://127.0.0.1:${base.MAIL_SMTP_PORT}`,
    from,
    replyTo: base.MAIL_REPLY_TO,
    catcher: { smtpPort: base.MAIL_SMTP_PORT, webPort: base.MAIL_WEB_PORT },
  };
}

let current: PortalConfig | undefined;

/** The configuration of this process, parsed on first use. */
export function getConfig(): PortalConfig {
  current ??= loadConfig();
  return current;
}
