/**
 * The file manager state (docs/data.md) and file navigation (docs/behaviour.md), as pure transitions. The store applies
 * them; the island renders the result.
 */
import type { FileItem } from './file-item.ts';

export interface Crumb {
  name: string;
  parentId: string;
}

/** The client's document library and where in it the user is. */
export interface DocumentLibrary {
  siteId: string;
  rootParentId: string;
  currentParentId: string;
  previousParentId: string;
  /** Path of the current folder below the library root, e.g. `/Contracts/2024`; '' at Home. */
  filePath: string;
  hubspot: number;
  libraryUploadId: string;
}

export interface FileManagerState {
  processing: boolean;
  selectedItemId: string;
  selectedFileType: string;
  /** From Home (always first) to the current folder (last). */
  breadcrumbs: Crumb[];
  documentLibrary: DocumentLibrary;
}

/** The first crumb's name; the trail shows it in the user's language. */
export const HOME = 'Home';

export interface ClientLibrary {
  siteId: string;
  rootParentId: string;
  hubspot: number;
  libraryUploadId: string;
}

const pathOf = (breadcrumbs: readonly Crumb[]) =>
  breadcrumbs
    .slice(1)
    .map((crumb) => `/${crumb.name}`)
    .join('');

const unselected = { selectedItemId: '', selectedFileType: '' };

/** Setting a client resets the trail to Home (docs/behaviour.md). */
export function forClient(library: ClientLibrary): FileManagerState {
  return {
    processing: false,
    ...unselected,
    breadcrumbs: [{ name: HOME, parentId: library.rootParentId }],
    documentLibrary: {
      ...library,
      currentParentId: library.rootParentId,
      previousParentId: '',
      filePath: '',
    },
  };
}

function moveTo(state: FileManagerState, breadcrumbs: Crumb[]): FileManagerState {
  const current = breadcrumbs.at(-1) as Crumb;
  return {
    ...state,
    processing: true,
    ...unselected,
    breadcrumbs,
    documentLibrary: {
      ...state.documentLibrary,
      previousParentId: state.documentLibrary.currentParentId,
      currentParentId: current.parentId,
      filePath: pathOf(breadcrumbs),
    },
  };
}

/** Selecting a folder sets processing, appends it to the trail and makes it the current parent (docs/behaviour.md). */
export function openFolder(state: FileManagerState, folder: Pick<FileItem, 'id' | 'name'>): FileManagerState {
  return moveTo(state, [...state.breadcrumbs, { name: folder.name, parentId: folder.id }]);
}

/** Going back truncates the trail to the chosen crumb and makes it the current parent (docs/behaviour.md). */
export function goBack(state: FileManagerState, crumbIndex: number): FileManagerState {
  const index = Math.max(0, Math.min(crumbIndex, state.breadcrumbs.length - 1));
  return moveTo(state, state.breadcrumbs.slice(0, index + 1));
}

/** Reset parent returns to the root (docs/behaviour.md). */
export function resetParent(state: FileManagerState): FileManagerState {
  return moveTo(state, state.breadcrumbs.slice(0, 1));
}

/** A trail found again (after a reload), from Home down to the folder. */
export function withTrail(state: FileManagerState, trail: readonly Crumb[]): FileManagerState {
  return moveTo(state, [state.breadcrumbs[0] as Crumb, ...trail]);
}

export function select(state: FileManagerState, item: Pick<FileItem, 'id' | 'icon'> | undefined): FileManagerState {
  return item ? { ...state, selectedItemId: item.id, selectedFileType: item.icon } : { ...state, ...unselected };
}

export function loaded(state: FileManagerState): FileManagerState {
  return { ...state, processing: false };
}
