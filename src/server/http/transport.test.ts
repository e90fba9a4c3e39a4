import { describe, expect, it } from 'vitest';
import { portalOrigin, servedOverHttps } from './transport.ts';

describe('the transport the browser sees', () => {
  it('is https when PUBLIC_URL is, whatever the environment', () => {
    expect(servedOverHttps({ environment: 'local', publicUrl: 'https://localhost:4630' })).toBe(true);
    expect(servedOverHttps({ environment: 'local', publicUrl: 'http://localhost:4321' })).toBe(false);
  });

  it('is https in every real environment, which is never served over plain http', () => {
    expect(servedOverHttps({ environment: 'dev1', publicUrl: 'http://localhost:4321' })).toBe(true);
    expect(servedOverHttps({ environment: 'production', publicUrl: 'https://portal.example.invalid' })).toBe(true);
  });

  it("names the portal's origin as a browser writes it in Origin", () => {
    expect(portalOrigin({ publicUrl: 'https://portal.example.invalid/' })).toBe('https://portal.example.invalid');
    expect(portalOrigin({ publicUrl: 'https://Portal.Example.invalid:443' })).toBe('https://portal.example.invalid');
    expect(portalOrigin({ publicUrl: 'https://localhost:4630' })).toBe('https://localhost:4630');
  });
});
