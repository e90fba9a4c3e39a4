import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { strFromU8, unzipSync } from 'fflate';
import { decode as decodeJpeg } from 'jpeg-js';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedClients } from '../seed.ts';
import { docxDocument, pdfDocument, xlsxDocument } from './documents.ts';
import { itemIdOf, siteKeyOf } from './ids.ts';
import { chartPng, encodeJpeg, imageSize, photoJpeg, thumbnailPng } from './images.ts';
import { LARGE_FOLDER_PATH, seedLargeFolder } from './large-folder.ts';
import { quickXorHash } from './quickxor.ts';
import { planLibrary } from './seed-tree.ts';
import { driveRootOf, ensureSeeded, isValidName } from './store.ts';

/** The seeding day of the contracts: fixed, so two seedings on either side of midnight agree. */
const TODAY = '2026-11-26';

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

async function expectValidPdf(bytes: Buffer) {
  const pdf = await PDFDocument.load(bytes, { throwOnInvalidObject: true, updateMetadata: false });
  expect(pdf.getPageCount()).toBe(1);
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

/** The parts of a ZIP file, as text. */
function unzipText(bytes: Buffer): Map<string, string> {
  return new Map(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]));
}

function expectOfficePackage(bytes: Buffer, mainPart: string) {
  const parts = unzipText(bytes);
  expect(parts.has('[Content_Types].xml')).toBe(true);
  expect(parts.has('_rels/.rels')).toBe(true);
  expect(parts.has(mainPart)).toBe(true);
  expect(parts.get('[Content_Types].xml')).toContain(`PartName="/${mainPart}"`);
  for (const [name, data] of parts)
    if (name.endsWith('.xml') || name.endsWith('.rels')) expect(data).toMatch(/^<\?xml /);
}

/** The text a PDF shows: pdf-lib writes it as hex strings in deflated content streams. */
function pdfText(bytes: Buffer): string {
  const streams = [...bytes.toString('latin1').matchAll(/stream\n([\s\S]*?)\nendstream/g)];
  const content = streams.map((match) => {
    try {
      return inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      return '';
    }
  });
  return [...content.join('\n').matchAll(/<([0-9A-F]+)> Tj/g)]
    .map((match) => Buffer.from(match[1] ?? '', 'hex').toString('latin1'))
    .join('\n');
}

