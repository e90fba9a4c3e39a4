import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../png.ts';
import { seedClients } from '../seed.ts';
import { docxDocument, pdfDocument, xlsxDocument } from './documents.ts';
import { itemIdOf, siteKeyOf } from './ids.ts';
import { decodePng, encodeJpeg, imageSize } from './images.ts';
import { LARGE_FOLDER_PATH, seedLargeFolder } from './large-folder.ts';
import { quickXorHash } from './quickxor.ts';
import { planLibrary } from './seed-tree.ts';
import { driveRootOf, ensureSeeded, isValidName } from './store.ts';
import { readZip, writeZip } from './zip.ts';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'drive-files-'));
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Every file under `root` (relative path → bytes) and every folder. */
async function tree(root: string): Promise<Map<string, Buffer | 'folder'>> {
  const found = new Map<string, Buffer | 'folder'>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const rel = path.relative(root, full).split(path.sep).join('/');
    found.set(rel, entry.isDirectory() ? 'folder' : await readFile(full));
  }
  return found;
}

function expectValidPdf(bytes: Buffer) {
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-1.')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  // The xref table points at each object.
  const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  offsets.forEach((offset, index) => {
    expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true);
  });
}

function expectOfficePackage(bytes: Buffer, mainPart: string) {
  const parts = readZip(bytes);
  expect(parts.has('[Content_Types].xml')).toBe(true);
  expect(parts.has('_rels/.rels')).toBe(true);
  expect(parts.has(mainPart)).toBe(true);
  expect(parts.get('[Content_Types].xml')?.toString()).toContain(`PartName="/${mainPart}"`);
  for (const [name, data] of parts)
    if (name.endsWith('.xml') || name.endsWith('.rels')) expect(data.toString()).toMatch(/^<\?xml /);
}

describe('seeded libraries', () => {
  let first: string;
  let second: string;
  beforeAll(async () => {
    [first, second] = await Promise.all([tempDir(), tempDir()]);
    for (const dir of [first, second]) for (const client of seedClients) await ensureSeeded(dir, client);
  });

  it('are deterministic: same paths, bytes and dates for the same client', async () => {
    for (const client of seedClients) {
      const a = driveRootOf(first, client.siteID);
      const b = driveRootOf(second, client.siteID);
      const [treeA, treeB] = await Promise.all([tree(a), tree(b)]);
      expect([...treeA.keys()].sort()).toEqual([...treeB.keys()].sort());
      for (const [rel, data] of treeA) {
        const other = treeB.get(rel);
        if (data === 'folder') expect(other).toBe('folder');
        else expect(Buffer.compare(data, other as Buffer), rel).toBe(0);
        expect((await stat(path.join(a, rel))).mtimeMs).toBe((await stat(path.join(b, rel))).mtimeMs);
      }
    }
  });

  it('have 40 to 120 items, nested 2 to 4 levels, with the reserved folders and the logo', async () => {
    for (const client of seedClients) {
      const items = await tree(driveRootOf(first, client.siteID));
      expect(items.size).toBeGreaterThanOrEqual(40);
      expect(items.size).toBeLessThanOrEqual(120);
      const depth = Math.max(...[...items.keys()].map((rel) => rel.split('/').length));
      expect(depth).toBeGreaterThanOrEqual(3);
      expect(depth).toBeLessThanOrEqual(5);
      for (const folder of ['General', 'CONTRACT_LOCKER', 'INVOICE_INTEL', 'PORTAL/assets/logo', 'Uploads'])
        expect(items.get(folder)).toBe('folder');
      const logo = items.get(`PORTAL/assets/logo/${client.logo_path}`);
      expect(logo instanceof Buffer && decodePng(logo)?.width).toBe(256);
    }
    const fabrikam = await tree(driveRootOf(first, seedClients[1]?.siteID ?? ''));
    const northwind = await tree(driveRootOf(first, seedClients[0]?.siteID ?? ''));
    expect(fabrikam.size).toBeLessThan(northwind.size);
  });

  it('hold valid PDF, DOCX, XLSX, PNG, JPEG and CSV files', async () => {
    const kinds = new Set<string>();
    for (const client of seedClients) {
      for (const [rel, data] of await tree(driveRootOf(first, client.siteID))) {
        if (data === 'folder') continue;
        const extension = rel.slice(rel.lastIndexOf('.') + 1);
        kinds.add(extension);
        if (extension === 'pdf') expectValidPdf(data);
        else if (extension === 'docx') expectOfficePackage(data, 'word/document.xml');
        else if (extension === 'xlsx') expectOfficePackage(data, 'xl/workbook.xml');
        else if (extension === 'png') expect(decodePng(data)).toBeDefined();
        else if (extension === 'jpg') {
          expect([...data.subarray(0, 2)]).toEqual([0xff, 0xd8]);
          expect([...data.subarray(-2)]).toEqual([0xff, 0xd9]);
          expect(imageSize(data)).toEqual({ width: 320, height: 240 });
        } else if (extension === 'csv') expect(data.toString()).toMatch(/^[a-z_]+(,[a-z_]+)+\r\n/);
        else throw new Error(`Unexpected file ${rel}`);
      }
    }
    expect([...kinds].sort()).toEqual(['csv', 'docx', 'jpg', 'pdf', 'png', 'xlsx']);
  });

  it('leaves an existing library alone', async () => {
    const client = seedClients[0];
    if (!client) throw new Error('no client');
    expect(await ensureSeeded(first, client)).toBe(false);
  });

  it('plans unique paths without touching the disk, the same twice', () => {
    for (const each of seedClients) {
      const paths = planLibrary(each).map((item) => item.path);
      expect(new Set(paths).size).toBe(paths.length);
    }
    const client = seedClients[2];
    if (!client) throw new Error('no client');
    const a = planLibrary(client).map((item) => [item.path, item.modified.toISOString(), item.data?.length]);
    const b = planLibrary(client).map((item) => [item.path, item.modified.toISOString(), item.data?.length]);
    expect(a).toEqual(b);
  });
});

