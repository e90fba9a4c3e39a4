import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const remote = {
  AUTH_API_URL: 'https://auth.example.com/',
  ENGAGE_API_URL: 'https://engage.example.com/',
  REPORTS_API_URL: 'https://reports.example.com/api/',
  MSAL_CLIENT_ID: 'abc',
  SERVER_GRAPH_TENANT_ID: '72F988BF-86F1-41AF-91AB-2D7CD011DB47',
  SERVER_GRAPH_CLIENT_ID: 'server-app',
  SERVER_GRAPH_CLIENT_SECRET: 'server-secret',
  COMPANY_SITE_URL: 'https://example.com/',
  ALLOWED_TENANT_IDS: '72F988BF-86F1-41AF-91AB-2D7CD011DB47',
};

describe('configuration', () => {
  it('starts locally on 127.0.0.1:4321 with the tenant on 4322 when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4321,
      host: '127.0.0.1',
      environment: 'local',
      dataDir: '.data',
      tenantPort: 4322,
    });
    expect(config.endpoints.authApi).toBe('http://localhost:4322/auth-api/');
    expect(config.publicUrl).toBe('http://localhost:4321');
  });

  it('keeps the local environment on loopback unless a demo on the network is asked for', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]', '127.0.0.2']) {
      expect(loadConfig({ HOST: host }).host).toBe(host);
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'portal.example.com']) {
      expect(() => loadConfig({ HOST: host }), host).toThrow(/^HOST ".+" would serve the local environment/);
    }
    expect(loadConfig({ HOST: '0.0.0.0', LOCAL_DEMO_ON_NETWORK: 'yes' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0', PORTAL_ENV: 'dev1', ...remote }).host).toBe('0.0.0.0');
    expect(() => loadConfig({ LOCAL_DEMO_ON_NETWORK: 'true' })).toThrow(/^LOCAL_DEMO_ON_NETWORK must be yes or no/);
  });

  it('starts the local tenant in its own process unless LOCAL_TENANT says it runs apart', () => {
    expect(loadConfig({}).startsTenant).toBe(true);
    const apart = loadConfig({ LOCAL_TENANT: 'external', TENANT_PORT: '4500' });
    expect(apart.startsTenant).toBe(false);
    expect(apart.endpoints.graphApi).toBe('http://localhost:4500/graph/v1.0');
    expect(loadConfig({ PORTAL_ENV: 'dev1', ...remote }).startsTenant).toBe(false);
    expect(() => loadConfig({ LOCAL_TENANT: 'elsewhere' })).toThrow(/^LOCAL_TENANT must be in-process or external/);
  });

  it('renders 8 pages at once unless RENDER_CONCURRENCY says otherwise', () => {
    expect(loadConfig({}).renderConcurrency).toBe(8);
    expect(loadConfig({ RENDER_CONCURRENCY: '0' }).renderConcurrency).toBe(0);
    expect(() => loadConfig({ RENDER_CONCURRENCY: '-1' })).toThrow(/^RENDER_CONCURRENCY must be a whole number/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(4321);
  });

  it('names the variable and the bad value in one line', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      new ConfigError('PORT must be a port number (1-65535), got "abc".'),
    );
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/^PORT must be a port number/);
    expect(() => loadConfig({ PORTAL_ENV: 'staging' })).toThrow(
      'PORTAL_ENV must be one of local, dev1, dev2, dev3, production, got "staging".',
    );
  });

  it('keeps state in files unless STORAGE_URL names a Redis server', () => {
    expect(loadConfig({}).storageUrl).toBeUndefined();
    for (const good of [
      'redis://127.0.0.1:6379/0',
      'redis://redis.internal',
      'rediss://user:secret@cache.example.com:6380/2',
    ]) {
      expect(loadConfig({ STORAGE_URL: good }).storageUrl, good).toBe(good);
    }
    for (const bad of [
      'localhost:6379',
      'http://127.0.0.1:6379',
      'redis://',
      'redis://host/db',
      'redis://host/0?x=1',
      'file:///tmp',
    ]) {
      expect(() => loadConfig({ STORAGE_URL: bad }), bad).toThrow(
        `STORAGE_URL must be a Redis URL such as redis://host:6379/0, got "${bad}".`,
      );
    }
  });

  it('never prints the password of a bad STORAGE_URL', () => {
    expect(() => loadConfig({ STORAGE_URL: 'redis://user:s3cret@host:6379/x' })).toThrow(
      'STORAGE_URL must be a Redis URL such as redis://host:6379/0, got "redis://user:***@host:6379/x".',
    );
  });

  it('logs at LOG_LEVEL, info by default', () => {
    expect(loadConfig({}).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose".',
    );
  });

  it('requires the real endpoints outside local', () => {
    expect(() => loadConfig({ PORTAL_ENV: 'production' })).toThrow('AUTH_API_URL is required.');
    expect(() => loadConfig({ PORTAL_ENV: 'dev2', ...remote, REPORTS_API_URL: 'not a url' })).toThrow(
      'REPORTS_API_URL must be an absolute http(s) URL, got "not a url".',
    );
    const config = loadConfig({ PORTAL_ENV: 'production', ...remote });
    expect(config.endpoints.graphApi).toBe('https://graph.microsoft.com/v1.0');
    expect(config.endpoints.msalClientId).toBe('abc');
  });

  it('reads Graph app-only with the server’s own client: the local tenant’s locally, Entra’s elsewhere', () => {
    expect(loadConfig({}).serverGraph).toEqual({
      tokenUrl: 'http://localhost:4322/idp/token',
      clientId: 'client-portal-server-local',
      clientSecret: 'local-tenant-server-secret',
      scope: 'api://local-tenant/.default',
    });
    const config = loadConfig({ ...remote, PORTAL_ENV: 'production' });
    expect(config.serverGraph).toEqual({
      tokenUrl: 'https://login.microsoftonline.com/72F988BF-86F1-41AF-91AB-2D7CD011DB47/oauth2/v2.0/token',
      clientId: 'server-app',
      clientSecret: 'server-secret',
      scope: 'https://graph.microsoft.com/.default',
    });
    // Parts of `endpoints` reach the pages; the secret must not be among them.
    expect(JSON.stringify(config.endpoints)).not.toContain('server-secret');
    const { SERVER_GRAPH_CLIENT_SECRET: _secret, ...withoutSecret } = remote;
    expect(() => loadConfig({ ...withoutSecret, PORTAL_ENV: 'production' })).toThrow(
      'SERVER_GRAPH_CLIENT_SECRET is required.',
    );
    expect(() => loadConfig({ ...remote, PORTAL_ENV: 'production', SERVER_GRAPH_TENANT_ID: 'contoso' })).toThrow(
      'SERVER_GRAPH_TENANT_ID must be a tenant id (GUID), got "contoso".',
    );
  });

  it('sends report embed tokens only to the local report host locally, to Power BI hosts elsewhere', () => {
    expect(loadConfig({ TENANT_PORT: '5000' }).endpoints.reportEmbedOrigins).toEqual(['http://127.0.0.1:5000']);
    const production = loadConfig({ ...remote, PORTAL_ENV: 'production' }).endpoints.reportEmbedOrigins;
    expect(production).toContain('https://*.powerbi.com');
    expect(production.every((origin) => origin.startsWith('https://'))).toBe(true);
    expect(
      loadConfig({ ...remote, PORTAL_ENV: 'dev1', REPORT_EMBED_ORIGINS: 'https://reports.example.com' }).endpoints
        .reportEmbedOrigins,
    ).toEqual(['https://reports.example.com']);
    expect(() => loadConfig({ ...remote, PORTAL_ENV: 'dev1', REPORT_EMBED_ORIGINS: 'http://evil.test' })).toThrow(
      /^REPORT_EMBED_ORIGINS must list https origins/,
    );
  });

  it('gives embed tokens an hour unless told otherwise, and at least 10 s', () => {
    expect(loadConfig({}).tenantEmbedTokenTtlSeconds).toBe(3600);
    expect(loadConfig({ TENANT_EMBED_TOKEN_TTL_SECONDS: '20' }).tenantEmbedTokenTtlSeconds).toBe(20);
    expect(() => loadConfig({ TENANT_EMBED_TOKEN_TTL_SECONDS: '5' })).toThrow(
      'TENANT_EMBED_TOKEN_TTL_SECONDS must be a whole number of seconds (10 or more), got "5".',
    );
  });

  it('gives a report 45 s to load unless told otherwise, from 1 to 600 s', () => {
    expect(loadConfig({}).reportLoadTimeoutMs).toBe(45_000);
    expect(loadConfig({ REPORT_LOAD_TIMEOUT_SECONDS: '15' }).reportLoadTimeoutMs).toBe(15_000);
    expect(() => loadConfig({ REPORT_LOAD_TIMEOUT_SECONDS: '0' })).toThrow(
      'REPORT_LOAD_TIMEOUT_SECONDS must be a whole number of seconds (1 to 600), got "0".',
    );
  });

  it('gives an export 300 s unless told otherwise, from 1 to 3600 s', () => {
    expect(loadConfig({}).reportExportTimeoutMs).toBe(300_000);
    expect(loadConfig({ REPORT_EXPORT_TIMEOUT_SECONDS: '4' }).reportExportTimeoutMs).toBe(4_000);
    expect(() => loadConfig({ REPORT_EXPORT_TIMEOUT_SECONDS: '3601' })).toThrow(
      'REPORT_EXPORT_TIMEOUT_SECONDS must be a whole number of seconds (1 to 3600), got "3601".',
    );
  });

  it('outside local, requires the Entra tenants that may sign in, as GUIDs, kept in lower case', () => {
    const { ALLOWED_TENANT_IDS: _, ...withoutTenants } = remote;
    expect(() => loadConfig({ ...withoutTenants, PORTAL_ENV: 'production' })).toThrow(
      new ConfigError('ALLOWED_TENANT_IDS is required.'),
    );
    expect(() => loadConfig({ ...remote, PORTAL_ENV: 'dev1', ALLOWED_TENANT_IDS: 'contoso.onmicrosoft.com' })).toThrow(
      'ALLOWED_TENANT_IDS must list tenant ids (GUIDs), comma-separated, got "contoso.onmicrosoft.com".',
    );
    expect(() => loadConfig({ ...remote, PORTAL_ENV: 'dev1', ALLOWED_TENANT_IDS: ' , ' })).toThrow(
      /^ALLOWED_TENANT_IDS must list tenant ids/,
    );
    const config = loadConfig({
      ...remote,
      PORTAL_ENV: 'production',
      ALLOWED_TENANT_IDS: '72F988BF-86F1-41AF-91AB-2D7CD011DB47, 6f1c2e0a-3b4d-4c5e-8f70-9a1b2c3d4e5f',
    });
    expect(config.endpoints.allowedTenantIds).toEqual([
      '72f988bf-86f1-41af-91ab-2d7cd011db47',
      '6f1c2e0a-3b4d-4c5e-8f70-9a1b2c3d4e5f',
    ]);
    // Locally the local tenant is the only issuer: no list to keep.
    expect(loadConfig({}).endpoints.allowedTenantIds).toBeUndefined();
  });

  it('allows 10 sign-in attempts a minute and trusts no X-Forwarded-For unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ signInRateLimit: 30, proxyHops: 0 });
    expect(loadConfig({ SIGN_IN_RATE_LIMIT: '3', PROXY_HOPS: '1' })).toMatchObject({
      signInRateLimit: 3,
      proxyHops: 1,
    });
    expect(() => loadConfig({ SIGN_IN_RATE_LIMIT: '0' })).toThrow(
      'SIGN_IN_RATE_LIMIT must be a whole number of attempts per minute (1 or more), got "0".',
    );
    expect(() => loadConfig({ PROXY_HOPS: 'yes' })).toThrow(
      'PROXY_HOPS must be a whole number of proxies (0 or more), got "yes".',
    );
  });

  it('stops accepting at once after SIGTERM unless a delay for readiness probes is given', () => {
    expect(loadConfig({}).shutdownDelayMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DELAY_SECONDS: '15' }).shutdownDelayMs).toBe(15_000);
    expect(() => loadConfig({ SHUTDOWN_DELAY_SECONDS: '600' })).toThrow(
      'SHUTDOWN_DELAY_SECONDS must be a whole number of seconds (0 to 120), got "600".',
    );
  });

  it('serves no metrics unless METRICS_PORT names a port of their own', () => {
    expect(loadConfig({}).metricsPort).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metricsPort).toBe(9464);
    expect(() => loadConfig({ METRICS_PORT: 'on' })).toThrow('METRICS_PORT must be a port number (1-65535), got "on".');
    expect(() => loadConfig({ PORT: '4321', METRICS_PORT: '4321' })).toThrow(
      'METRICS_PORT must differ from PORT and TENANT_PORT, got "4321".',
    );
    expect(() => loadConfig({ METRICS_PORT: '4322' })).toThrow('METRICS_PORT must differ from PORT and TENANT_PORT');
  });
});

describe('mail', () => {
  it('goes to MailDev on loopback locally, to SMTP_URL when set, and is off elsewhere without it', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: 'smtp://127.0.0.1:1025',
      from: 'Client portal <no-reply@localhost>',
      replyTo: undefined,
      catcher: { smtpPort: 1025, webPort: 1080 },
    });
    const sent = loadConfig({
      SMTP_URL: 'smtps://portal:secret@mail.example.com:465',
      MAIL_FROM: 'Portal <portal@example.com>',
    });
    expect(sent.mail).toMatchObject({
      smtpUrl: 'smtps://portal:secret@mail.example.com:465',
      from: 'Portal <portal@example.com>',
      catcher: undefined,
    });
    expect(loadConfig({ PORTAL_ENV: 'dev1', ...remote }).mail).toBeUndefined();
  });

  it('names a bad SMTP_URL without printing its password', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://user:secret@mail.example.com' })).toThrow(
      'SMTP_URL must be an SMTP URL such as smtp://user:password@host:587 or smtps://host:465, got "http://user:***@mail.example.com".',
    );
  });
});
