import { describe, expect, it } from 'vitest';
import { clientAddressOf, rateLimitKeyOf } from './client-address.ts';

describe('the client address', () => {
  it('is the socket peer when no proxy is declared, whatever X-Forwarded-For says', () => {
    expect(clientAddressOf('203.0.113.7', '198.51.100.1', 0)).toBe('203.0.113.7');
    expect(clientAddressOf('203.0.113.7', null, 0)).toBe('203.0.113.7');
  });

  it('behind one proxy is the address that proxy saw, not what the client wrote to the left', () => {
    // The client sent "X-Forwarded-For: 10.0.0.1"; the proxy appended the real address.
    expect(clientAddressOf('10.1.1.1', '10.0.0.1, 198.51.100.9', 1)).toBe('198.51.100.9');
    expect(clientAddressOf('10.1.1.1', '198.51.100.9', 1)).toBe('198.51.100.9');
  });

  it('behind two proxies is the address the outer one saw', () => {
    expect(clientAddressOf('10.1.1.2', 'forged, 198.51.100.9, 10.1.1.1', 2)).toBe('198.51.100.9');
  });

  it('is the furthest address known when the header has fewer hops than declared', () => {
    expect(clientAddressOf('10.1.1.2', '198.51.100.9', 3)).toBe('198.51.100.9');
    expect(clientAddressOf('10.1.1.2', null, 1)).toBe('10.1.1.2');
  });
});

describe('what a per-client limit counts by', () => {
  it('is an IPv4 address itself, also when written as IPv6', () => {
    expect(rateLimitKeyOf('198.51.100.9')).toBe('198.51.100.9');
    expect(rateLimitKeyOf('::ffff:198.51.100.9')).toBe('198.51.100.9');
    expect(rateLimitKeyOf('::ffff:c633:6409')).toBe('198.51.100.9');
  });

  it('is the /64 network of an IPv6 address, however it is written', () => {
    expect(rateLimitKeyOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKeyOf('2001:0DB8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitKeyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(rateLimitKeyOf('::1')).toBe('0:0:0:0::/64');
  });

  it('is the text itself when it is no address', () => {
    expect(rateLimitKeyOf('unknown')).toBe('unknown');
  });
});
