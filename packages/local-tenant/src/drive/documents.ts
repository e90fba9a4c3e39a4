/**
 * Small but valid documents for the seeded libraries: PDF (one page of text, correct xref table),
 * DOCX and XLSX (Office Open XML packages with the parts Word and Excel require) and CSV.
 */
import { writeZip } from './zip.ts';

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

/** PDF string literal in WinAnsi (Latin-1); other characters become `?`. */
function pdfString(text: string): string {
  const latin = [...text].map((c) => ((c.codePointAt(0) ?? 63) < 256 ? c : '?')).join('');
  return `(${latin.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[\r\n]/g, ' ')})`;
}

function pdfColour(hex: string): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) => (c / 255).toFixed(3)).join(' ');
}

function pdfDate(date: Date): string {
  return `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
}

/** A one-page US Letter PDF 1.4 with a coloured header, a title and lines of Helvetica text. */
export function pdfDocument(doc: DocumentText): Buffer {
  const content: string[] = [
    `${pdfColour(doc.accent ?? '#1e3a8a')} rg 0 712 612 80 re f`,
    'BT 1 1 1 rg /F1 22 Tf 56 740 Td',
    `${pdfString(doc.title)} Tj ET`,
  ];
  if (doc.subtitle) content.push('BT 1 1 1 rg /F2 11 Tf 56 722 Td', `${pdfString(doc.subtitle)} Tj ET`);
  content.push('BT 0.1 0.1 0.1 rg /F2 11 Tf 16 TL 56 670 Td');
  for (const line of doc.lines.slice(0, 38)) content.push(`${pdfString(line)} Tj T*`);
  content.push('ET', `BT 0.45 0.45 0.45 rg /F2 8 Tf 56 40 Td ${pdfString(`Prepared by ${doc.author}`)} Tj ET`);
  const stream = Buffer.from(content.join('\n'), 'latin1');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}\nendstream`,
    `<< /Title ${pdfString(doc.title)} /Author ${pdfString(doc.author)} /Producer (Local tenant) /CreationDate (${pdfDate(doc.created)}) >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
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
  return writeZip(
    [
      {
        name: '[Content_Types].xml',
        data: contentTypes({
          '/word/document.xml': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
        }),
      },
      { name: '_rels/.rels', data: packageRels('word/document.xml') },
      { name: 'docProps/core.xml', data: coreProperties(doc) },
      { name: 'word/document.xml', data: document },
    ],
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
  return writeZip(
    [
      {
        name: '[Content_Types].xml',
        data: contentTypes({
          '/xl/workbook.xml': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
          '/xl/worksheets/sheet1.xml': 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml',
          '/xl/styles.xml': 'application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml',
        }),
      },
      { name: '_rels/.rels', data: packageRels('xl/workbook.xml') },
      { name: 'docProps/core.xml', data: coreProperties(sheet) },
      { name: 'xl/workbook.xml', data: workbook },
      { name: 'xl/_rels/workbook.xml.rels', data: workbookRels },
      { name: 'xl/worksheets/sheet1.xml', data: worksheet },
      { name: 'xl/styles.xml', data: STYLES },
    ],
    sheet.created,
  );
}

/** RFC 4180 CSV (CRLF line ends, quotes where needed). */
export function csvDocument(rows: readonly (readonly Cell[])[]): Buffer {
  const cell = (value: Cell) => {
    const text = value === null ? '' : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return Buffer.from(`${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`, 'utf8');
}
