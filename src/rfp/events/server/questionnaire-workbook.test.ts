import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readQuestionnaire, templateWorkbook } from './questionnaire-workbook.ts';

async function workbookOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet 1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('readQuestionnaire', () => {
  it('reads the analysis rows’ layout, with a column of answers per vendor', async () => {
    const read = await readQuestionnaire(
      await workbookOf([
        ['Row', 'SecNum', 'SecSub', 'Section', 'Subsection', 'Question', 'Acme Ltd', 'Globex'],
        [1, 1, '1.1', 'Compliance', 'Licences', 'Do you hold a payment licence?', 'Yes', 'Partially, in the EU'],
        [2, 1, '1.2', 'Compliance', 'Audits', 'When was your last audit?', '', 'March 2026'],
      ]),
    );
    expect(read.problems).toEqual([]);
    expect(read.questions).toEqual([
      {
        id: 1,
        secNum: 1,
        secSub: '1.1',
        section: 'Compliance',
        subsection: 'Licences',
        text: 'Do you hold a payment licence?',
        type: 'text',
        choices: [],
      },
      {
        id: 2,
        secNum: 1,
        secSub: '1.2',
        section: 'Compliance',
        subsection: 'Audits',
        text: 'When was your last audit?',
        type: 'text',
        choices: [],
      },
    ]);
    expect(read.vendors).toEqual(['Acme Ltd', 'Globex']);
    expect(read.answers).toEqual({
      'Acme Ltd': { '1': 'Yes' },
      Globex: { '1': 'Partially, in the EU', '2': 'March 2026' },
    });
  });

  it('numbers sections and subsections when the sheet leaves them out, and reads types and choices', async () => {
    const read = await readQuestionnaire(
      await workbookOf([
        ['Question', 'Row', 'Section', 'Subsection', 'Type', 'Choices'],
        ['Hours?', 1, 'Service', 'Support', 'choice', 'Business hours; 24/7'],
        ['Sites?', 2, 'Service', 'Delivery', 'yes/no/partial', ''],
        ['Price list', 3, 'Commercial', '', 'Files', ''],
      ]),
    );
    expect(read.problems).toEqual([]);
    expect(
      read.questions.map((question) => [
        question.secNum,
        question.secSub,
        question.subsection,
        question.type,
        question.choices,
      ]),
    ).toEqual([
      [1, '1.1', 'Support', 'choice', ['Business hours', '24/7']],
      [1, '1.2', 'Delivery', 'yesNoPartial', []],
      [2, '2.1', 'Commercial', 'files', []],
    ]);
  });

  it('names every row that fails, and why', async () => {
    const read = await readQuestionnaire(
      await workbookOf([
        ['Title of the questionnaire'],
        ['Row', 'Section', 'Question', 'Type'],
        [1, 'Service', 'Fine', 'text'],
        [2, 'Service', '', 'text'],
        [1, 'Service', 'Again', 'text'],
        [3, 'Service', 'Which?', 'dropdown'],
        ['x', 'Service', 'No number', 'text'],
        [4, '', 'No section', 'text'],
        [5, 'Service', 'Pick', 'choice'],
      ]),
    );
    expect(read.problems).toEqual([
      { line: 4, code: 'noQuestion' },
      { line: 5, code: 'duplicateRow', row: 1, first: 3 },
      { line: 6, code: 'unknownType', value: 'dropdown' },
      { line: 7, code: 'badRow' },
      { line: 8, code: 'noSection' },
      { line: 9, code: 'noChoices' },
    ]);
    expect(read.questions.map((question) => question.id)).toEqual([1]);
  });

  it('says what is missing from a sheet that is no questionnaire', async () => {
    expect(
      (
        await readQuestionnaire(
          await workbookOf([
            ['Row', 'Question'],
            [1, 'Why?'],
          ]),
        )
      ).problems,
    ).toEqual([{ line: 1, code: 'missingColumn', column: 'Section' }]);
    expect((await readQuestionnaire(await workbookOf([['Name', 'Total']]))).problems).toEqual([
      { line: 0, code: 'noHeading' },
    ]);
    expect((await readQuestionnaire(Buffer.from('not a workbook'))).problems).toEqual([
      { line: 0, code: 'notAWorkbook' },
    ]);
  });

  it('reads its own template without a problem', async () => {
    const read = await readQuestionnaire(await templateWorkbook());
    expect(read.problems).toEqual([]);
    expect(read.questions).toHaveLength(5);
    expect(read.vendors).toEqual([]);
  });
});
