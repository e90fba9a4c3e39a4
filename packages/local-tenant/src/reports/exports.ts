/**
 * Export jobs of the reports API, in the shape of Power BI's ExportTo (`POST .../ExportTo` starts
 * a job; `GET .../exports/{id}` tells its status, percentComplete and Retry-After; `GET
 * .../exports/{id}/file` hands the file), plus `DELETE .../exports/{id}` to cancel, which the
 * provider's API adds. A job takes EXPORT_MS; the fault switches of `report-export` (the paths of
 * these calls) make them fail or slow. Jobs live in memory for an hour, like the file a Power BI
 * export keeps for a while.
 */
import { randomUUID } from 'node:crypto';
import { type ExportFormat, exportFile } from './export-files.ts';
import { REPORT_PAGES, type ReportName, reportDataOf } from './report-data.ts';
import type { ViewState } from './view-state.ts';

export type ExportStatus = 'NotStarted' | 'Running' | 'Succeeded' | 'Failed';

/** What `GET .../exports/{id}` answers (Power BI's Export object, its fields that apply here). */
export interface ExportAnswer {
  id: string;
  createdDateTime: string;
  lastActionDateTime: string;
  reportId: string;
  reportName: string;
  status: ExportStatus;
  percentComplete: number;
  resourceFileExtension: string | null;
  expirationTime: string;
  error?: { code: string; message: string };
}

interface Job {
  id: string;
  oid: string;
  report: ReportName;
  reportId: string;
  format: ExportFormat;
  view: ViewState;
  xrefs: number[];
  startedAt: number;
  durationMs: number;
  file?: Promise<Buffer>;
  failed?: { code: string; message: string };
}

/** How long an export takes when nothing slows it. */
export const EXPORT_MS = 1200;
/** How long a job and its file are kept. */
const KEPT_MS = 60 * 60 * 1000;
/** Seconds the caller is asked to wait between polls. */
export const POLL_SECONDS = 1;

export function createExports(now = () => Date.now(), durationMs = EXPORT_MS) {
  const jobs = new Map<string, Job>();

  const sweep = () => {
    for (const [id, job] of jobs) if (now() - job.startedAt > KEPT_MS) jobs.delete(id);
  };

  function answerOf(job: Job): ExportAnswer {
    const elapsed = now() - job.startedAt;
    const progress = Math.min(1, elapsed / job.durationMs);
    let status: ExportStatus = elapsed < 100 ? 'NotStarted' : 'Running';
    let percentComplete = Math.floor(progress * 100);
    if (job.failed) status = 'Failed';
    else if (progress >= 1) {
      // A file that cannot be written fails the job, as Power BI reports a failed render.
      job.file ??= exportFile(
        {
          reportTitle: REPORT_PAGES[job.reportId]?.title ?? job.report,
          pageTitle:
            REPORT_PAGES[job.reportId]?.pages.find((page) => page.name === job.view.page)?.displayName ?? job.view.page,
          page: job.view.page,
          filters: job.view.filters,
          data: reportDataOf(job.reportId, job.xrefs, job.view.filters),
        },
        job.format,
        new Date(job.startedAt),
      ).catch((error: unknown) => {
        job.failed = { code: 'ExportFailed', message: String(error) };
        throw error;
      });
      status = 'Succeeded';
      percentComplete = 100;
    } else percentComplete = Math.min(99, percentComplete);
    return {
      id: job.id,
      createdDateTime: new Date(job.startedAt).toISOString(),
      lastActionDateTime: new Date(Math.min(now(), job.startedAt + job.durationMs)).toISOString(),
      reportId: job.reportId,
      reportName: REPORT_PAGES[job.reportId]?.title ?? job.report,
      status,
      percentComplete,
      resourceFileExtension: status === 'Succeeded' ? (job.format === 'PDF' ? '.pdf' : '.pptx') : null,
      expirationTime: new Date(job.startedAt + KEPT_MS).toISOString(),
      ...(job.failed ? { error: job.failed } : {}),
    };
  }

  return {
    start(options: {
      oid: string;
      report: ReportName;
      reportId: string;
      format: ExportFormat;
      view: ViewState;
      xrefs: number[];
    }): ExportAnswer {
      sweep();
      const job: Job = { ...options, id: randomUUID(), startedAt: now(), durationMs };
      jobs.set(job.id, job);
      return answerOf(job);
    },
    /** The job of `id` if it is this person's (another's reads as absent). */
    status(id: string, oid: string): ExportAnswer | undefined {
      const job = jobs.get(id);
      return job && job.oid === oid ? answerOf(job) : undefined;
    },
    async file(id: string, oid: string): Promise<{ bytes: Buffer; format: ExportFormat; name: string } | undefined> {
      const job = jobs.get(id);
      if (!job || job.oid !== oid || answerOf(job).status !== 'Succeeded' || !job.file) return undefined;
      const title = REPORT_PAGES[job.reportId]?.title ?? job.report;
      const name = `${title} - ${job.view.page}.${job.format === 'PDF' ? 'pdf' : 'pptx'}`;
      return { bytes: await job.file, format: job.format, name };
    },
    cancel(id: string, oid: string): boolean {
      const job = jobs.get(id);
      if (!job || job.oid !== oid) return false;
      jobs.delete(id);
      return true;
    },
  };
}
export type Exports = ReturnType<typeof createExports>;
