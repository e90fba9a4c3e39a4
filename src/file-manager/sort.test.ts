import { describe, expect, it } from 'vitest';
import { type FileItem, toFileItem } from './file-item.ts';
import { compareBy, DEFAULT_SORT, nextSort, readSort, writeSort } from './sort.ts';

const file = (name: string, modified: string, size: number): FileItem =>
  toFileItem({ id: name, name, size, lastModifiedDateTime: modified, file: {} });
const folder = (name: string, modified: string): FileItem =>
  toFileItem({ id: name, name, lastModifiedDateTime: modified, folder: { childCount: 0 } });

const items = [
  file('b.pdf', '2024-03-01T00:00:00Z', 300),
  folder('Zeta', '2024-01-01T00:00:00Z'),
  file('A.docx', '2024-05-01T00:00:00Z', 100),
  folder('alpha', '2024-06-01T00:00:00Z'),
  file('c10.txt', '2024-01-01T00:00:00Z', 200),
  file('c9.txt', '2024-01-01T00:00:00Z', 200),
];
const names = (sort = DEFAULT_SORT) => [...items].sort(compareBy(sort)).map((item) => item.name);

describe('file list order', () => {
  it('keeps the specification order by default: folders first, then by name, numbers as numbers', () => {
    expect(names()).toEqual(['alpha', 'Zeta', 'A.docx', 'b.pdf', 'c9.txt', 'c10.txt']);
  });

  it('sorts by name descending, folders still first', () => {
    expect(names({ key: 'name', order: 'desc' })).toEqual(['Zeta', 'alpha', 'c10.txt', 'c9.txt', 'b.pdf', 'A.docx']);
  });

  it('sorts by modified, size and type, ties by name', () => {
    expect(names({ key: 'modified', order: 'desc' })).toEqual([
      'alpha',
      'Zeta',
      'A.docx',
      'b.pdf',
      'c9.txt',
      'c10.txt',
    ]);
    expect(names({ key: 'size', order: 'asc' })).toEqual(['alpha', 'Zeta', 'A.docx', 'c9.txt', 'c10.txt', 'b.pdf']);
    expect(names({ key: 'size', order: 'desc' })).toEqual(['alpha', 'Zeta', 'b.pdf', 'c9.txt', 'c10.txt', 'A.docx']);
    expect(names({ key: 'type', order: 'asc' })).toEqual(['alpha', 'Zeta', 'A.docx', 'b.pdf', 'c9.txt', 'c10.txt']);
    expect(names({ key: 'type', order: 'desc' })).toEqual(['alpha', 'Zeta', 'c9.txt', 'c10.txt', 'b.pdf', 'A.docx']);
  });

  it('reads and writes the order in the URL, the default leaving it out', () => {
    expect(readSort('?sort=size&order=desc')).toEqual({ key: 'size', order: 'desc' });
    expect(readSort('?sort=colour&order=desc')).toEqual(DEFAULT_SORT);
    expect(readSort('?sort=type')).toEqual({ key: 'type', order: 'asc' });
    const params = new URLSearchParams('folder=x&sort=size&order=desc');
    writeSort(params, DEFAULT_SORT);
    expect(params.toString()).toBe('folder=x');
    writeSort(params, { key: 'modified', order: 'asc' });
    expect(params.toString()).toBe('folder=x&sort=modified&order=asc');
  });

  it('turns the order round on the same column, and starts dates with the newest', () => {
    expect(nextSort(DEFAULT_SORT, 'name')).toEqual({ key: 'name', order: 'desc' });
    expect(nextSort(DEFAULT_SORT, 'modified')).toEqual({ key: 'modified', order: 'desc' });
    expect(nextSort({ key: 'modified', order: 'desc' }, 'size')).toEqual({ key: 'size', order: 'asc' });
  });

  it('sorts a 10,000-item folder completely', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      file(
        `Item ${String((i * 7919) % 10_000).padStart(5, '0')}.pdf`,
        `2024-01-01T00:00:${String(i % 60).padStart(2, '0')}Z`,
        i,
      ),
    );
    many.sort(compareBy({ key: 'name', order: 'desc' }));
    expect(many[0]?.name).toBe('Item 09999.pdf');
    expect(many.at(-1)?.name).toBe('Item 00000.pdf');
  });
});
