/** The portal's saved-views endpoints (docs/routes.md, decision 079), through the one portal API client. */
import { callPortalApi } from '../../services/portal-api.ts';
import type { ReportName } from '../model.ts';
import type { ReportViewsList, SavedView } from '../views.ts';

const base = (report: ReportName) => `/api/report-views/${report}`;

export const viewsApi = {
  list: (report: ReportName) => callPortalApi<ReportViewsList>('GET', base(report)),
  save: (report: ReportName, view: { name: string; state: string; page: string; shared: boolean }) =>
    callPortalApi<SavedView>('POST', base(report), view),
  rename: (report: ReportName, id: string, name: string) =>
    callPortalApi<SavedView>('PUT', `${base(report)}/${encodeURIComponent(id)}`, { name }),
  remove: (report: ReportName, id: string) =>
    callPortalApi<void>('DELETE', `${base(report)}/${encodeURIComponent(id)}`),
};
export type ViewsApi = typeof viewsApi;
