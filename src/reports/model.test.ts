import { describe, expect, it } from 'vitest';
import {
  embedInfoPath,
  errorMessage,
  initialReportState,
  isAllowedEmbedUrl,
  isPowerBiHost,
  isTokenExpired,
  parseEmbedInfo,
  REFRESH_MARGIN_MS,
  refreshAt,
} from './model.ts';

const embed = (expiration: string) => ({
  reportId: 'r',
  embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=r',
  embedToken: { token: 't', expiration },
});

describe('report embed data', () => {
  it('asks for the invoice report of a client by xref, and the vendor report without one', () => {
    expect(embedInfoPath('InvoiceIntel', 1001)).toBe('PowerBiToken/report/InvoiceIntel/xref/1001');
    expect(embedInfoPath('VendorIntel', null)).toBe('PowerBiToken/report/VendorIntel');
    expect(() => embedInfoPath('InvoiceIntel', null)).toThrow();
  });

  it('accepts the reports API answer and refuses one without a token', () => {
    expect(parseEmbedInfo(embed('2026-11-22T10:00:00.000Z')).embedToken.token).toBe('t');
    expect(() => parseEmbedInfo({ reportId: 'r', embedUrl: 'x' })).toThrow('without an embed token');
    expect(() => parseEmbedInfo(embed('soon'))).toThrow();
    expect(() => parseEmbedInfo(null)).toThrow();
  });
});

describe('token expiry (docs/behaviour.md)', () => {
  const now = Date.parse('2026-11-22T10:00:00Z');
  it('counts a token as expired only when the load succeeded and its expiration has passed', () => {
    const past = { ...initialReportState, embed: embed('2026-11-22T09:59:59Z') };
    expect(isTokenExpired({ ...past, status: 'succeeded' }, now)).toBe(true);
    expect(isTokenExpired({ ...past, status: 'loading' }, now)).toBe(false);
    expect(isTokenExpired({ ...past, status: 'failed' }, now)).toBe(false);
    expect(isTokenExpired({ ...past, status: 'succeeded', embed: embed('2026-11-22T10:00:01Z') }, now)).toBe(false);
    expect(isTokenExpired(initialReportState, now)).toBe(false);
  });

  it('refreshes ten minutes before expiry, or a quarter of a short lifetime before it', () => {
    const hour = 60 * 60 * 1000;
    expect(refreshAt(now + hour, now)).toBe(now + hour - REFRESH_MARGIN_MS);
    expect(refreshAt(now + 20_000, now)).toBe(now + 15_000);
    expect(refreshAt(now, now)).toBe(now);
  });
});

describe('where the token may go', () => {
  const production = ['https://*.powerbi.com', 'https://*.fabric.microsoft.com'];
  it('allows Power BI hosts in production', () => {
    expect(isAllowedEmbedUrl('https://app.powerbi.com/reportEmbed?reportId=r', production)).toBe(true);
    expect(isAllowedEmbedUrl('https://app.fabric.microsoft.com/reportEmbed', production)).toBe(true);
  });
  it('refuses look-alikes, plain http, other ports and credentials', () => {
    for (const url of [
      'https://powerbi.com.evil.test/reportEmbed',
      'https://evilpowerbi.com/reportEmbed',
      'http://app.powerbi.com/reportEmbed',
      'https://app.powerbi.com:8443/reportEmbed',
      'https://user:pw@app.powerbi.com/reportEmbed',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(isAllowedEmbedUrl(url, production), url).toBe(false);
    }
  });
  it('allows exactly the local report host locally', () => {
    const local = ['http://localhost:4322'];
    expect(isAllowedEmbedUrl('http://localhost:4322/powerbi/reportEmbed?reportId=r', local)).toBe(true);
    expect(isAllowedEmbedUrl('http://localhost:4323/powerbi/reportEmbed', local)).toBe(false);
    expect(isAllowedEmbedUrl('http://127.0.0.1:4322/powerbi/reportEmbed', local)).toBe(false);
  });
  it('knows which hosts the SDK embeds by itself', () => {
    expect(isPowerBiHost('https://app.powerbi.com/reportEmbed')).toBe(true);
    expect(isPowerBiHost('http://localhost:4322/powerbi/reportEmbed')).toBe(false);
  });
});

describe('error messages', () => {
  it('reads Errors, the SDK errors and lists of them', () => {
    expect(errorMessage(new Error('boom'), 'x')).toBe('boom');
    expect(errorMessage({ message: 'LoadReportFailed', detailedMessage: 'No access' }, 'x')).toBe('No access');
    expect(errorMessage([{ message: 'accessToken is required' }], 'x')).toBe('accessToken is required');
    expect(errorMessage(undefined, 'fallback')).toBe('fallback');
  });
});
