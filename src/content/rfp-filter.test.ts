import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { filterRfpRows, sectionsOf } from './rfp-filter.ts';
import { groupRfpRows } from './rfp-groups.ts';
import { rfpFileSchema } from './schemas/rfp.ts';

const { rows } = rfpFileSchema.parse(
  JSON.parse(readFileSync(new URL('./mock/rfp-analysis.json', import.meta.url), 'utf8')),
);

describe('the RFP analysis rows', () => {
  it('hold 315 rows in three sections', () => {
    expect(rows).toHaveLength(315);
    expect(sectionsOf(rows)).toEqual(['Compliance', 'Research & Development', 'Integration']);
  });

  it('group by subsection, marking the first group of each section', () => {
    const groups = groupRfpRows(rows);
    expect(groups.reduce((sum, group) => sum + group.rows.length, 0)).toBe(315);
    expect(groups.filter((group) => group.startsSection).map((group) => group.Section)).toEqual(sectionsOf(rows));
    expect(groups[0]?.SecSub).toBe('1.1');
  });

  it('filter by section and by text, ignoring case and accents', () => {
    const integration = filterRfpRows(rows, { section: 'Integration', text: '' });
    expect(integration.length).toBeGreaterThan(0);
    expect(integration.every((row) => row.Section === 'Integration')).toBe(true);
    const soc = filterRfpRows(rows, { section: '', text: 'sóc 2' });
    expect(soc.map((row) => row.Question)).toContain('Do you hold a current SOC 2 Type II report?');
    expect(filterRfpRows(rows, { section: 'Compliance', text: 'Mobile SSO' })).toEqual([]);
    expect(filterRfpRows(rows, { section: '', text: '' })).toHaveLength(315);
  });

  it('use the integration labels, availability values and asset tiers of the spec', () => {
    const questions = new Set(rows.filter((row) => row.Section === 'Integration').map((row) => row.Question));
    expect(questions).toContain('Can it be white labeled?');
    expect(questions).toContain('# Clients Live with API (Over $3B)');
    const values = new Set(rows.flatMap((row) => row.answers.map((answer) => answer.value)));
    for (const value of [
      'Not Available',
      'In Production/Live',
      'General Availability',
      'Professional Services',
      'n/a',
      null,
    ]) {
      expect(values).toContain(value);
    }
  });
});
