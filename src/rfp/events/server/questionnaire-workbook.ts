import type { CellValue } from 'exceljs';
import { type AnswerType, answerTypes, LIMITS, type Question } from '../event.ts';

/**
 * A questionnaire read from an Excel workbook: its first sheet, under a heading row naming the
 * columns. Row, Section and Question are needed; SecNum, SecSub, Subsection, Type and Choices are
 * read when present (the analysis rows' layout: Row, SecNum, SecSub, Section, Subsection, Question);
 * every other column is one vendor's answers given offline, headed by the vendor's name.
 */
export interface ReadQuestionnaire {
  questions: Question[];
  /** Vendor columns, in the sheet's order. */
  vendors: string[];
  /** Vendor → question id → answer. */
  answers: Record<string, Record<string, string>>;
  problems: WorkbookProblem[];
}

/** What is wrong, and where (the sheet's row; 0 for the workbook as a whole). */
export type WorkbookProblem =
  | { line: number; code: 'notAWorkbook' | 'noHeading' | 'noQuestions' }
  | { line: number; code: 'missingColumn'; column: string }
  | { line: number; code: 'tooMany'; limit: number; what: 'questions' | 'vendors' }
  | { line: number; code: 'noQuestion' | 'noSection' | 'badRow' | 'badSecSub' }
  | { line: number; code: 'duplicateRow'; row: number; first: number }
  | { line: number; code: 'unknownType'; value: string }
  | { line: number; code: 'noChoices' }
  | { line: number; code: 'tooLong'; limit: number }
  | { line: number; code: 'badAnswer'; vendor: string; value: string };

const KNOWN = ['row', 'secnum', 'secsub', 'section', 'subsection', 'question', 'type', 'choices'] as const;
type Known = (typeof KNOWN)[number];

/** The names a Type cell may use for each answer type. */
const TYPE_NAMES: Record<string, AnswerType> = {
  text: 'text',
  'yes/no/partial': 'yesNoPartial',
  yesnopartial: 'yesNoPartial',
  'yes/no': 'yesNoPartial',
  choice: 'choice',
  'choice list': 'choice',
  number: 'number',
  files: 'files',
  file: 'files',
};

const fold = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

function cellText(cell: CellValue): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell.trim();
  if (typeof cell === 'number' || typeof cell === 'boolean') return String(cell);
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === 'object') {
    if ('richText' in cell)
      return cell.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('result' in cell) return cellText(cell.result as CellValue);
    if ('text' in cell) return String(cell.text).trim();
    if ('error' in cell) return '';
  }
  return String(cell).trim();
}

