import type { APIRoute } from 'astro';
import { academy } from '../../../content/load.ts';
import { validJson } from '../../../content/respond.ts';
import { academyCategoriesSchema } from '../../../content/schemas/academy.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/** Mock GET /api/academy-app/categories */
export const GET: APIRoute = async () => validJson(academyCategoriesSchema, (await academy()).categories);

export const ALL = otherMethods({ GET });
