import type { Table } from '../export.ts';

/**
 * The evaluation as an .xlsx workbook, one sheet per view (answers, totals, weights, history),
 * ("History" is a name Excel keeps for itself: the changes' sheet is called otherwise) with values rather than formulas: the file reads the same in Excel, LibreOffice and Numbers,
 * and a figure cannot change from the portal's when a reader sorts or edits a sheet.
 */
export async function workbookOf(
  tables: readonly Table[],
  sheetName: (table: Table) => string,
  rtl: boolean,
): Promise<Buffer> {
  // Loaded with the first workbook, not with the server (see server/table-export.ts).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Client Portal';
  for (const table of tables) {
    const sheet = workbook.addWorksheet(sheetName(table).slice(0, 31), {
      views: [{ state: 'frozen', ySplit: 1, rightToLeft: rtl }],
    });
    sheet.addRow(table.header).font = { bold: true };
    // Answers are text: a vendor's "=…" must not become a formula.
    for (const row of table.rows)
      sheet.addRow(row.map((cell) => (typeof cell === 'string' && /^[=+\-@]/.test(cell) ? `'${cell}` : cell)));
    sheet.columns.forEach((column, index) => {
      const longest = Math.max(
        ...[table.header, ...table.rows.slice(0, 400)].map((row) => String(row[index] ?? '').length),
      );
      column.width = Math.min(60, Math.max(8, longest + 2));
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
