import { type NavigationPart, navigationPartPath } from '../navigation/parts.ts';

/** GET /shell/navigation/<part>: the part's HTML for this page, or an error when the portal refuses. */
export async function fetchNavigationPart(part: NavigationPart, pathname: string): Promise<string> {
  const response = await fetch(navigationPartPath(part, pathname), { headers: { Accept: 'text/html' } });
  if (!response.ok) throw new Error(`The navigation's ${part} could not be loaded (HTTP ${response.status})`);
  return response.text();
}
