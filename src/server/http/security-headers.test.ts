import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { DOCUMENT_POLICY, pagePolicyDirectives, pagePolicyOf, responseHeaders } from './security-headers.ts';

const local = loadConfig({});
const production = loadConfig({
  PORTAL_ENV: 'production',
  AUTH_API_URL: 'https://auth.example.com/',
  ENGAGE_API_URL: 'https://engage.example.com/',
  REPORTS_API_URL: 'https://reports.example.com/api/',
  MSAL_CLIENT_ID: 'abc',
  SERVER_GRAPH_TENANT_ID: '72F988BF-86F1-41AF-91AB-2D7CD011DB47',
  SERVER_GRAPH_CLIENT_ID: 'server-app',
  SERVER_GRAPH_CLIENT_SECRET: 'server-secret',
  COMPANY_SITE_URL: 'https://example.com/',
  PUBLIC_URL: 'https://portal.example.com',
  ALLOWED_TENANT_IDS: '72f988bf-86f1-41af-91ab-2d7cd011db47',
});

describe('security headers', () => {
  it('forbid framing and sniffing everywhere, and pin https only outside local', () => {
    expect(responseHeaders(local)).toMatchObject({ 'X-Frame-Options': 'DENY', 'X-Content-Type-Options': 'nosniff' });
    expect(responseHeaders(local)['Strict-Transport-Security']).toBeUndefined();
    expect(responseHeaders(production)['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('pin https whenever PUBLIC_URL is https, the local environment behind a TLS proxy included', () => {
    const proxied = loadConfig({ PUBLIC_URL: 'https://localhost:4630' });
    expect(responseHeaders(proxied)['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('let pages call and frame only the configured services', () => {
    const directives = pagePolicyDirectives(production);
    expect(directives).toContain(
      "connect-src 'self' https://login.microsoftonline.com https://graph.microsoft.com https://auth.example.com https://engage.example.com https://reports.example.com https://*.sharepoint.com",
    );
    expect(directives.find((directive) => directive.startsWith('frame-src'))).toBe(
      "frame-src 'self' https://login.microsoftonline.com https://*.powerbi.com https://*.fabric.microsoft.com https://*.powerbi.cn https://*.powerbigov.us https://*.powerbi.de https://*.analysis.usgovcloudapi.net",
    );
    expect(pagePolicyDirectives(local)).toContain("connect-src 'self' http://localhost:4322");
    expect(directives).toEqual(
      expect.arrayContaining(["frame-ancestors 'none'", "base-uri 'none'", "form-action 'self'"]),
    );
    expect(pagePolicyDirectives(local, { framedBySelf: true })).toContain("frame-ancestors 'self'");
  });

  it('give an HTML answer one policy: a document served as it is keeps its own sandbox alone', () => {
    const directives = pagePolicyDirectives(local);
    // A page: Astro's hashes, then the configuration's directives, once.
    const page = pagePolicyOf("script-src 'self' 'sha256-abc'; style-src 'self'", directives);
    expect(page?.match(/default-src/g)).toHaveLength(1);
    expect(pagePolicyOf(page ?? '', directives)).toBeUndefined();
    // A contract's document in HTML: nothing is added to its sandbox (no second default-src, no 'self').
    expect(pagePolicyOf(DOCUMENT_POLICY, directives)).toBeUndefined();
    expect(DOCUMENT_POLICY.match(/default-src/g)).toHaveLength(1);
    expect(DOCUMENT_POLICY).toMatch(/^sandbox;/);
    expect(DOCUMENT_POLICY).toContain("frame-ancestors 'none'");
  });
});
