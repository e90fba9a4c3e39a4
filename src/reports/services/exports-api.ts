/**
 * Exports of a report to PDF or PowerPoint through the provider's reports API (docs/calls.md), in
 * the shape of Power BI's ExportTo: start a job with the view's bookmark state, poll its status
 * after each Retry-After, take its file, or cancel it. The ID token is the bearer, as for embed tokens.
 */
import { retryAfterOf } from '../../retry-after.ts';
import type { ApiClient } from '../../services/http-client.ts';
import { embedInfoPath, type ReportName } from '../model.ts';
import { ReportsApiError, ReportsApiUnreachableError } from './reports-api.ts';

export type ExportFormat = 'PDF' | 'PPTX';
export type ExportStatus = 'NotStarted' | 'Running' | 'Succeeded' | 'Failed';

export interface ExportJob {
  id: string;
  status: ExportStatus;
  percentComplete: number;
  /** Seconds to wait before asking again (Retry-After), while the job runs. */
  retryAfterSeconds: number;
  /** Why a failed job failed, in the reports API's words. */
  error: string | null;
}

/** A poll without Retry-After waits this long. */
const DEFAULT_POLL_SECONDS = 2;

async function call(reports: ApiClient, method: string, path: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await reports.request(method, path, init);
  } catch (error) {
    if (error instanceof TypeError) throw new ReportsApiUnreachableError(error.message);
    throw error;
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { error?: { message?: unknown } } | undefined;
    const message = typeof body?.error?.message === 'string' ? body.error.message : '';
    throw new ReportsApiError(message, response.status, retryAfterOf(response));
  }
  return response;
}

async function jobOf(response: Response): Promise<ExportJob> {
  const body = (await response.json()) as Partial<{
    id: string;
    status: ExportStatus;
    percentComplete: number;
    error: { message?: string };
  }>;
  if (typeof body.id !== 'string' || typeof body.status !== 'string') {
    throw new ReportsApiError('The reports API answered without an export.', 502);
  }
  return {
    id: body.id,
    status: body.status,
    percentComplete: Math.max(0, Math.min(100, Number(body.percentComplete) || 0)),
    retryAfterSeconds: retryAfterOf(response) ?? DEFAULT_POLL_SECONDS,
    error: body.error?.message ?? null,
  };
}

export function exportsApi(reports: ApiClient) {
  return {
    async start(report: ReportName, clientXref: number | null, format: ExportFormat, state: string) {
      const body = { format, powerBIReportConfiguration: { defaultBookmark: { state } } };
      return jobOf(
        await call(reports, 'POST', `${embedInfoPath(report, clientXref)}/ExportTo`, {
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
        }),
      );
    },
    async status(id: string) {
      return jobOf(await call(reports, 'GET', `PowerBiToken/exports/${encodeURIComponent(id)}`));
    },
    async file(id: string): Promise<{ blob: Blob; name: string }> {
      const response = await call(reports, 'GET', `PowerBiToken/exports/${encodeURIComponent(id)}/file`);
      const disposition = response.headers.get('content-disposition') ?? '';
      const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'report';
      return { blob: await response.blob(), name };
    },
    async cancel(id: string) {
      await call(reports, 'DELETE', `PowerBiToken/exports/${encodeURIComponent(id)}`);
    },
  };
}
export type ExportsApi = ReturnType<typeof exportsApi>;

/** Hands a file to the browser as a download (an object URL clicked once, then let go). */
export function downloadFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the data by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
