import { describe, expect, it } from 'vitest';
import type { FileItem } from './file-item.ts';
import { saveZip, selectionSize, type ZipSource, zipEntries, zipLabel, zipName } from './zip.ts';

const item = (id: string, name: string, type: FileItem['type'], size = 0): FileItem =>
  ({ id, name, type, size, modified: '2026-11-20T10:00:00Z' }) as FileItem;

const tree: Record<string, FileItem[]> = {
  reports: [item('q1', 'Q1.txt', 'Document', 5), item('old', 'Old', 'Folder'), item('gen', 'General', 'Folder')],
  old: [item('o1', 'Draft.txt', 'Document', 3)],
};

function source(asked: string[] = []): ZipSource {
  return {
    children: async (folderId) => tree[folderId] ?? [],
    content: async (file) => {
      asked.push(file.name);
      return new Response(`<${file.name}>`);
    },
  };
}

describe('a selection as a zip', () => {
  it('is named after the folder, without characters a file name cannot hold', () => {
    expect(zipName('Q3 reports')).toBe('Q3 reports.zip');
    expect(zipName('a/b: c')).toBe('a b c.zip');
    expect(zipName('  ')).toBe('Documents.zip');
  });

  it('is named after the one folder chosen, else after the library, the count and the day', () => {
    const several = (count: number, day: string) => `Northwind – ${count} items – ${day}`;
    const day = new Date(2026, 11, 7, 23, 30);
    expect(zipLabel([{ name: 'Leases', type: 'Folder' }], several, day)).toBe('Leases');
    expect(zipLabel([{ name: 'a.pdf', type: 'Document' }], several, day)).toBe('Northwind – 1 items – 2026-12-07');
    expect(
      zipLabel(
        [
          { name: 'Leases', type: 'Folder' },
          { name: 'a.pdf', type: 'Document' },
        ],
        several,
        day,
      ),
    ).toBe('Northwind – 2 items – 2026-12-07');
  });

  it('walks folders, keeps their paths, and leaves the reserved folders out', async () => {
    const names: string[] = [];
    for await (const entry of zipEntries(
      [item('reports', 'Reports', 'Folder'), item('a', 'A.pdf', 'Document')],
      source(),
    ))
      names.push(entry.name);
    expect(names).toEqual(['Reports/', 'Reports/Q1.txt', 'Reports/Old/', 'Reports/Old/Draft.txt', 'A.pdf']);
  });

  it('asks for a file only when the zip is ready for it, one at a time', async () => {
    const asked: string[] = [];
    const entries = zipEntries([item('a', 'A.txt', 'Document'), item('b', 'B.txt', 'Document')], source(asked));
    await entries.next();
    expect(asked).toEqual(['A.txt']);
    await entries.next();
    expect(asked).toEqual(['A.txt', 'B.txt']);
  });

  it('counts the bytes the listing gives', () => {
    expect(selectionSize([item('a', 'A', 'Document', 7), item('f', 'F', 'Folder', 30)])).toBe(37);
  });

  it('streams a large selection to the file the person chose, a zip that holds every file', async () => {
    const written: Uint8Array[] = [];
    const scope = {
      showSaveFilePicker: async ({ suggestedName }: { suggestedName: string }) => {
        expect(suggestedName).toBe('Reports.zip');
        return {
          createWritable: async () =>
            new WritableStream<Uint8Array>({
              write: (chunk) => {
                written.push(chunk);
              },
            }),
        };
      },
    };
    const big = [item('reports', 'Reports', 'Folder', 64 * 1024 * 1024)];
    expect(await saveZip(big, 'Reports', source(), { scope })).toBe('saved');
    const zip = Buffer.concat(written);
    // Local file headers (PK\3\4) for two folders and two files, then the central directory's end.
    expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    expect(zip.toString('latin1')).toContain('Reports/Old/Draft.txt');
    expect(zip.toString('latin1')).toContain('<Draft.txt>');
    expect(zip.toString('latin1').split('PK\u0003\u0004')).toHaveLength(5);
  });

  it('says so when the person closes the save dialog', async () => {
    const scope = {
      showSaveFilePicker: async () => {
        throw new DOMException('The user aborted a request.', 'AbortError');
      },
    };
    const big = [item('x', 'X.bin', 'Document', 64 * 1024 * 1024)];
    expect(await saveZip(big, 'Reports', source(), { scope })).toBe('cancelled');
  });
});
