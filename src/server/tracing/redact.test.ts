import { describe, expect, it } from 'vitest';
import { redactedUrl } from './redact.ts';

describe('addresses in traces', () => {
  it('keep the service called but not who it was called for', () => {
    const url = new URL(
      'https://auth.example/api/?serviceName=app_data.engage_user_info_get&email=ada.admin%40efi.test&serverName=Engage',
    );
    expect(redactedUrl(url)).toEqual({
      full: 'https://auth.example/api/?serviceName=app_data.engage_user_info_get&email=REDACTED&serverName=Engage',
      query: '?serviceName=app_data.engage_user_info_get&email=REDACTED&serverName=Engage',
    });
  });

  it('drop credentials and every repeated value, and leave an address without a query as it is', () => {
    expect(redactedUrl(new URL('https://user:secret@idp.example/keys?a=1&a=2')).full).toBe(
      'https://idp.example/keys?a=REDACTED',
    );
    expect(redactedUrl(new URL('https://idp.example/.well-known/openid-configuration'))).toEqual({
      full: 'https://idp.example/.well-known/openid-configuration',
      query: '',
    });
  });
});
