import { describe, expect, it } from 'vitest';
import { groupRfpRows } from './rfp-groups.ts';
import type { RfpRow } from './schemas/rfp.ts';

const row = (Row: number, SecNum: number, SecSub: string, Section: string): RfpRow => ({
  Row,
  SecNum,
  SecSub,
  Section,
  Subsection: `Sub ${SecSub}`,
  Question: `Q${Row}`,
  answers: [],
});

describe('groupRfpRows', () => {
  it('groups rows by subsection and marks the first of each section', () => {
    const rows = [
      row(1, 1, '1.1', 'Compliance'),
      row(2, 1, '1.1', 'Compliance'),
      row(3, 1, '1.2', 'Compliance'),
      row(4, 2, '2.1', 'Integration'),
    ];
    expect(
      groupRfpRows(rows).map((group) => [group.SecSub, group.startsSection, group.rows.map((r) => r.Row)]),
    ).toEqual([
      ['1.1', true, [1, 2]],
      ['1.2', false, [3]],
      ['2.1', true, [4]],
    ]);
  });

  it('starts no section twice when a filter leaves one subsection of it', () => {
    const groups = groupRfpRows([row(3, 1, '1.2', 'Compliance'), row(4, 2, '2.1', 'Integration')]);
    expect(groups.map((group) => group.startsSection)).toEqual([true, true]);
  });
});
