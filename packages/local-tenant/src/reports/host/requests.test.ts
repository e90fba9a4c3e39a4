import { describe, expect, it } from 'vitest';
import { encodeState } from './bookmarks.ts';
import { REPORTS } from './catalogue.ts';
import { protocolOf } from './protocol.ts';
import { type ReportControls, requestHandlerOf } from './requests.ts';

const reportId = '5b0e2f6a-7c1d-4e38-9a4b-2d6f8e1c3a70';

/** A handler over controls that record what they are asked, for a report loaded or not, its token live or not. */
function handlerOf({ loaded = true, expired = false, tokenRefused = false } = {}) {
  const done: unknown[][] = [];
  const events: unknown[] = [];
  const protocol = protocolOf({
    uid: 'u',
    portalOrigin: 'https://portal.test',
    target: { postMessage: (message) => events.push((message as { url: string }).url) },
  });
  const controls: ReportControls = {
    loaded: () => loaded,
    expired: () => expired,
    load: async (config) => void done.push(['load', config]),
    acceptToken: async (token) => {
      if (tokenRefused) throw protocol.tokenExpired();
      done.push(['token', token]);
    },
    pages: () => [{ name: 'overview', displayName: 'Overview', isActive: true, visibility: 0 }],
    showPage: async (name) => void done.push(['page', name]),
    capture: () => 'STATE',
    applyView: async (view) => void done.push(['view', view]),
    applyLayout: (layout) => void done.push(['layout', layout]),
    print: () => void done.push(['print']),
    refresh: async () => void done.push(['refresh']),
  };
  return { handle: requestHandlerOf({ reportId, report: REPORTS[reportId] }, controls, protocol), done, events };
}

describe("the report host's answers to the SDK", () => {
  it('load once the answer is sent, and take a token the tenant accepts', async () => {
    const { handle, done } = handlerOf({ loaded: false });
    const [status, body, after] = await handle('POST', '/report/load', { id: reportId });
    expect([status, body, done]).toEqual([202, undefined, []]);
    await after?.();
    expect(done).toEqual([['load', { id: reportId }]]);
    expect(await handle('POST', '/report/token', 't2')).toEqual([200, undefined]);
    expect(done.at(-1)).toEqual(['token', 't2']);
  });

  it('refuse a token the tenant refuses, with its error', async () => {
    const { handle } = handlerOf({ tokenRefused: true });
    expect(await handle('POST', '/report/token', 'old')).toMatchObject([403, { errorCode: 'TokenExpired' }]);
  });

  it('refuse everything else before the report is loaded, and with an expired token (raising the error event too)', async () => {
    expect(await handlerOf({ loaded: false }).handle('GET', '/report/pages', undefined)).toMatchObject([
      400,
      { errorCode: 'NotLoaded', message: 'ReportNotLoaded' },
    ]);
    const { handle, events } = handlerOf({ expired: true });
    const [status, body, after] = await handle('GET', '/report/pages', undefined);
    expect([status, body]).toMatchObject([403, { errorCode: 'TokenExpired' }]);
    await after?.();
    expect(events).toEqual(['/reports/u/events/error']);
  });

  it('list the pages and show one the report has, refusing one it has not', async () => {
    const { handle, done } = handlerOf();
    expect((await handle('GET', '/report/pages', undefined))[1]).toEqual([
      { name: 'overview', displayName: 'Overview', isActive: true, visibility: 0 },
    ]);
    const [status, , after] = await handle('PUT', '/report/pages/active', { name: 'vendors' });
    await after?.();
    expect([status, done]).toEqual([202, [['page', 'vendors']]]);
    expect(await handle('PUT', '/report/pages/active', { name: 'share' })).toMatchObject([
      400,
      { errorCode: 'PageNotFound', detailedMessage: 'There is no page named share.' },
    ]);
  });

  it('capture the state shown, and apply a state of this report only', async () => {
    const { handle, done } = handlerOf();
    expect((await handle('POST', '/report/bookmarks/capture', undefined))[1]).toMatchObject({
      name: expect.stringMatching(/^capture-host-/),
      displayName: '',
      state: 'STATE',
    });
    const view = { page: 'vendors', filters: { status: 'Paid', months: 6 } } as const;
    const [status, , after] = await handle('POST', '/report/bookmarks/applyState', {
      state: encodeState(reportId, view),
    });
    await after?.();
    expect([status, done]).toEqual([202, [['view', view]]]);
    const vendorsReport = '9c4a1e7b-3f2d-4b86-8e51-6a0d7c2b4f19';
    expect(
      await handle('POST', '/report/bookmarks/applyState', { state: encodeState(vendorsReport, view) }),
    ).toMatchObject([400, { errorCode: 'BookmarkFromAnotherReport', message: 'BookmarkFromAnotherReport' }]);
    expect(await handle('POST', '/report/bookmarks/applyState', { state: '?' })).toMatchObject([
      400,
      { errorCode: 'InvalidBookmark' },
    ]);
  });

  it('change the layout, print and refresh; anything else is not implemented', async () => {
    const { handle, done } = handlerOf();
    expect(await handle('PATCH', '/report/settings', { layoutType: 2 })).toEqual([202, undefined]);
    expect(await handle('PATCH', '/report/settings', { filterPaneEnabled: false })).toEqual([202, undefined]);
    for (const url of ['/report/print', '/report/refresh']) await (await handle('POST', url, undefined))[2]?.();
    expect(done).toEqual([['layout', 2], ['print'], ['refresh']]);
    expect(await handle('GET', '/report/filters', undefined)).toMatchObject([
      501,
      {
        errorCode: 'NotImplemented',
        detailedMessage: 'GET /report/filters is not supported by the local report host.',
      },
    ]);
  });
});
