import type { APIRoute } from 'astro';
import { contractLockerWidgets } from '../../../content/load.ts';
import { validJson } from '../../../content/respond.ts';
import { lockerWidgetsSchema } from '../../../content/schemas/contract-locker.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/** Mock GET /api/contract-locker-app/widgets: widget1 to widget9. */
export const GET: APIRoute = async () => validJson(lockerWidgetsSchema, await contractLockerWidgets());

export const ALL = otherMethods({ GET });