/** Reads a workbook's questionnaire; problems name each row that failed, and nothing is kept of a bad one. */
export async function readQuestionnaire(data: ArrayBuffer | Buffer): Promise<ReadQuestionnaire> {
  const empty: ReadQuestionnaire = { questions: [], vendors: [], answers: {}, problems: [] };
  // Loaded with the first workbook, not with the server (see server/table-export.ts).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as ArrayBuffer);
  } catch {
    return { ...empty, problems: [{ line: 0, code: 'notAWorkbook' }] };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ...empty, problems: [{ line: 0, code: 'notAWorkbook' }] };

  const rows: { line: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const values = row.values as CellValue[];
    rows.push({ line, cells: values.slice(1).map(cellText) });
  });
  const headingIndex = rows.findIndex((row) => row.cells.some((cell) => fold(cell) === 'question'));
  const heading = rows[headingIndex];
  if (!heading) return { ...empty, problems: [{ line: 0, code: 'noHeading' }] };

  const columns = new Map<Known, number>();
  const vendorColumns: { name: string; index: number }[] = [];
  heading.cells.forEach((cell, index) => {
    const name = fold(cell);
    if (!name) return;
    const known = KNOWN.find((column) => column === name);
    if (known && !columns.has(known)) columns.set(known, index);
    else if (!known) vendorColumns.push({ name: cell.trim(), index });
  });
  const missing = (['row', 'section', 'question'] as const).filter((column) => !columns.has(column));
  if (missing.length > 0) {
    return {
      ...empty,
      problems: missing.map((column) => ({
        line: heading.line,
        code: 'missingColumn' as const,
        column: column === 'row' ? 'Row' : column === 'section' ? 'Section' : 'Question',
      })),
    };
  }
  if (vendorColumns.length > LIMITS.vendors) {
    return { ...empty, problems: [{ line: heading.line, code: 'tooMany', limit: LIMITS.vendors, what: 'vendors' }] };
  }

  const problems: WorkbookProblem[] = [];
  const questions: Question[] = [];
  const answers: Record<string, Record<string, string>> = Object.fromEntries(
    vendorColumns.map((vendor) => [vendor.name, {}]),
  );
  const firstLineOf = new Map<number, number>();
  const sectionNumbers = new Map<string, number>();
  const subsectionNumbers = new Map<string, string>();
  const at = (cells: string[], column: Known) => {
    const index = columns.get(column);
    return index === undefined ? '' : (cells[index] ?? '');
  };

  for (const { line, cells } of rows.slice(headingIndex + 1)) {
    if (cells.every((cell) => cell === '')) continue;
    const text = at(cells, 'question');
    const section = at(cells, 'section');
    const rowText = at(cells, 'row');
    const row = Number(rowText);
    const before = problems.length;
    if (!/^\d+$/.test(rowText) || row < 1) problems.push({ line, code: 'badRow' });
    if (!text) problems.push({ line, code: 'noQuestion' });
    else if (text.length > LIMITS.questionLength)
      problems.push({ line, code: 'tooLong', limit: LIMITS.questionLength });
    if (!section) problems.push({ line, code: 'noSection' });
    const first = firstLineOf.get(row);
    if (first !== undefined) problems.push({ line, code: 'duplicateRow', row, first });
    const typeText = at(cells, 'type');
    const type = typeText
      ? (TYPE_NAMES[fold(typeText)] ?? answerTypes.find((name) => fold(name) === fold(typeText)))
      : 'text';
    if (!type) problems.push({ line, code: 'unknownType', value: typeText });
    const choices = at(cells, 'choices')
      .split(/[;|\n]/)
      .map((choice) => choice.trim())
      .filter(Boolean);
    if (type === 'choice' && (choices.length === 0 || choices.length > LIMITS.choices))
      problems.push({ line, code: 'noChoices' });
    const secSubText = at(cells, 'secsub');
    if (secSubText && !/^\d+\.\d+$/.test(secSubText)) problems.push({ line, code: 'badSecSub' });
    if (problems.length > before || !type) continue;

    firstLineOf.set(row, line);
    const secNumText = at(cells, 'secnum');
    const secNum =
      /^\d+$/.test(secNumText) && Number(secNumText) > 0
        ? Number(secNumText)
        : (sectionNumbers.get(section) ?? sectionNumbers.size + 1);
    sectionNumbers.set(section, sectionNumbers.get(section) ?? secNum);
    const subsection = at(cells, 'subsection') || section;
    const subsectionKey = `${secNum}\u0000${subsection}`;
    const secSub =
      secSubText ||
      subsectionNumbers.get(subsectionKey) ||
      `${secNum}.${[...subsectionNumbers.keys()].filter((key) => key.startsWith(`${secNum}\u0000`)).length + 1}`;
    subsectionNumbers.set(subsectionKey, secSub);
    questions.push({
      id: row,
      secNum,
      secSub,
      section,
      subsection,
      text,
      type,
      choices: type === 'choice' ? choices : [],
    });

    for (const vendor of vendorColumns) {
      const value = cells[vendor.index] ?? '';
      if (!value) continue;
      if (value.length > LIMITS.answerLength) {
        problems.push({ line, code: 'badAnswer', vendor: vendor.name, value: value.slice(0, 40) });
        continue;
      }
      const vendorAnswers = answers[vendor.name];
      if (vendorAnswers) vendorAnswers[String(row)] = value;
    }
  }
  if (questions.length > LIMITS.questions) {
    problems.push({ line: 0, code: 'tooMany', limit: LIMITS.questions, what: 'questions' });
  }
  if (questions.length === 0 && problems.length === 0) problems.push({ line: 0, code: 'noQuestions' });
  return { questions, vendors: vendorColumns.map((vendor) => vendor.name), answers, problems };
}

/** The template to fill in: the heading row, a few example questions, and a sheet on the types. */
export async function templateWorkbook(): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Client Portal';
  const sheet = workbook.addWorksheet('Questionnaire', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(['Row', 'SecNum', 'SecSub', 'Section', 'Subsection', 'Question', 'Type', 'Choices']).font = {
    bold: true,
  };
  sheet.addRow([1, 1, '1.1', 'Company', 'Profile', 'Describe your company and its ownership.', 'text', '']);
  sheet.addRow([2, 1, '1.1', 'Company', 'Profile', 'How many customers do you serve?', 'number', '']);
  sheet.addRow([
    3,
    2,
    '2.1',
    'Service',
    'Delivery',
    'Do you deliver to every site listed in the brief?',
    'yes/no/partial',
    '',
  ]);
  sheet.addRow([
    4,
    2,
    '2.1',
    'Service',
    'Delivery',
    'Which support hours do you offer?',
    'choice',
    'Business hours; 24/7; Extended hours',
  ]);
  sheet.addRow([5, 3, '3.1', 'Commercial', 'Pricing', 'Attach your price schedule.', 'files', '']);
  sheet.columns.forEach((column, index) => {
    column.width = [6, 8, 8, 16, 16, 52, 16, 36][index] ?? 12;
  });
  const types = workbook.addWorksheet('Types');
  types.addRow(['Type', 'Answer']).font = { bold: true };
  types.addRow(['text', 'Free text']);
  types.addRow(['yes/no/partial', 'Yes, No or Partially, with a comment']);
  types.addRow(['choice', 'One of the Choices (separated by ;)']);
  types.addRow(['number', 'A number']);
  types.addRow(['files', 'Attached files']);
  types.addRow([]);
  types.addRow(['Vendors’ answers given offline: one more column per vendor, headed by the vendor’s name.']);
  types.getColumn(1).width = 18;
  types.getColumn(2).width = 48;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
