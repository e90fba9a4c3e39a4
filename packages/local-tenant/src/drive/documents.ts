/**
 * Small but valid documents for the seeded libraries: PDF (pdf-lib: one page of text in the
 * standard Helvetica), DOCX and XLSX (the Office Open XML parts Word and Excel require, zipped by
 * fflate) and CSV. Deterministic: the same input gives the same bytes.
 */
import { zipSync } from 'fflate';

export interface DocumentText {
  title: string;
  /** Shown small above the title (e.g. the client's name). */
  subtitle?: string;
  lines: readonly string[];
  author: string;
  created: Date;
  /** Header band colour of the PDF, `#rrggbb`. */
  accent?: string;
}

// pdf-lib takes half a second to load: only a start that seeds a library needs it.
let pdfLib: Promise<typeof import('pdf-lib')> | undefined;

function rgbOf(hex: string, rgb: typeof import('pdf-lib')['rgb']) {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/** A one-page US Letter PDF with a coloured header, a title and lines of Helvetica text. */
export async function pdfDocument(doc: DocumentText): Promise<Buffer> {
  pdfLib ??= import('pdf-lib');
  const { PDFDocument, StandardFonts, rgb } = await pdfLib;
  // No metadata of pdf-lib's own (it would stamp the current time): the document's date instead.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const [bold, regular] = await Promise.all([
    pdf.embedFont(StandardFonts.HelveticaBold),
    pdf.embedFont(StandardFonts.Helvetica),
  ]);
  // The standard fonts know WinAnsi only: anything else shows as '?'.
  const known = new Set(regular.getCharacterSet());
  const text = (value: string) =>
    [...value.replace(/[\r\n]/g, ' ')].map((c) => (known.has(c.codePointAt(0) ?? 0) ? c : '?')).join('');
  const white = rgb(1, 1, 1);
  const page = pdf.addPage([612, 792]);
  page.drawRectangle({ x: 0, y: 712, width: 612, height: 80, color: rgbOf(doc.accent ?? '#1e3a8a', rgb) });
  page.drawText(text(doc.title), { x: 56, y: 740, size: 22, font: bold, color: white });
  if (doc.subtitle) page.drawText(text(doc.subtitle), { x: 56, y: 722, size: 11, font: regular, color: white });
  doc.lines.slice(0, 38).forEach((line, index) => {
    page.drawText(text(line), { x: 56, y: 670 - 16 * index, size: 11, font: regular, color: rgb(0.1, 0.1, 0.1) });
  });
  page.drawText(text(`Prepared by ${doc.author}`), {
    x: 56,
    y: 40,
    size: 8,
    font: regular,
    color: rgb(0.45, 0.45, 0.45),
  });
  pdf.setTitle(doc.title);
  pdf.setAuthor(doc.author);
  pdf.setProducer('Local tenant');
  pdf.setCreationDate(doc.created);
  pdf.setModificationDate(doc.created);
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/**
 * fflate stamps ZIP entries with a date's local time fields; giving it a date whose local fields
 * are `date`'s UTC fields keeps the bytes the same in every time zone.
 */
function zipTime(date: Date): Date {
  return new Date(
    date.getUTCFullYear(),
    date.getUTCMonth(),
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  );
}

/** An Office Open XML package: the parts in order, deflated, dated `modified`. */
function officePackage(parts: Record<string, string>, modified: Date): Buffer {
  const encoder = new TextEncoder();
  const files = Object.fromEntries(Object.entries(parts).map(([name, text]) => [name, encoder.encode(text)]));
  return Buffer.from(zipSync(files, { level: 6, mtime: zipTime(modified) }));
}

function xml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const CORE_TYPE = 'application/vnd.openxmlformats-package.core-properties+xml';

function contentTypes(overrides: Record<string, string>): string {
  const parts = Object.entries({ '/docProps/core.xml': CORE_TYPE, ...overrides })
    .map(([part, type]) => `<Override PartName="${part}" ContentType="${type}"/>`)
    .join('');
  return `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${parts}</Types>`;
}

