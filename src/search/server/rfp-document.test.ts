import { describe, expect, it } from 'vitest';
import rfp from '../../content/mock/rfp-analysis.json' with { type: 'json' };
import type { RfpRow } from '../../content/schemas/rfp.ts';
import { rfpDocument } from './rfp-document.ts';

const rows = rfp.rows as RfpRow[];

describe('an RFP question as the search finds it', () => {
  it('reads where it is, then the answers given, with no gap for a vendor who gave none', () => {
    const row = rows.find((candidate) => candidate.answers.some((answer) => answer.value === null));
    if (!row) throw new Error('The RFP has no question a vendor left unanswered');
    const { text } = rfpDocument(row);
    expect(text.startsWith(`${row.SecSub} ${row.Section} › ${row.Subsection} · `)).toBe(true);
    expect(text).not.toMatch(/·\s*·|·\s*$/);
    for (const answer of row.answers) if (answer.value) expect(text).toContain(answer.value);
  });
});
