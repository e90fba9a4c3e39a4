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
    ]) {
      expect(safeRedirectTarget(target), String(target)).toBe('/');
    }
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