describe('large folder', () => {
  it('writes the files once, quickly, and completes an interrupted run', async () => {
    const dir = await tempDir();
    const site = seedClients[0]?.siteID ?? '';
    const started = Date.now();
    const { written, folder } = await seedLargeFolder(dir, site, 2000);
    expect(written).toBe(2000);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(folder).toBe(path.join(driveRootOf(dir, site), ...LARGE_FOLDER_PATH.split('/')));
    const names = await readdir(folder);
    expect(names).toHaveLength(2000);
    expect(names).toContain('Item 00025.pdf');
    // The rest of the library was seeded first.
    expect(await readdir(driveRootOf(dir, site))).toContain('PORTAL');

    await rm(path.join(folder, 'Item 00007.csv'));
    expect((await seedLargeFolder(dir, site, 2000)).written).toBe(1);
    expect((await seedLargeFolder(dir, site, 2000)).written).toBe(0);
    // Vitest's default 5 s would fail on a busy shared machine before the 10 s above is reached.
  }, 30_000);
});

describe('building blocks', () => {
  it('writes ZIPs that read back, with CRCs checked', () => {
    const zip = writeZip(
      [
        { name: 'a.txt', data: 'hello '.repeat(100) },
        { name: 'ünï/b.bin', data: Buffer.from([1, 2, 3]) },
      ],
      new Date(Date.UTC(2025, 5, 1, 12, 0, 0)),
    );
    const parts = readZip(zip);
    expect(parts.get('a.txt')?.toString()).toBe('hello '.repeat(100));
    expect([...(parts.get('ünï/b.bin') ?? [])]).toEqual([1, 2, 3]);
    const broken = Buffer.from(zip);
    broken[40] = (broken[40] ?? 0) ^ 0xff;
    expect(() => readZip(broken)).toThrow();
  });

  it('writes documents with the text in them', () => {
    const doc = { title: 'Title (1)', author: 'Ada', created: new Date(Date.UTC(2025, 0, 1)), lines: ['Line & <one>'] };
    const pdf = pdfDocument(doc);
    expectValidPdf(pdf);
    expect(pdf.toString('latin1')).toContain('(Title \\(1\\)) Tj');
    const docx = readZip(docxDocument(doc));
    expect(docx.get('word/document.xml')?.toString()).toContain('Line &amp; &lt;one&gt;');
    const xlsx = readZip(
      xlsxDocument({
        ...doc,
        sheetName: 'S',
        rows: [
          ['Name', 'Amount'],
          ['x', 12.5],
        ],
      }),
    );
    const sheet = xlsx.get('xl/worksheets/sheet1.xml')?.toString() ?? '';
    expect(sheet).toContain('<c r="B2" s="2"><v>12.5</v></c>');
    expect(sheet).toContain('<t xml:space="preserve">Name</t>');
  });

  it('encodes baseline JPEGs with correct markers and size', () => {
    const jpeg = encodeJpeg(20, 12, (x) => [x * 10, 100, 200]);
    expect(imageSize(jpeg)).toEqual({ width: 20, height: 12 });
    expect(jpeg.includes(Buffer.from([0xff, 0xc4]))).toBe(true);
  });

  it('decodes PNGs with every filter type', () => {
    const width = 5;
    const height = 5;
    const colour = (x: number, y: number): [number, number, number] => [x * 50, y * 40, (x * y * 13) % 256];
    const png = encodePng(width, height, colour);
    // Re-encode the rows with filters 0 (none), 1 (sub), 2 (up), 3 (average), 4 (Paeth).
    const stride = width * 3;
    const pixels = (x: number, y: number, c: number) => (x < 0 || y < 0 ? 0 : (colour(x, y)[c] ?? 0));
    const raw = Buffer.alloc((stride + 1) * height);
    for (let y = 0; y < height; y++) {
      raw[y * (stride + 1)] = y;
      for (let x = 0; x < width; x++)
        for (let c = 0; c < 3; c++) {
          const [value, a, b, d] = [pixels(x, y, c), pixels(x - 1, y, c), pixels(x, y - 1, c), pixels(x - 1, y - 1, c)];
          const p = a + b - d;
          const paeth =
            Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - d)
              ? a
              : Math.abs(p - b) <= Math.abs(p - d)
                ? b
                : d;
          const predictor = [0, a, b, (a + b) >> 1, paeth][y] ?? 0;
          raw[y * (stride + 1) + 1 + x * 3 + c] = (value - predictor) & 255;
        }
    }
    const data = deflateSync(raw);
    const chunk = Buffer.alloc(12 + data.length);
    chunk.writeUInt32BE(data.length, 0);
    chunk.write('IDAT', 4, 'latin1');
    data.copy(chunk, 8);
    chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
    const idat = png.indexOf('IDAT') - 4;
    const filtered = Buffer.concat([png.subarray(0, idat), chunk, png.subarray(idat + 12 + png.readUInt32BE(idat))]);
    const decoded = decodePng(filtered);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) expect(decoded?.pixel(x, y)).toEqual(colour(x, y));
  });

  it('computes QuickXorHash like OneDrive (rclone test vectors)', () => {
    const vectors: [string, string][] = [
      ['', 'AAAAAAAAAAAAAAAAAAAAAAAAAAA='],
      ['Sg==', 'SgAAAAAAAAAAAAAAAQAAAAAAAAA='],
      ['2fuxhBJXtpWFe8dOfdGeHw==', 'O9tHLAghgSvYohKFyMMxnNCHaHg='],
      ['N9abi3qy/mC1THZuVLHPpx7SgwtLOA==', '1KTYttCBEen8Hwy1doId3ECFWDw='],
    ];
    for (const [input, hash] of vectors) expect(quickXorHash(Buffer.from(input, 'base64'))).toBe(hash);
  });

  it('derives item ids: 32 upper-case characters, no hyphens, stable, distinct per site', () => {
    const key = siteKeyOf(seedClients[0]?.siteID ?? '');
    expect(key).toMatch(/^[A-Za-z0-9._-]+$/);
    const id = itemIdOf(key, 'Contracts/2025');
    expect(id).toMatch(/^01[A-Z2-7]{30}$/);
    expect(itemIdOf(key, 'Contracts/2025')).toBe(id);
    expect(itemIdOf(siteKeyOf(seedClients[1]?.siteID ?? ''), 'Contracts/2025')).not.toBe(id);
  });

  it('refuses names SharePoint refuses', () => {
    for (const name of ['', '.', '..', 'a/b', 'a\\b', 'a:b', 'a*b', ' lead', 'trail ', 'nul\u0000'])
      expect(isValidName(name)).toBe(false);
    for (const name of ['Report.pdf', 'Ünïcödé – 2026.docx', '#1 plan.xlsx']) expect(isValidName(name)).toBe(true);
  });
});
