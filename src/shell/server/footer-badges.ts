import type { PortalEnvironment } from '../../server/config.ts';

/** Environment label of the footer (docs/constants.md: production shows PROD). */
export function environmentLabel(environment: PortalEnvironment): string {
  return environment === 'production' ? 'PROD' : environment.toUpperCase();
}

/** The database name defaults to 'Engage' when the lookup fails (docs/behaviour.md). */
export const DEFAULT_DB_NAME = 'Engage';
