import { describe, expect, it } from 'vitest';
import { accessOf } from './route-access.ts';

describe('accessOf', () => {
  it('keeps /login for guests', () => {
    expect(accessOf('/login')).toBe('guestOnly');
  });

  it('lets anyone see the error and maintenance pages, the probes and the sign-in plumbing', () => {
    for (const path of [
      '/pages/errors/error-404',
      '/pages/errors/error-500',
      '/pages/errors/error-503',
      '/pages/maintenance',
      '/api/health',
      '/api/ready',
      '/api/session',
      '/api/session/nonce',
      '/auth/bridge',
    ]) {
      expect(accessOf(path), path).toBe('public');
    }
  });

  it('protects every other page, including the deep links and logout', () => {
    for (const path of ['/', '/apps/file-manager', '/deepLink/contractlocker', '/logout', '/ui/icons', '/api/search']) {
      expect(accessOf(path), path).toBe('user');
    }
  });

  it('lets a calendar subscription through by its token only, not the rest of the contracts API', () => {
    expect(accessOf(`/api/contract-calendar/${'a'.repeat(43)}.ics`)).toBe('public');
    for (const path of [
      '/api/contract-calendar/short.ics',
      `/api/contract-calendar/${'a'.repeat(43)}.ics/more`,
      '/api/contracts/calendar.ics',
      '/api/contracts/calendar-link',
    ]) {
      expect(accessOf(path), path).toBe('user');
    }
  });

  it('lets unknown paths through to the 404 redirect', () => {
    expect(accessOf('/no/such/page', '/[...path]')).toBe('public');
  });
});
