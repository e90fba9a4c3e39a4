import type { APIRoute } from 'astro';
import { searchItems } from '../../content/load.ts';
import { validJson } from '../../content/respond.ts';
import { searchByTitle, searchResponseSchema } from '../../content/schemas/search.ts';
import { otherMethods } from '../../server/http/methods.ts';

/** Mock GET /api/search?q= : titles matching q, ignoring case and accents, at most 10 (docs/behaviour.md). */
export const GET: APIRoute = async ({ url }) =>
  validJson(searchResponseSchema, searchByTitle(await searchItems(), url.searchParams.get('q') ?? ''));

export const ALL = otherMethods({ GET });
