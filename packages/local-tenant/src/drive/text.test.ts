import { describe, expect, it } from 'vitest';
import { csvDocument, docxDocument, pdfDocument, xlsxDocument } from './documents.ts';
import { extractText, hasText } from './text.ts';

const created = new Date(Date.UTC(2026, 0, 2));

describe('text inside documents', () => {
  it('reads the lines of a PDF made by pdf-lib (compressed content streams, WinAnsi)', async () => {
    const pdf = await pdfDocument({
      title: 'Master services agreement',
      subtitle: 'Northwind & Vandelay',
      author: 'Ada Admin',
      created,
      lines: ['Payment terms: net 30 days (see “Schedule A”).'],
    });
    const text = extractText('a.pdf', pdf);
    expect(text).toContain('Master services agreement');
    expect(text).toContain('Northwind & Vandelay');
    expect(text).toContain('Payment terms: net 30 days (see “Schedule A”).');
  });

  it('reads Word paragraphs and Excel cells (inline strings and numbers)', () => {
    const docx = docxDocument({ title: 'Quarterly <review>', author: 'Ada', created, lines: ['Savings & spend'] });
    expect(extractText('a.docx', docx)).toEqual(expect.arrayContaining(['Quarterly <review>', 'Savings & spend']));
    const xlsx = xlsxDocument({
      title: 'Register',
      author: 'Ada',
      created,
      sheetName: 'S',
      rows: [
        ['Vendor', 'Value'],
        ['Hooli Cloud', 1234.5],
      ],
    });
    const cells = extractText('a.xlsx', xlsx).join('\n');
    expect(cells).toContain('Hooli Cloud');
    expect(cells).toContain('1234.5');
  });

  it('reads CSV and text; other types and broken files have none', () => {
    expect(
      extractText(
        'a.csv',
        csvDocument([
          ['a', 'b'],
          ['Globex', 2],
        ]),
      ),
    ).toContain('Globex,2');
    expect(extractText('a.png', Buffer.from('Globex'))).toEqual([]);
    expect(extractText('a.docx', Buffer.from('not a zip'))).toEqual([]);
    expect(hasText('A.DOCX')).toBe(true);
    expect(hasText('photo.jpg')).toBe(false);
  });
});
