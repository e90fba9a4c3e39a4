/**
 * What an embedded report needs from the browser and the outside services, as one object the
 * reports store is given: the real ones here, fakes in the store's tests. MSAL and powerbi-client
 * are imported on first use, so they stay out of the page's first JavaScript (and off the server,
 * where powerbi-client cannot run).
 */
import type { MsalSettings } from '../../auth/msal-settings.ts';
import { reportsApiClient } from '../../services/outside-clients.ts';
import { type EmbedInfo, type Layout, layoutFor, type ReportName } from '../model.ts';
import { type ExportsApi, exportsApi } from './exports-api.ts';
import type { EmbedOptions } from './powerbi.ts';
import { fetchEmbedInfo } from './reports-api.ts';

/** What the store uses of powerbi-client's `Report` (the SDK's own object in production). */
export interface EmbeddedReport {
  /** `loaded`, `rendered`, `pageChanged` (detail.newPage) and `error` (detail: the SDK's IError). */
  on(event: 'loaded' | 'rendered' | 'pageChanged' | 'error', handler: (event: { detail?: unknown }) => void): void;
  /** A new embed token without reloading the report; rejects when the report refuses it. */
  setAccessToken(token: string): Promise<void>;
  getPages(): Promise<{ name: string; displayName: string; isActive: boolean }[]>;
  setPage(name: string): Promise<unknown>;
  print(): Promise<void>;
  /** Needs the user's gesture: call it straight from a click. */
  fullscreen(): void;
  /** Bookmarks: the page and filters as a state string, and that state shown again. */
  bookmarksManager: {
    capture(): Promise<{ state?: string }>;
    applyState(state: string): Promise<unknown>;
  };
  /** Between the mobile layouts (portrait, landscape) without embedding again. */
  switchLayout(layout: Layout): Promise<unknown>;
}

/** Embedding, once powerbi-client is loaded. */
export interface ReportEmbedder {
  /** Embeds (or embeds again) into `container`; throws when the embed URL may not get the token. */
  embedReport(container: HTMLElement, embed: EmbedInfo, options: EmbedOptions): EmbeddedReport;
  removeReport(container: HTMLElement): void;
}

export interface ReportServices {
  /** docs/calls.md: the report's embed data from the reports API (ID token as bearer). */
  fetchEmbed(report: ReportName, clientXref: number | null): Promise<EmbedInfo>;
  loadEmbedder(): Promise<ReportEmbedder>;
  /** Calls back each time the page is shown again (background tabs throttle timers); returns how to stop. */
  onPageShown(callback: () => void): () => void;
  /** The layout the screen asks for now. */
  layout(): Layout;
  /** Calls back when the phone is turned (portrait, landscape); returns how to stop. */
  onTurn(callback: () => void): () => void;
  /** The reports API's export jobs. */
  exports(): ExportsApi;
}

export interface ReportServiceSettings {
  /** Base URL of the reports API. */
  reportsApi: string;
  msal: MsalSettings;
  /** Message of a refusal that brings none of its own. */
  failed: string;
}

/** The real services: the reports API through MSAL's ID token, powerbi-client, the page's visibility. */
export function reportServices({ reportsApi, msal, failed }: ReportServiceSettings): ReportServices {
  return {
    async fetchEmbed(report, clientXref) {
      return fetchEmbedInfo(reportsApiClient(msal, reportsApi), report, clientXref, failed);
    },
    loadEmbedder: () => import('./powerbi.ts'),
    layout: () => layoutFor(window.innerWidth, window.matchMedia('(orientation: portrait)').matches),
    onTurn(callback) {
      const query = window.matchMedia('(orientation: portrait)');
      query.addEventListener('change', callback);
      return () => query.removeEventListener('change', callback);
    },
    exports: () => exportsApi(reportsApiClient(msal, reportsApi)),
    onPageShown(callback) {
      const listener = () => {
        if (document.visibilityState === 'visible') callback();
      };
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
  };
}
