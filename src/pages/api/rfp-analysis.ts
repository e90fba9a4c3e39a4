import type { APIRoute } from 'astro';
import { rfpRows } from '../../content/load.ts';
import { validJson } from '../../content/respond.ts';
import { rfpAnalysisSchema } from '../../content/schemas/rfp.ts';
import { otherMethods } from '../../server/http/methods.ts';

/** Mock GET /api/rfp-analysis: the 315 rows of the vendor comparison. */
export const GET: APIRoute = async () => validJson(rfpAnalysisSchema, await rfpRows());

export const ALL = otherMethods({ GET });
