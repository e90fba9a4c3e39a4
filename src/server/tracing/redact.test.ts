import { describe, expect, it } from 'vitest';
import { redactedUrl } from './redact.ts';

describe('addresses in traces', () => {
  it('keep the service called but not who it was called for', () => {
    const url = new URL(
      'https://auth.example/api/?serviceName=app_data.engage_user_info_get&email=ada.admin%40efi.test&serverName=Engage',
    );
    expect(redactedUrl(url)).toEqual({
      full: 'https://auth.example/api/?serviceName=app_data.engage_user_info_get&email=REDACTED&serverName=Engage',
      path: '/api/',
      query: '?serviceName=app_data.engage_user_info_get&email=REDACTED&serverName=Engage',
    });
  });

  it('drop credentials and every repeated value, and leave an address without a query as it is', () => {
    expect(redactedUrl(new URL('https://user:secret@idp.example/keys?a=1&a=2')).full).toBe(
      'https://idp.example/keys?a=REDACTED',
    );
    expect(redactedUrl(new URL('https://idp.example/.well-known/openid-configuration'))).toEqual({
      full: 'https://idp.example/.well-known/openid-configuration',
      path: '/.well-known/openid-configuration',
      query: '',
    });
  });

  it('drop the words of a search: a person’s query in the portal’s address, and in Graph’s path', () => {
    expect(redactedUrl(new URL('http://portal.example/search?q=fleet+lease&kind=faq&page=2'))).toMatchObject({
      path: '/search',
      query: '?q=REDACTED&kind=REDACTED&page=REDACTED',
    });
    const graph = redactedUrl(
      new URL("https://graph.example/v1.0/sites/s1/drive/root/search(q='fleet%20lease''s')?$top=4"),
    );
    expect(graph.path).toBe("/v1.0/sites/s1/drive/root/search(q='REDACTED')");
    expect(graph.full).not.toContain('fleet');
    // A folder named "search" keeps its path: only Graph's search function has words.
    expect(redactedUrl(new URL('https://graph.example/drive/root:/search/notes')).path).toBe(
      '/drive/root:/search/notes',
    );
  });
});
