import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { standInBrowser } from './browser-stand-ins.ts';
import {
  $clientSelected,
  $clientSwitch,
  BREADCRUMBS_KEY,
  type ClientServices,
  replaceClientServices,
  switchClient,
} from './clients.ts';

function fakeServices(changed = true) {
  const services: ClientServices = {
    switchClient: vi.fn(async (clientId: string) => ({
      activeClientId: clientId,
      activeProject: [],
      changed,
      activeClient: { id: clientId, siteID: `site-${clientId}`, logo_path: '' },
    })),
    reload: vi.fn(),
  };
  replaceClientServices(services);
  return services;
}

beforeEach(() => {
  standInBrowser('/apps/file-manager');
  $clientSwitch.set({ status: 'idle', error: undefined });
});
afterEach(() => {
  replaceClientServices();
  vi.unstubAllGlobals();
});

describe('switching the client', () => {
  it('stores the choice, says a client was selected, clears the file trail, and shows the page again', async () => {
    const services = fakeServices();
    sessionStorage.setItem(BREADCRUMBS_KEY, '[]');
    await switchClient('MTAwMg', ['Alpha']);
    expect(services.switchClient).toHaveBeenCalledWith('MTAwMg', ['Alpha']);
    expect($clientSelected.get()).toEqual({ clientId: 'MTAwMg', changed: true });
    expect(sessionStorage.getItem(BREADCRUMBS_KEY)).toBeNull();
    expect(services.reload).toHaveBeenCalled();
  });

  it('keeps the file trail when only the projects changed', async () => {
    fakeServices(false);
    sessionStorage.setItem(BREADCRUMBS_KEY, '[]');
    await switchClient('MTAwMQ', ['Beta']);
    expect(sessionStorage.getItem(BREADCRUMBS_KEY)).toBe('[]');
  });

  it('keeps the dialog open with the error when the server refuses', async () => {
    const services = fakeServices();
    const refusal = new Error('That client is not one of yours.');
    services.switchClient = vi.fn(async () => Promise.reject(refusal));
    await switchClient('nope', []);
    expect($clientSwitch.get()).toEqual({ status: 'failed', error: refusal });
    expect(services.reload).not.toHaveBeenCalled();
  });
});
