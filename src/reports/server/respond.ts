import type { APIContext } from 'astro';
import { type FeaturePermission, grantsFeature } from '../../auth/features.ts';
import { authRoles, hasPermission } from '../../auth/roles.ts';
import { apiError } from '../../server/http/api-error.ts';
import { REPORTS, type ReportName } from '../model.ts';
import type { ViewChange, ViewsScope } from './saved-views.ts';

/** The feature a report's screen is (docs/roles.md): its views are the feature's too. */
const REPORT_FEATURES: Partial<Record<ReportName, FeaturePermission>> = { InvoiceIntel: 'INVOICE_INTEL' };

/**
 * Who asks for which report's views, or the refusal (401 signed out, 404 no such report, 403 a
 * report the active client's record does not grant).
 */
export function viewsScopeOf({ locals, params }: APIContext): ViewsScope | { refused: Response } {
  if (!locals.session) return { refused: apiError(401, 'InvalidAuthenticationToken', locals.t('auth:errors.timeout')) };
  const report = REPORTS.find((name) => name === params['report']);
  if (!report) return { refused: apiError(404, 'reportNotFound', locals.t('reportViews:errors.reportNotFound')) };
  const feature = REPORT_FEATURES[report];
  if (feature && !grantsFeature(locals.roles, feature))
    return { refused: apiError(403, 'featureNotGranted', locals.t('common:errors.featureNotGranted')) };
  return {
    uid: locals.session.uid,
    staff: hasPermission(authRoles.staff, locals.roles),
    report: report satisfies ReportName,
    client: locals.activeClient?.hubspot_company_xref ?? 0,
  };
}

/** The refusal of a change that did not happen. */
export function refusalOf({ locals }: APIContext, change: Extract<ViewChange<unknown>, { ok: false }>): Response {
  switch (change.reason) {
    case 'forbidden':
      return apiError(403, 'sharedViewsForStaff', locals.t('reportViews:errors.forbidden'));
    case 'full':
      return apiError(409, 'tooManyViews', locals.t('reportViews:errors.full'));
    case 'notFound':
      return apiError(404, 'viewNotFound', locals.t('reportViews:errors.notFound'));
  }
}
