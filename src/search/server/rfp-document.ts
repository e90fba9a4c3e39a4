import type { RfpRow } from '../../content/schemas/rfp.ts';
import type { SearchDocument } from '../word-index.ts';

/** One RFP question as the search finds it. */
export function rfpDocument(row: RfpRow): SearchDocument {
  return {
    id: `rfp:${row.Row}`,
    kind: 'rfp',
    title: row.Question,
    // Where it is first, then the vendors' answers (a vendor who gave none leaves no gap): the
    // excerpt shows the answer that matched.
    text: [
      `${row.SecSub} ${row.Section} › ${row.Subsection}`,
      ...row.answers.flatMap((answer) => answer.value ?? []),
    ].join(' · '),
    // The RFP page filters on the server: its section and the question's own words show the row.
    url: `/pages/rfp-analysis?${new URLSearchParams({ section: row.Section, q: row.Question })}`,
    lang: 'en',
  };
}
