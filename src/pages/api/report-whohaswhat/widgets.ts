import type { APIRoute } from 'astro';
import { whoHasWhatWidgets } from '../../../content/load.ts';
import { validJson } from '../../../content/respond.ts';
import { lockerWidgetsSchema } from '../../../content/schemas/contract-locker.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/** Mock GET /api/report-whohaswhat/widgets: widget1 to widget9, same shape as the contract locker's. */
export const GET: APIRoute = async () => validJson(lockerWidgetsSchema, await whoHasWhatWidgets());

export const ALL = otherMethods({ GET });