function packageRels(mainPart: string): string {
  return `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${mainPart}"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`;
}

function coreProperties(doc: { title: string; author: string; created: Date }): string {
  const when = `${doc.created.toISOString().slice(0, 19)}Z`;
  return `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>${xml(doc.title)}</dc:title><dc:creator>${xml(doc.author)}</dc:creator><cp:lastModifiedBy>${xml(doc.author)}</cp:lastModifiedBy><dcterms:created xsi:type="dcterms:W3CDTF">${when}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${when}</dcterms:modified></cp:coreProperties>`;
}

function wordRun(text: string, props = ''): string {
  return `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${xml(text)}</w:t></w:r>`;
}

/** A Word document: a bold title, an optional subtitle, then one paragraph per line. */
export function docxDocument(doc: DocumentText): Buffer {
  const paragraphs = [
    `<w:p>${wordRun(doc.title, '<w:b/><w:sz w:val="36"/>')}</w:p>`,
    ...(doc.subtitle ? [`<w:p>${wordRun(doc.subtitle, '<w:i/><w:color w:val="555555"/>')}</w:p>`] : []),
    ...doc.lines.map((line) => `<w:p>${line ? wordRun(line) : ''}</w:p>`),
  ].join('');
  const document = `${XML_HEAD}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}<w:sectPr><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr></w:body></w:document>`;
  return officePackage(
    {
      '[Content_Types].xml': contentTypes({
        '/word/document.xml': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
      }),
      '_rels/.rels': packageRels('word/document.xml'),
      'docProps/core.xml': coreProperties(doc),
      'word/document.xml': document,
    },
    doc.created,
  );
}

export type Cell = string | number | null;

export interface SheetData {
  title: string;
  author: string;
  created: Date;
  sheetName: string;
  /** First row is the header (bold); numbers are written as numbers with two decimals when not integers. */
  rows: readonly (readonly Cell[])[];
}

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

const STYLES = `${XML_HEAD}<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="1"><numFmt numFmtId="164" formatCode="#,##0.00"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** An Excel workbook with one sheet (inline strings, a bold header row, money formatted). */
export function xlsxDocument(sheet: SheetData): Buffer {
  const rows = sheet.rows
    .map((row, r) => {
      const cells = row
        .map((value, c) => {
          const ref = `${columnName(c)}${r + 1}`;
          if (value === null || value === '') return '';
          if (typeof value === 'number') {
            const style = Number.isInteger(value) ? '' : ' s="2"';
            return `<c r="${ref}"${style}><v>${value}</v></c>`;
          }
          const style = r === 0 ? ' s="1"' : '';
          return `<c r="${ref}" t="inlineStr"${style}><is><t xml:space="preserve">${xml(value)}</t></is></c>`;
        })
        .join('');
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  const width = Math.max(1, ...sheet.rows.map((row) => row.length));
  const worksheet = `${XML_HEAD}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><cols><col min="1" max="${width}" width="22" customWidth="1"/></cols><sheetData>${rows}</sheetData></worksheet>`;
  const workbook = `${XML_HEAD}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xml(sheet.sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
  const workbookRels = `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;
  return officePackage(
    {
      '[Content_Types].xml': contentTypes({
        '/xl/workbook.xml': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
        '/xl/worksheets/sheet1.xml': 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml',
        '/xl/styles.xml': 'application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml',
      }),
      '_rels/.rels': packageRels('xl/workbook.xml'),
      'docProps/core.xml': coreProperties(sheet),
      'xl/workbook.xml': workbook,
      'xl/_rels/workbook.xml.rels': workbookRels,
      'xl/worksheets/sheet1.xml': worksheet,
      'xl/styles.xml': STYLES,
    },
    sheet.created,
  );
}

/** CSV as spreadsheets read it: CRLF line ends, fields quoted where they hold commas, quotes or line ends. */
export function csvDocument(rows: readonly (readonly Cell[])[]): Buffer {
  const cell = (value: Cell) => {
    const text = value === null ? '' : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return Buffer.from(`${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`, 'utf8');
}
