/**
 * A table as a file a person opens in a spreadsheet: CSV (RFC 4180, with a byte order mark so Excel
 * reads UTF-8) and an .xlsx workbook of one sheet with real dates and numbers and a frozen header.
 * What the contract register's and the audit trail's exports share.
 */
import { once } from 'node:events';
import { PassThrough } from 'node:stream';

export type Cell = string | number | Date | null;

export interface TableColumn<Key extends string = string> {
  key: Key;
  /** The header, in the person's language. */
  header: string;
  width?: number;
  /** Excel's number format of the column (`yyyy-mm-dd`, `#,##0.00`). */
  numFmt?: string;
}

/**
 * A text cell that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, return) is
 * written with a leading apostrophe: a vendor's name must not become a command in Excel.
 */
function safeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvField(value: Cell): string {
  if (value === null) return '';
  const text =
    value instanceof Date
      ? value.toISOString().slice(0, 10)
      : typeof value === 'number'
        ? String(value)
        : safeText(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV with a byte order mark, dates as `YYYY-MM-DD`. */
export function tableCsv<Key extends string>(
  columns: readonly TableColumn<Key>[],
  rows: readonly Record<Key, Cell>[],
): string {
  const lines = [columns.map((column) => csvField(column.header)).join(',')];
  for (const cells of rows) lines.push(columns.map((column) => csvField(cells[column.key])).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * An .xlsx workbook, written by exceljs's streaming writer (each row committed as it is added, no
 * shared strings, the zip's fastest compression): the whole-workbook writer took seconds for 5,000
 * rows, most of it building and compressing the model at the end (decision 085).
 */
export async function tableXlsx<Key extends string>(
  columns: readonly TableColumn<Key>[],
  rows: readonly Record<Key, Cell>[],
  { sheetName, rightToLeft }: { sheetName: string; rightToLeft: boolean },
): Promise<Uint8Array<ArrayBuffer>> {
  // exceljs (about 150 modules) is loaded with the first workbook, not with the server: most
  // processes never make one, and a module loaded stays in the heap the collector walks.
  const { default: ExcelJS } = await import('exceljs');
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = once(out, 'end');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
    zip: { zlib: { level: 1 } },
  });
  workbook.creator = 'Client portal';
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '), {
    views: [{ state: 'frozen', ySplit: 1, rightToLeft }],
  });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    key: column.key,
    width: column.width ?? 16,
    ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  // One style object per column, shared by its cells: exceljs gives every new cell a style object
  // of its own, and works out (and writes as XML, to compare) the style of each object it has not
  // seen, once per cell; a shared object is looked up once.
  const styles = columns.map((column) => ({ ...sheet.getColumn(column.key).style }));
  for (const cells of rows) {
    const added = sheet.addRow(
      columns.map((column) => {
        const value = cells[column.key];
        return typeof value === 'string' ? safeText(value) : value;
      }),
    );
    added.eachCell((cell, number) => {
      cell.style = styles[number - 1] ?? {};
    });
    added.commit();
  }
  sheet.commit();
  await workbook.commit();
  await ended;
  const whole = Buffer.concat(chunks);
  return new Uint8Array(whole.buffer.slice(whole.byteOffset, whole.byteOffset + whole.byteLength) as ArrayBuffer);
}
