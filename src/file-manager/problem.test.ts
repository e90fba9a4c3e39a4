import { describe, expect, it } from 'vitest';
import { backOffSeconds, problemOf } from './problem.ts';
import { DriveError } from './services/drive-client.ts';

describe('the library problem a Graph refusal is', () => {
  it.each([
    [0, 'networkError', 'network'],
    [403, 'accessDenied', 'accessDenied'],
    [400, 'accessDenied', 'accessDenied'],
    [404, 'itemNotFound', 'itemNotFound'],
    [401, 'unauthenticated', 'unauthenticated'],
    [401, 'InvalidAuthenticationToken', 'tokenRefused'],
    [429, 'TooManyRequests', 'busy'],
    [503, 'serviceNotAvailable', 'busy'],
    [500, 'generalException', 'serverError'],
    [504, 'http504', 'serverError'],
    [400, 'invalidRequest', 'other'],
  ] as const)('%i %s is %s', (status, code, problem) => {
    expect(problemOf(new DriveError(status, code, 'message'))).toBe(problem);
  });

  it('no error at all is the connection', () => {
    expect(problemOf(undefined)).toBe('network');
  });

  it("waits Graph's Retry-After only when it is busy", () => {
    expect(backOffSeconds(new DriveError(429, 'TooManyRequests', '', 2))).toBe(2);
    expect(backOffSeconds(new DriveError(503, 'serviceNotAvailable', '', 5))).toBe(5);
    expect(backOffSeconds(new DriveError(429, 'TooManyRequests', ''))).toBeUndefined();
    expect(backOffSeconds(new DriveError(500, 'generalException', '', 2))).toBeUndefined();
  });
});
