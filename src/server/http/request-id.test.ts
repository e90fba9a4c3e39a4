import { describe, expect, it } from 'vitest';
import { requestIdFrom } from './request-id.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('the request id', () => {
  it("keeps a proxy's short safe token", () => {
    for (const given of ['abc', 'f3b2c1d0-1234-4abc-9def-0123456789ab', 'lb.01_req-42', 'x'.repeat(64)]) {
      expect(requestIdFrom(given), given).toBe(given);
    }
  });

  it('makes a new one when there is none or it is not a short safe token', () => {
    for (const given of [
      undefined,
      null,
      '',
      'x'.repeat(65),
      'a b',
      'id\r\nSet-Cookie: x=1',
      '<script>',
      'ü',
      ['a', 'b'],
    ]) {
      expect(requestIdFrom(given), String(given)).toMatch(uuid);
    }
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });
});