describe('seeded libraries', () => {
  let first: string;
  let second: string;
  // Six libraries of PDFs and Office files: a while on a machine shared with other suites.
  beforeAll(async () => {
    [first, second] = await Promise.all([tempDir(), tempDir()]);
    for (const dir of [first, second]) for (const client of seedClients) await ensureSeeded(dir, client, TODAY);
  }, 60_000);

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

  it('have 40 to 200 items, nested 2 to 4 levels, with the reserved folders and the logo', async () => {
    for (const client of seedClients) {
      const items = await tree(driveRootOf(first, client.siteID));
      expect(items.size).toBeGreaterThanOrEqual(40);
      expect(items.size).toBeLessThanOrEqual(200);
      const depth = Math.max(...[...items.keys()].map((rel) => rel.split('/').length));
      expect(depth).toBeGreaterThanOrEqual(3);
      expect(depth).toBeLessThanOrEqual(5);
      for (const folder of ['General', 'CONTRACT_LOCKER', 'INVOICE_INTEL', 'PORTAL/assets/logo', 'Uploads'])
        expect(items.get(folder)).toBe('folder');
      const logo = items.get(`PORTAL/assets/logo/${client.logo_path}`);
      expect(logo instanceof Buffer && PNG.sync.read(logo).width).toBe(256);
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
        if (extension === 'pdf') await expectValidPdf(data);
        else if (extension === 'docx') expectOfficePackage(data, 'word/document.xml');
        else if (extension === 'xlsx') expectOfficePackage(data, 'xl/workbook.xml');
        else if (extension === 'png') expect(PNG.sync.read(data).width).toBeGreaterThan(0);
        else if (extension === 'jpg') {
          expect(imageSize(data)).toEqual({ width: 320, height: 240 });
          expect(decodeJpeg(data, { useTArray: true }).width).toBe(320);
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

  it('plans unique paths without touching the disk, the same twice', async () => {
    for (const each of seedClients) {
      const paths = (await planLibrary(each, TODAY)).map((item) => item.path);
      expect(new Set(paths).size).toBe(paths.length);
    }
    const client = seedClients[2];
    if (!client) throw new Error('no client');
    const plan = async () =>
      (await planLibrary(client, TODAY)).map((item) => [item.path, item.modified.toISOString(), item.data?.length]);
    expect(await plan()).toEqual(await plan());
  });
});

describe('large folder', () => {
  it('writes the files once and completes an interrupted run', async () => {
    const dir = await tempDir();
    const site = seedClients[0]?.siteID ?? '';
    const { written, folder } = await seedLargeFolder(dir, site, 2000);
    expect(written).toBe(2000);
    expect(folder).toBe(path.join(driveRootOf(dir, site), ...LARGE_FOLDER_PATH.split('/')));
    const names = await readdir(folder);
    expect(names).toHaveLength(2000);
    expect(names).toContain('Item 00025.pdf');
    // The rest of the library was seeded first.
    expect(await readdir(driveRootOf(dir, site))).toContain('PORTAL');

    await rm(path.join(folder, 'Item 00007.csv'));
    expect((await seedLargeFolder(dir, site, 2000)).written).toBe(1);
    expect((await seedLargeFolder(dir, site, 2000)).written).toBe(0);
  });
});

describe('building blocks', () => {
  it('writes documents with the text in them', async () => {
    const doc = {
      title: 'Title (1)',
      author: 'Ada',
      created: new Date(Date.UTC(2025, 0, 1)),
      lines: ['Line & <one> €✓'],
    };
    const pdf = await pdfDocument(doc);
    await expectValidPdf(pdf);
    const loaded = await PDFDocument.load(pdf, { updateMetadata: false });
    expect([loaded.getTitle(), loaded.getAuthor()]).toEqual(['Title (1)', 'Ada']);
    expect(loaded.getCreationDate()?.toISOString()).toBe('2025-01-01T00:00:00.000Z');
    // The standard font's WinAnsi has the euro sign (0x80), not the check mark.
    expect(pdfText(pdf).split('\n')).toEqual(['Title (1)', 'Line & <one> \x80?', 'Prepared by Ada']);
    expect(await pdfDocument(doc)).toEqual(pdf);
    const docx = unzipText(docxDocument(doc));
    expect(docx.get('word/document.xml')).toContain('Line &amp; &lt;one&gt;');
    const xlsx = unzipText(
      xlsxDocument({
        ...doc,
        sheetName: 'S',
        rows: [
          ['Name', 'Amount'],
          ['x', 12.5],
        ],
      }),
    );
    const sheet = xlsx.get('xl/worksheets/sheet1.xml') ?? '';
    expect(sheet).toContain('<c r="B2" s="2"><v>12.5</v></c>');
    expect(sheet).toContain('<t xml:space="preserve">Name</t>');
  });

  it('zips Office documents to the same bytes in every time zone', () => {
    const doc = { title: 'T', author: 'A', created: new Date(Date.UTC(2025, 5, 1, 12, 34, 56)), lines: ['x'] };
    const zone = process.env['TZ'];
    try {
      process.env['TZ'] = 'UTC';
      const utc = docxDocument(doc);
      process.env['TZ'] = 'Pacific/Kiritimati';
      expect(docxDocument(doc)).toEqual(utc);
    } finally {
      if (zone === undefined) delete process.env['TZ'];
      else process.env['TZ'] = zone;
    }
  });

  it('encodes JPEGs that decode to the picture', () => {
    const jpeg = encodeJpeg(20, 12, (x) => [x * 10, 100, 200]);
    expect(imageSize(jpeg)).toEqual({ width: 20, height: 12 });
    const { data } = decodeJpeg(jpeg, { useTArray: true, formatAsRGBA: true });
    // Lossy, but close: pixel (10, 6) was (100, 100, 200).
    const at = (6 * 20 + 10) * 4;
    for (const [index, expected] of [100, 100, 200].entries())
      expect(Math.abs((data[at + index] ?? 0) - expected)).toBeLessThan(12);
  });

  it('makes PNG thumbnails of PNG and JPEG pictures at the asked size', async () => {
    for (const [bytes, type] of [
      [chartPng([0.5, 1], '#1d4ed8'), 'image/png'],
      [photoJpeg('#1d4ed8', 1), 'image/jpeg'],
    ] as const) {
      const thumbnail = await thumbnailPng(bytes, type, { width: 96, height: 64 });
      const decoded = PNG.sync.read(thumbnail ?? Buffer.alloc(0));
      expect([decoded.width, decoded.height]).toEqual([96, 64]);
    }
    expect(await thumbnailPng(Buffer.from('not a picture'), 'image/png', { width: 9, height: 9 })).toBeUndefined();
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
