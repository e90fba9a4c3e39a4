/**
 * The SDK's requests to the report iframe, as the local host answers them: each becomes a status,
 * a body and, for what the page waits on through events (load, a page, a state), the work done
 * once the answer is sent. Everything but load and a new token needs a loaded report and a live
 * token, as in Power BI.
 */
import { decodeState, type View } from './bookmarks.ts';
import type { ReportDefinition } from './catalogue.ts';
import type { Protocol, Reply } from './protocol.ts';

/** A page as `report.getPages()` lists it. */
export interface PageInfo {
  name: string;
  displayName: string;
  isActive: boolean;
  visibility: number;
}

/** What the requests do to the report. */
export interface ReportControls {
  loaded(): boolean;
  expired(): boolean;
  /** Loads the report of an embed configuration; raises 'loaded', then 'rendered' or 'error'. */
  load(config: unknown): Promise<void>;
  /** Takes a new embed token once the tenant has accepted it; throws the SDK's error otherwise. */
  acceptToken(token: string): Promise<void>;
  pages(): PageInfo[];
  /** Shows a page of the report (raises 'pageChanged', then 'rendered'). */
  showPage(name: string): Promise<void>;
  /** The bookmark state of what is shown. */
  capture(): string;
  applyView(view: View): Promise<void>;
  applyLayout(layoutType: unknown): void;
  print(): void;
  refresh(): Promise<void>;
}

export type RequestHandler = (method: string, url: string, body: unknown) => Promise<Reply>;

export function requestHandlerOf(
  { reportId, report }: { reportId: string; report: ReportDefinition | undefined },
  controls: ReportControls,
  protocol: Protocol,
): RequestHandler {
  return async (method, url, body) => {
    const route = `${method} ${url}`;
    if (route === 'POST /report/load') return [202, undefined, () => controls.load(body)];
    if (route === 'POST /report/token') {
      try {
        await controls.acceptToken(String(body));
        return [200, undefined];
      } catch (error) {
        return [403, error];
      }
    }
    if (!controls.loaded() || !report)
      return [400, protocol.error('ReportNotLoaded', 'The report is not loaded yet.', 'NotLoaded')];
    if (controls.expired())
      return [403, protocol.tokenExpired(), () => protocol.emit('error', protocol.tokenExpired())];
    switch (route) {
      case 'GET /report/pages':
        return [200, controls.pages()];
      case 'PUT /report/pages/active': {
        const name = String((body as { name?: unknown } | undefined)?.name);
        const page = report.pages.find((candidate) => candidate.name === name);
        if (!page) return [400, protocol.error('PageNotFound', `There is no page named ${name}.`, 'PageNotFound')];
        return [202, undefined, () => controls.showPage(page.name)];
      }
      case 'POST /report/bookmarks/capture':
        return [200, { name: `capture-${protocol.trackingId()}`, displayName: '', state: controls.capture() }];
      case 'POST /report/bookmarks/applyState': {
        const view = decodeState((body as { state?: unknown } | undefined)?.state, reportId, report);
        if ('errorCode' in view) return [400, protocol.error(view.errorCode, view.detailedMessage, view.errorCode)];
        return [202, undefined, () => controls.applyView(view)];
      }
      case 'PATCH /report/settings': {
        const settings = (body ?? {}) as { layoutType?: unknown };
        if (settings.layoutType !== undefined) controls.applyLayout(settings.layoutType);
        return [202, undefined];
      }
      case 'POST /report/print':
        return [202, undefined, () => controls.print()];
      case 'POST /report/refresh':
        return [202, undefined, () => controls.refresh()];
      default:
        return [
          501,
          protocol.error('NotImplemented', `${route} is not supported by the local report host.`, 'NotImplemented'),
        ];
    }
  };
}
