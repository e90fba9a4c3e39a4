/**
 * Who may organise the library (decision 074), so nobody is offered what the library would
 * refuse (it still decides, with 403): staff anything, a client what they added, others nothing;
 * nobody changes the client's upload folder, and nothing is changed in another client's library
 * reached by a link.
 */
import type { FileItem } from './file-item.ts';

export type OrganiseRight = 'staff' | 'client' | 'none';

export interface Organiser {
  /** New folders, and the versions' restore. */
  mayOrganise: boolean;
  /** Rename, move and delete of this item. */
  mayChange(item: Pick<FileItem, 'id' | 'createdById'>): boolean;
}

export function organiserOf({
  right,
  foreignSite,
  userEmail,
  uploadFolderId,
}: {
  right: OrganiseRight;
  foreignSite: boolean;
  /** The person's e-mail, lower case: a client organises the items Graph says they created. */
  userEmail: string;
  uploadFolderId: string;
}): Organiser {
  const mayOrganise = !foreignSite && right !== 'none';
  return {
    mayOrganise,
    mayChange: (item) =>
      mayOrganise &&
      item.id !== uploadFolderId &&
      (right === 'staff' || (userEmail !== '' && item.createdById === userEmail)),
  };
}
