import { describe, expect, it } from 'vitest';
import type { EvaluatedRfp } from '../../rfp/events/server/evaluated.ts';
import { anEvent, buyer, clientUser, outsider, vera } from '../../rfp/events/testing.ts';
import { proposalsOf } from '../../rfp/scoring.ts';
import { rfpDocumentsOf, rfpIndexKey } from './rfp-document.ts';

const now = new Date('2026-12-07T10:00:00Z');
const closed = anEvent(now, { status: 'closed', deadline: '2026-12-01T10:00:00.000Z' });
const rows = closed.questions.map((question) => ({
  Row: question.id,
  SecNum: question.secNum,
  SecSub: question.secSub,
  Section: question.section,
  Subsection: question.subsection,
  Question: question.text,
  answers: [
    { vendor: 'Vendor Co', value: question.id === 1 ? 'GPS every ten seconds' : '1200' },
    { vendor: 'Globex', value: null },
  ],
}));
const evaluated: EvaluatedRfp = {
  event: closed,
  rows,
  vendors: ['Vendor Co', 'Globex'],
  proposals: proposalsOf(rows),
  key: 'event:event-1',
};

describe('RFP questions as the search finds them', () => {
  it('carries the answers of a closed event to the client’s side, with no gap for a vendor who gave none', () => {
    for (const viewer of [buyer, clientUser]) {
      const [first] = rfpDocumentsOf([{ event: closed, evaluated }], viewer);
      expect(first?.text).toBe('Fleet tracking · 1.1 Service › Tracking · GPS every ten seconds');
      expect(first?.url).toContain('/pages/rfp-analysis?event=event-1');
    }
  });

  it('never carries an answer to a vendor, and nothing of an event it was not invited to', () => {
    expect(rfpDocumentsOf([{ event: closed, evaluated }], vera).map((document) => document.text)).toEqual([
      'Fleet tracking · 1.1 Service › Tracking',
      'Fleet tracking · 1.1 Service › Tracking',
    ]);
    expect(rfpDocumentsOf([{ event: closed, evaluated }], outsider)).toEqual([]);
  });

  it('finds questions of an open event but no answer (none is readable before the deadline)', () => {
    const open = anEvent(now);
    const documents = rfpDocumentsOf([{ event: open, evaluated: undefined }], buyer);
    expect(documents.map((document) => document.url)).toEqual(['/apps/rfp-events/event-1', '/apps/rfp-events/event-1']);
  });

  it('keeps one index per client and per vendor organisation', () => {
    expect(rfpIndexKey('c1', vera, false)).toBe('rfp:c1:vendor:vendor co');
    expect(rfpIndexKey('c1', buyer, true)).toBe('rfp:c1:buyer');
    expect(rfpIndexKey('c1', clientUser, false)).toBe('rfp:c1:client');
  });
});
