import { describe, expect, it } from 'vitest';
import { answerId, clientsLiveScore, parseAnswerId, proposeScore } from './scoring.ts';

describe('proposeScore', () => {
  it.each([
    ['Mobile API', 'In Production/Live', 5, 'live'],
    ['Mobile API', 'General Availability', 4, 'generallyAvailable'],
    ['Mobile SSO', 'Professional Services', 2, 'professionalServices'],
    ['Desktop SSO', 'Not Available', 0, 'notAvailable'],
    ['Is it audited?', 'Yes, reviewed annually by an independent auditor.', 5, 'yes'],
    ['Is it audited?', 'Partially; planned for the next major release.', 2, 'partial'],
    ['Is it audited?', 'No.', 0, 'no'],
    ['Reporting', 'Available as an optional add-on.', 3, 'addOn'],
    ['# Clients Live with API ($0-$100M)', '74', 4, 'clientsLive'],
  ])('%s: "%s" is proposed %i (%s)', (question, answer, score, reason) => {
    expect(proposeScore(question, answer)).toEqual({ kind: 'proposed', score, reason });
  });

  it('leaves out n/a and unanswered instead of scoring them zero', () => {
    expect(proposeScore('Desktop API', 'n/a')).toEqual({ kind: 'excluded', reason: 'notApplicable' });
    expect(proposeScore('Desktop API', 'N/A')).toEqual({ kind: 'excluded', reason: 'notApplicable' });
    expect(proposeScore('Desktop API', null)).toEqual({ kind: 'excluded', reason: 'unanswered' });
    expect(proposeScore('Desktop API', '  ')).toEqual({ kind: 'excluded', reason: 'unanswered' });
  });

  it('leaves free text and names to a person', () => {
    expect(proposeScore('Current Vendor', 'Jack Henry')).toEqual({ kind: 'open' });
    expect(proposeScore('Evidence', 'See the attached documentation.')).toEqual({ kind: 'open' });
    // A number is a count of clients only under a clients-live question.
    expect(proposeScore('Founded', '1998')).toEqual({ kind: 'open' });
    // "Nothing" is not "No".
    expect(proposeScore('Gaps', 'Nothing missing')).toEqual({ kind: 'open' });
  });
});

describe('clientsLiveScore', () => {
  it.each([
    [0, 0],
    [1, 1],
    [9, 1],
    [10, 2],
    [24, 2],
    [25, 3],
    [49, 3],
    [50, 4],
    [99, 4],
    [100, 5],
    [5000, 5],
  ])('%i clients live score %i', (count, score) => {
    expect(clientsLiveScore(count)).toBe(score);
  });
});

describe('answer ids', () => {
  it('round-trip and refuse anything else', () => {
    expect(parseAnswerId(answerId(107, 2))).toEqual({ row: 107, vendor: 2 });
    expect(parseAnswerId('107-12')).toBeUndefined();
    expect(parseAnswerId('__proto__')).toBeUndefined();
  });
});
