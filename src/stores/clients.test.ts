import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './browser-stand-ins.ts';
import {
  $clientSelected,
  $clientSwitch,
  BREADCRUMBS_KEY,
  type ClientServices,
  replaceClientServices,
  switchClient,
} from './clients.ts';

function fakeServices(changed = true, path = '/apps/file-manager?folder=F1') {
  let address = path;
  const services: ClientServices = {
    switchClient: vi.fn(async (clientId: string) => ({
      activeClientId: clientId,
      activeProject: [],
      changed,
      activeClient: { id: clientId, siteID: `site-${clientId}`, logo_path: '' },
    })),
    reload: vi.fn(),
    path: () => new URL(address, 'https://portal.test').pathname,
    replaceAddress: vi.fn((url: string) => {
      address = url;
    }),
  };
  replaceClientServices(services);
  return Object.assign(services, { address: () => address });
}

beforeEach(() => {
  vi.stubGlobal('sessionStorage', memoryStorage());
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
    // The file manager's address named a folder of the old client's library: it starts at Home.
    expect(services.address()).toBe('/apps/file-manager');
  });

  it('leaves the address of any other page as it is', async () => {
    const services = fakeServices(true, '/contracts?view=notice');
    await switchClient('MTAwMg', []);
    expect(services.replaceAddress).not.toHaveBeenCalled();
  });

  it('keeps the file trail when only the projects changed', async () => {
    sessionStorage.setItem(BREADCRUMBS_KEY, '[]');
    const services = fakeServices(false);
    await switchClient('MTAwMQ', ['Beta']);
    expect(sessionStorage.getItem(BREADCRUMBS_KEY)).toBe('[]');
    expect(services.address()).toBe('/apps/file-manager?folder=F1');
  });

  it('keeps the dialog open with the error when the server refuses', async () => {
    const services = fakeServices();
    const refusal = new Error('That client is not one of yours.');
    replaceClientServices({ ...services, switchClient: vi.fn(async () => Promise.reject(refusal)) });
    await switchClient('nope', []);
    expect($clientSwitch.get()).toEqual({ status: 'failed', error: refusal });
    expect(services.reload).not.toHaveBeenCalled();
  });
});
