import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MsalSettings } from '@/auth/msal-settings.ts';
import { storeClientLogo } from '@/clients/services/client-logo.ts';
import { standInBrowser } from './browser-stand-ins.ts';
import {
  $clientLogo,
  $clientSelected,
  $clientSwitch,
  BREADCRUMBS_KEY,
  type ClientServices,
  replaceClientServices,
  showActiveClientLogo,
  switchClient,
} from './clients.ts';

const msal = { clientId: 'c' } as MsalSettings;
const northwind = { id: 'MTAwMQ', siteID: 'site-1', logo_path: 'northwind.png' };
const contoso = { id: 'MTAwMg', siteID: 'site-2', logo_path: '' };

function fakeServices(changed = true) {
  const services: ClientServices = {
    switchClient: vi.fn(async (clientId: string) => ({ activeClientId: clientId, activeProject: [], changed })),
    loadLogo: vi.fn(async (client) => ({ url: `https://graph/${client.id}.png`, name: `${client.id}.png` })),
    reload: vi.fn(),
  };
  replaceClientServices(services);
  return services;
}

beforeEach(() => {
  standInBrowser('/apps/file-manager');
  $clientSwitch.set({ status: 'idle', error: undefined });
  $clientLogo.set(undefined);
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

describe("the active client's logo", () => {
  it('is loaded from Graph when this browser has not loaded it for the active client', async () => {
    const services = fakeServices();
    await showActiveClientLogo(northwind, msal, 'https://graph');
    expect(services.loadLogo).toHaveBeenCalledTimes(1);
    expect($clientLogo.get()?.url).toBe('https://graph/MTAwMQ.png');
  });

  it('is the stored one while the active client stays the same', async () => {
    const services = fakeServices();
    storeClientLogo(northwind.id, { url: 'https://graph/stored.png', name: 'stored.png' });
    await showActiveClientLogo(northwind, msal, 'https://graph');
    expect(services.loadLogo).not.toHaveBeenCalled();
    expect($clientLogo.get()?.url).toBe('https://graph/stored.png');
  });

  it('is loaded again when the active client changed since (a switch, a deep link or a sign-in)', async () => {
    const services = fakeServices();
    storeClientLogo(northwind.id, { url: 'https://graph/old-northwind.png', name: 'old.png' });
    storeClientLogo(contoso.id, { url: 'https://graph/contoso.png', name: 'contoso.png' });
    await showActiveClientLogo(northwind, msal, 'https://graph');
    expect(services.loadLogo).toHaveBeenCalledWith(northwind, msal, 'https://graph');
    expect($clientLogo.get()?.url).toBe('https://graph/MTAwMQ.png');
  });

  it('keeps what it has when Graph cannot be reached', async () => {
    const services = fakeServices();
    services.loadLogo = vi.fn(async () => Promise.reject(new Error('offline')));
    await showActiveClientLogo(northwind, msal, 'https://graph');
    expect($clientLogo.get()).toBeUndefined();
  });
});
