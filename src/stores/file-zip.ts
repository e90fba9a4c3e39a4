/**
 * The open library as the zip of a selection reads it (decision 087): folders listed, files
 * streamed. Loaded with the selection bar, not with the page.
 */
import { driveError, itemPath, listChildren } from '../file-manager/services/drive-client.ts';
import type { ZipSource } from '../file-manager/zip.ts';
import { openGraph } from './file-library.ts';

export function zipSource(): ZipSource | undefined {
  const open = openGraph();
  if (!open) return undefined;
  const { graph, siteId } = open;
  return {
    children: (folderId, signal) => listChildren(graph, siteId, folderId, signal ? { signal } : {}),
    // The body is left unread: the zip streams it through.
    content: async (item, signal) => {
      const response = await graph.get(`${itemPath(siteId, item.id)}/content`, signal ? { signal } : {});
      if (!response.ok) throw await driveError(response);
      return response;
    },
  };
}
