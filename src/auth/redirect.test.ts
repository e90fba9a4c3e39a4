import { describe, expect, it } from 'vitest';
import { loginUrlFor, safeRedirectTarget } from './redirect.ts';

describe('safeRedirectTarget', () => {
  it('keeps a path with its query string', () => {
    expect(safeRedirectTarget('/apps/file-manager?folder=abc')).toBe('/apps/file-manager?folder=abc');
    expect(safeRedirectTarget('/deepLink/contractlocker?hubspotCompanyXref=1001')).toBe(
      '/deepLink/contractlocker?hubspotCompanyXref=1001',
    );
  });

  it('refuses anything that could leave the site', () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'evil.example',
      '',
      null,
      // Dot segments that a browser or the URL parser would fold into `//evil.test`.
      '/.//evil.test',
      '/..//evil.test',
      '/a/..//evil.test',
      '/%2e//evil.test',
      '/%2E%2E//evil.test',
      '/./%2Fevil.test',
      '/%2F%2Fevil.test',
      '/%252F%252Fevil.test',
      '/%5Cevil.test',
      '/\\evil.test',
      '/\t/evil.test',
      '/%09/evil.test',
      '/%0d%0aSet-Cookie:x=1',
      '/%',
      'http:evil.test',
      'https:/evil.test',
      '\\\\evil.test',
      ' //evil.test',
      '//evil.test/%2e%2e',
      '///evil.test',
      `/${'a'.repeat(3000)}`,
    ]) {
      expect(safeRedirectTarget(target), String(target)).toBe('/');
    }
  });

  it('keeps encoded characters that are no trick', () => {
    expect(safeRedirectTarget('/pages/faq?q=a%2Fb#answer')).toBe('/pages/faq?q=a%2Fb#answer');
    expect(safeRedirectTarget('/apps/file-manager?folder=01ABC%21')).toBe('/apps/file-manager?folder=01ABC%21');
  });

  it('does not send the user back to the login or logout page', () => {
    expect(safeRedirectTarget('/login?redirect=/x')).toBe('/');
    expect(safeRedirectTarget('/logout')).toBe('/');
  });
});

describe('loginUrlFor', () => {
  it('keeps the requested path and search as the redirect target', () => {
    expect(loginUrlFor('/apps/file-manager?folder=a')).toBe('/login?redirect=%2Fapps%2Ffile-manager%3Ffolder%3Da');
    expect(loginUrlFor('/')).toBe('/login');
    expect(loginUrlFor('/logout')).toBe('/login');
    expect(loginUrlFor('/pages/faq', 'timeout')).toBe('/login?redirect=%2Fpages%2Ffaq&reason=timeout');
  });
});
