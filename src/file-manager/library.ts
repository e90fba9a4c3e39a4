/**
 * Which document library the file manager opens: the active client's, or the site a link names
 * (`?site=`). A site of another of the user's clients opens with that client's folders; any other
 * site is tried as it is, so Graph answers (403 when the user holds no privilege on it).
 */
import { activeClientOf } from '../clients/client.ts';
import type { ClientLibrary } from './state.ts';

export interface LibraryClient {
  id: string;
  hubspot_company_xref: number;
  siteID: string;
  parentID: string;
  LibraryUploadID: string;
}

export function libraryOf(client: LibraryClient): ClientLibrary {
  return {
    siteId: client.siteID,
    rootParentId: client.parentID,
    hubspot: client.hubspot_company_xref,
    libraryUploadId: client.LibraryUploadID,
  };
}

export function chooseLibrary(
  clients: readonly LibraryClient[],
  activeClientId: string | null,
  requestedSite: string,
): { library: ClientLibrary | null; foreignSite: boolean } {
  const active = activeClientOf(clients, activeClientId);
  if (!requestedSite || requestedSite === active?.siteID)
    return { library: active?.siteID ? libraryOf(active) : null, foreignSite: false };
  const other = clients.find((client) => client.siteID === requestedSite);
  return {
    library: other ? libraryOf(other) : { siteId: requestedSite, rootParentId: '', hubspot: 0, libraryUploadId: '' },
    foreignSite: true,
  };
}
