import { describe, expect, it } from 'vitest';
import rfp from '../content/mock/rfp-analysis.json' with { type: 'json' };
import type { RfpRow } from '../content/schemas/rfp.ts';
import { decodeProposals, encodeProposals } from './proposal-codes.ts';
import { type Proposal, proposalsOf } from './scoring.ts';

describe('proposal codes', () => {
  it('give back every proposal of the RFP, in a few characters an answer', () => {
    const rows = rfp.rows as RfpRow[];
    const numbers = rows.map((row) => row.Row);
    const proposals = proposalsOf(rows);
    const codes = encodeProposals(proposals, numbers, 4);
    expect(decodeProposals(codes, numbers, 4)).toEqual(proposals);
    expect(codes.length).toBeLessThanOrEqual(2 * 315 * 4);
  });

  it('write each kind and reason apart', () => {
    const proposals = new Map<string, Proposal>([
      ['1-0', { kind: 'proposed', score: 5, reason: 'live' }],
      ['1-1', { kind: 'proposed', score: 0, reason: 'no' }],
      ['1-2', { kind: 'excluded', reason: 'notApplicable' }],
      ['1-3', { kind: 'excluded', reason: 'unanswered' }],
      ['2-0', { kind: 'open' }],
      ['2-1', { kind: 'proposed', score: 3, reason: 'addOn' }],
    ]);
    // Row 2 has no proposal for vendors 2 and 3: open, for a person.
    const codes = encodeProposals(proposals, [1, 2], 4);
    expect(codes).toBe('5a0inuo3coo');
    expect(decodeProposals(codes, [1, 2], 4)).toEqual(
      new Map<string, Proposal>([...proposals, ['2-2', { kind: 'open' }], ['2-3', { kind: 'open' }]]),
    );
  });

  it('read a short or unknown code as an answer for a person to judge', () => {
    expect(decodeProposals('5z', [1], 2)).toEqual(
      new Map<string, Proposal>([
        ['1-0', { kind: 'open' }],
        ['1-1', { kind: 'open' }],
      ]),
    );
  });
});
