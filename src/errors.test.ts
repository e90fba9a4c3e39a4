import { describe, expect, it } from 'vitest';
import { PortalError } from './errors.ts';

class SampleError extends PortalError<'refused'> {}

describe('portal errors', () => {
  it('carry a code, a message, a status and the name of their class', () => {
    const error = new SampleError('refused', 'No access', 403);
    expect(error).toBeInstanceOf(PortalError);
    expect(error).toMatchObject({ name: 'SampleError', code: 'refused', message: 'No access', status: 403 });
    expect(new PortalError('x').status).toBeUndefined();
  });
});
