import { sequence } from 'astro:middleware';
import { guardRoutes } from './guard.ts';
import { pageHeaders } from './headers.ts';
import { personalise } from './personalise.ts';
import { readSignedInUser } from './session.ts';

/**
 * The request pipeline, one job per step; each sets what it owns on `Astro.locals` once (the
 * Starlight pattern), so pages read it instead of working it out again:
 * 1. who is signed in (session, roles, active client, MSAL settings),
 * 2. their language, direction, settings and preferences,
 * 3. who may open the route (a protected page redirects to /login before any HTML is rendered),
 * 4. the headers every response gets.
 */
export const onRequest = sequence(readSignedInUser, personalise, guardRoutes, pageHeaders);
