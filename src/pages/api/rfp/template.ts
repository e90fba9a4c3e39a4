import type { APIRoute } from 'astro';
import { templateWorkbook } from '../../../rfp/events/server/questionnaire-workbook.ts';
import { apiError } from '../../../server/http/api-error.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/** GET: the questionnaire template to fill in and import (any signed-in person may read it). */
export const GET: APIRoute = async ({ locals }) => {
  if (!locals.session) return apiError(401, 'InvalidAuthenticationToken', locals.t('auth:errors.timeout'));
  return new Response(new Uint8Array(await templateWorkbook()), {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': 'attachment; filename="rfp-questionnaire-template.xlsx"',
      'Cache-Control': 'private, no-store',
    },
  });
};

export const ALL = otherMethods({ GET });
