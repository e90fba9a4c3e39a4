/**
 * Embedding with powerbi-client, in the browser only (the package needs `self`; the island
 * imports this module on first use). Power BI hosts go through `powerbi.embed()`; any other host
 * on the environment's allow-list (the local tenant's report host) gets an iframe made here and
 * handed to the SDK, whose own `embed()` accepts Power BI hosts only (see decision 010).
 */

import { type IReportEmbedConfiguration, models, Report } from 'powerbi-client';
import { PortalError } from '../../errors.ts';
import { type EmbedInfo, isAllowedEmbedUrl, isPowerBiHost } from '../model.ts';

export type { Report };

export interface EmbedOptions {
  /** Origins that may receive the token (docs/calls.md: Power BI hosts in production, the report host locally). */
  allowList: readonly string[];
  /** The iframe's accessible name. */
  title: string;
  /** Report language (en, tr, ar). */
  language: string;
  /** Message when the embed URL is not on the allow-list. */
  notAllowed: string;
  /** powerbi-client's LayoutType: the mobile ones on a phone. */
  layout: number;
}

/** Thrown instead of sending the token to an origin outside the allow-list. */
export class EmbedOriginError extends PortalError<'embedOrigin'> {
  constructor(message: string) {
    super('embedOrigin', message);
  }
}

function uniqueId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Embeds (or embeds again) the report into `container`; events are attached by the caller. */
export function embedReport(container: HTMLElement, embed: EmbedInfo, options: EmbedOptions): Report {
  if (!isAllowedEmbedUrl(embed.embedUrl, options.allowList)) throw new EmbedOriginError(options.notAllowed);
  const { powerbi } = window;
  // A second embed into the same element is swallowed by the SDK's 100 ms guard: reset first.
  removeReport(container);
  const config: IReportEmbedConfiguration = {
    type: 'report',
    id: embed.reportId,
    embedUrl: embed.embedUrl,
    accessToken: embed.embedToken.token,
    tokenType: models.TokenType.Embed,
    permissions: models.Permissions.Read,
    settings: {
      panes: { filters: { visible: false }, pageNavigation: { visible: false } },
      localeSettings: { language: options.language, formatLocale: options.language },
      layoutType: options.layout,
    },
  };
  if (isPowerBiHost(embed.embedUrl)) {
    const report = powerbi.embed(container, config) as Report;
    report.iframe.title = options.title;
    return report;
  }
  const id = uniqueId();
  const src = new URL(embed.embedUrl);
  src.searchParams.set('uid', id);
  const iframe = document.createElement('iframe');
  // The source is set before the iframe is inserted: an iframe without one fires an about:blank
  // `load` whose /report/load would make the SDK drop the real one.
  iframe.src = src.toString();
  iframe.title = options.title;
  iframe.setAttribute('allowfullscreen', 'true');
  iframe.style.width = '100%';
  iframe.style.height = '100%';
  iframe.style.border = '0';
  container.replaceChildren(iframe);
  const report = new Report(powerbi, container, { ...config, uniqueId: id }, false, false, iframe);
  (container as HTMLElement & { powerBiEmbed?: Report }).powerBiEmbed = report;
  powerbi.addOrOverwriteEmbed(report, container);
  return report;
}

/** Takes the report out of `container`, its iframe and the SDK's record of it. */
export function removeReport(container: HTMLElement): void {
  window.powerbi.reset(container);
}
