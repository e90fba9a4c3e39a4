import type { APIRoute } from 'astro';
import data from '../../../content/quick-panel/data.json';
import { otherMethods } from '../../../server/http/methods.ts';
import { quickPanelContentSchema } from '../../../shell/quick-panel.ts';

// Parsed once when the module loads: a content file that breaks the schema fails loudly.
const content = quickPanelContentSchema.parse(data);

/** GET: the quick panel's events and notes (a mock endpoint of docs/calls.md), in the request's language. */
export const GET: APIRoute = ({ locals }) =>
  Response.json(content[locals.locale], { headers: { 'Cache-Control': 'private, max-age=60', Vary: 'Cookie' } });

export const ALL = otherMethods({ GET });
