import type { PortalEnvironment } from '../../server/config.ts';

/** Environment label of the footer (spec §9: production shows PROD). */
export function environmentLabel(environment: PortalEnvironment): string {
  return environment === 'production' ? 'PROD' : environment.toUpperCase();
}

/** Spec §4: the database name defaults to 'Engage' when the lookup fails. */
export const DEFAULT_DB_NAME = 'Engage';
