import { describe, expect, it } from 'vitest';
import { makeFolder, readDrop } from './folder-drop.ts';
import { GRAPH_BASE as base, graphStandIn } from './graph-stand-in.ts';

/** A folder in a drop, as the browser's entries give it: its children a batch at a time. */
function folderEntry(name: string, children: FileSystemEntry[]): FileSystemEntry {
  const batches = [children.slice(0, 2), children.slice(2), []];
  return {
    name,
    isFile: false,
    isDirectory: true,
    createReader: () => ({ readEntries: (done: (entries: FileSystemEntry[]) => void) => done(batches.shift() ?? []) }),
  } as unknown as FileSystemEntry;
}
const fileEntry = (name: string) =>
  ({
    name,
    isFile: true,
    isDirectory: false,
    file: (done: (file: File) => void) => done(new File(['x'], name)),
  }) as unknown as FileSystemEntry;

describe('a dropped folder', () => {
  it('gives each file with the folders it sits in, however many the browser reads at once', async () => {
    const files = await readDrop(
      [
        folderEntry('Reports', [fileEntry('a.pdf'), folderEntry('2025', [fileEntry('b.pdf')]), fileEntry('c.pdf')]),
        fileEntry('alone.txt'),
      ],
      [],
    );
    expect(files.map(({ file, folders }) => [...folders, file?.name].join('/'))).toEqual([
      'Reports/a.pdf',
      'Reports/2025/b.pdf',
      'Reports/c.pdf',
      'alone.txt',
    ]);
  });

  it('gives the empty folders too, each with its path, so they are made as well', async () => {
    const dropped = await readDrop(
      [
        folderEntry('Board', [folderEntry('Drafts', []), folderEntry('2025', [folderEntry('Q1', [])])]),
        folderEntry('Blank', []),
      ],
      [],
    );
    expect(dropped).toEqual([
      { folders: ['Board', 'Drafts'] },
      { folders: ['Board', '2025', 'Q1'] },
      { folders: ['Blank'] },
    ]);
  });

  it('takes the plain files when the browser gives no entries', async () => {
    const file = new File(['x'], 'plain.txt');
    expect(await readDrop([null], [file])).toEqual([{ file, folders: [] }]);
  });
});

describe('the folders of a drop in the library', () => {
  function graphWith(answers: Record<string, Response>) {
    const calls: string[] = [];
    const graph = graphStandIn(({ method, url }) => {
      const call = `${method} ${decodeURIComponent(url.href.replace(base, ''))}`;
      calls.push(call);
      return answers[call]?.clone() ?? new Response(null, { status: 500 });
    });
    return { graph, calls };
  }

  it('makes a folder as Graph makes one', async () => {
    const { graph, calls } = graphWith({
      'POST /sites/s/drive/items/UP/children': Response.json(
        { id: 'NEW', name: 'Reports', folder: {} },
        { status: 201 },
      ),
    });
    expect(await makeFolder(graph, 's', 'UP', 'Reports')).toBe('NEW');
    expect(calls).toEqual(['POST /sites/s/drive/items/UP/children']);
  });

  it('fills the folder of that name when it is there already (409)', async () => {
    const taken = Response.json({ error: { code: 'nameAlreadyExists', message: 'taken' } }, { status: 409 });
    const { graph, calls } = graphWith({
      'POST /sites/s/drive/items/UP/children': taken,
      'GET /sites/s/drive/items/UP:/Reports': Response.json({ id: 'OLD', name: 'Reports', folder: {} }),
    });
    expect(await makeFolder(graph, 's', 'UP', 'Reports')).toBe('OLD');
    expect(calls).toEqual(['POST /sites/s/drive/items/UP/children', 'GET /sites/s/drive/items/UP:/Reports']);
  });

  it('refuses when a file holds the name', async () => {
    const { graph } = graphWith({
      'POST /sites/s/drive/items/UP/children': Response.json(
        { error: { code: 'nameAlreadyExists', message: 'taken' } },
        { status: 409 },
      ),
      'GET /sites/s/drive/items/UP:/Reports': Response.json({ id: 'F', name: 'Reports', file: {} }),
    });
    await expect(makeFolder(graph, 's', 'UP', 'Reports')).rejects.toMatchObject({ status: 409 });
  });
});
