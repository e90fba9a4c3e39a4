import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MsalSettings } from '../auth/msal-settings.ts';
import { storeClientLogo, storedClientLogo } from '../clients/services/client-logo.ts';
import { standInBrowser } from './browser-stand-ins.ts';
import {
  $clientLogo,
  keepClientLogo,
  keepSwitchedClientLogo,
  type LogoServices,
  replaceLogoServices,
  showActiveClientLogo,
} from './client-logo.ts';

const msal = { clientId: 'c' } as MsalSettings;
const northwind = { id: 'MTAwMQ', siteID: 'site-1', logo_path: 'northwind.png' };
const contoso = { id: 'MTAwMg', siteID: 'site-2', logo_path: '' };

function fakeServices() {
  const services: LogoServices = {
    loadLogo: vi.fn(async (client) => ({ url: `https://graph/${client.id}.png`, name: `${client.id}.png` })),
  };
  replaceLogoServices(services);
  return services;
}

beforeEach(() => {
  standInBrowser('/apps/dashboards/project');
  $clientLogo.set(undefined);
});
afterEach(() => {
  replaceLogoServices();
  vi.unstubAllGlobals();
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

describe("the logo's load on a page", () => {
  it('waits for the page to say when (once the browser is idle), showing the stored one meanwhile', async () => {
    const services = fakeServices();
    storeClientLogo(northwind.id, { url: 'https://graph/old-northwind.png', name: 'old.png' });
    storeClientLogo(contoso.id, { url: 'https://graph/contoso.png', name: 'contoso.png' });
    let due: (() => void) | undefined;
    const shown = showActiveClientLogo(northwind, msal, 'https://graph', (load) => {
      due = load;
    });
    expect($clientLogo.get()?.url).toBe('https://graph/old-northwind.png');
    expect(services.loadLogo).not.toHaveBeenCalled();
    due?.();
    await shown;
    expect($clientLogo.get()?.url).toBe('https://graph/MTAwMQ.png');
  });

  it('is kept ahead at sign-in, so the next page shows it without loading anything', async () => {
    const services = fakeServices();
    await keepClientLogo(contoso, msal, 'https://graph');
    const later = vi.fn();
    await showActiveClientLogo(contoso, msal, 'https://graph', later);
    expect(later).not.toHaveBeenCalled();
    expect(services.loadLogo).toHaveBeenCalledTimes(1);
    expect($clientLogo.get()?.url).toBe('https://graph/MTAwMg.png');
  });
});

describe("a switched client's logo", () => {
  it("is loaded with what this page's navbar loads logos with, before the page is shown again", async () => {
    const services = fakeServices();
    storeClientLogo(northwind.id, { url: 'https://graph/northwind.png', name: 'northwind.png' });
    await showActiveClientLogo(northwind, msal, 'https://graph');
    await keepSwitchedClientLogo(contoso);
    expect(services.loadLogo).toHaveBeenCalledWith(contoso, msal, 'https://graph');
    expect(storedClientLogo(contoso.id)?.url).toBe('https://graph/MTAwMg.png');
  });
});

describe('a logo Graph did not give', () => {
  it('is shown as the local fallback but not kept, so the next page asks Graph again', async () => {
    const services = fakeServices();
    services.loadLogo = vi.fn(async () => ({ url: '/client-logos/northwind.png', name: 'northwind.png' }));
    await keepClientLogo(northwind, msal, 'https://graph');
    expect($clientLogo.get()?.url).toBe('/client-logos/northwind.png');
    expect(storedClientLogo(northwind.id)).toBeUndefined();
    await showActiveClientLogo(northwind, msal, 'https://graph');
    expect(services.loadLogo).toHaveBeenCalledTimes(2);
  });
});
