import { describe, expect, it } from 'vitest';
import { isCrossSiteWrite, isOneClickUnsubscribe } from './cross-site.ts';

const portal = 'https://portal.example.invalid';

function refused(method: string, headers: Record<string, string>): boolean {
  return isCrossSiteWrite(method, new Headers(headers), portal);
}

describe('cross-site writes', () => {
  it("let the portal's own pages write through a TLS proxy, whatever the Node server's address", () => {
    const browser = { origin: portal, 'sec-fetch-site': 'same-origin', 'x-forwarded-proto': 'https' };
    expect(refused('POST', { ...browser, 'content-type': 'application/json' })).toBe(false);
    expect(refused('DELETE', browser)).toBe(false);
    expect(refused('PUT', { ...browser, 'content-type': 'application/json' })).toBe(false);
    // A form of the portal's own.
    expect(refused('POST', { ...browser, 'content-type': 'application/x-www-form-urlencoded' })).toBe(false);
  });

  it('refuse a write from another origin, or from the same host over plain http', () => {
    expect(refused('POST', { origin: 'https://evil.test', 'content-type': 'text/plain' })).toBe(true);
    expect(refused('DELETE', { origin: 'http://portal.example.invalid' })).toBe(true);
    expect(refused('POST', { origin: 'https://portal.example.invalid:8443' })).toBe(true);
    expect(refused('POST', { origin: 'null', 'content-type': 'application/x-www-form-urlencoded' })).toBe(true);
    // JSON from another origin: CORS would ask first, but the answer is no anyway.
    expect(refused('PUT', { origin: 'https://evil.test', 'content-type': 'application/json' })).toBe(true);
  });

  it("trust the browser's Sec-Fetch-Site over a matching Origin", () => {
    expect(refused('POST', { origin: portal, 'sec-fetch-site': 'cross-site' })).toBe(true);
    expect(refused('POST', { origin: portal, 'sec-fetch-site': 'same-site' })).toBe(true);
    expect(refused('POST', { 'sec-fetch-site': 'none' })).toBe(true);
    // Same-origin and no Origin: only a browser says so, and it says where it is.
    expect(refused('DELETE', { 'sec-fetch-site': 'same-origin' })).toBe(false);
  });

  it('refuse what a form could send when nothing says where the request comes from', () => {
    expect(refused('DELETE', {})).toBe(true);
    expect(refused('POST', { 'content-type': 'multipart/form-data; boundary=x' })).toBe(true);
    expect(refused('POST', { 'content-type': 'TEXT/PLAIN;charset=utf-8' })).toBe(true);
    expect(refused('POST', { 'content-type': 'application/json' })).toBe(false);
  });

  it('never refuse reads', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get'])
      expect(refused(method, { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' })).toBe(false);
  });
});

describe('the one-click unsubscribe (RFC 8058)', () => {
  const path = '/mail/unsubscribe';
  const form = new Headers({ 'content-type': 'application/x-www-form-urlencoded' });
  const at = (address: string) => new URL(address, portal);
  it('lets a mail program post the form to that one address with its token, and nothing else', () => {
    expect(isOneClickUnsubscribe('POST', at('/mail/unsubscribe?t=abc'), form, path)).toBe(true);
    expect(
      isOneClickUnsubscribe(
        'POST',
        at('/mail/unsubscribe?t=abc'),
        new Headers({ 'content-type': 'multipart/form-data; boundary=x' }),
        path,
      ),
    ).toBe(true);
    expect(isOneClickUnsubscribe('POST', at('/mail/unsubscribe'), form, path)).toBe(false);
    expect(isOneClickUnsubscribe('POST', at('/mail/unsubscribe/x?t=abc'), form, path)).toBe(false);
    expect(isOneClickUnsubscribe('PUT', at('/mail/unsubscribe?t=abc'), form, path)).toBe(false);
    expect(isOneClickUnsubscribe('POST', at('/api/contracts/decision?t=abc'), form, path)).toBe(false);
    expect(
      isOneClickUnsubscribe(
        'POST',
        at('/mail/unsubscribe?t=abc'),
        new Headers({ 'content-type': 'application/json' }),
        path,
      ),
    ).toBe(false);
  });
});
