import { answerId, type Proposal, type ProposalReason } from './scoring.ts';

/**
 * The proposals as the page sends them to the evaluation's island: one or two characters an
 * answer instead of 1,260 objects (decision 089). A proposed score is its digit and a letter for
 * its reason; an answer left out or open is a letter alone. The browser needs the proposals of
 * every row (the totals count all 315), but not the answers' text, which the server's HTML has.
 */
const reasons: readonly ProposalReason[] = [
  'live',
  'generallyAvailable',
  'addOn',
  'professionalServices',
  'notAvailable',
  'clientsLive',
  'yes',
  'partial',
  'no',
];
const reasonLetters = 'abcdefghi';
const NOT_APPLICABLE = 'n';
const UNANSWERED = 'u';
const OPEN = 'o';

function codeOf(proposal: Proposal | undefined): string {
  if (!proposal || proposal.kind === 'open') return OPEN;
  if (proposal.kind === 'excluded') return proposal.reason === 'notApplicable' ? NOT_APPLICABLE : UNANSWERED;
  return `${proposal.score}${reasonLetters[reasons.indexOf(proposal.reason)]}`;
}

/** The proposals of `rows` × `vendors` answers, in row order then vendor order. */
export function encodeProposals(
  proposals: ReadonlyMap<string, Proposal>,
  rows: readonly number[],
  vendors: number,
): string {
  let codes = '';
  for (const row of rows)
    for (let vendor = 0; vendor < vendors; vendor++) codes += codeOf(proposals.get(answerId(row, vendor)));
  return codes;
}

/** The proposals back by answer id; a code it does not know is read as an open answer (a person judges it). */
export function decodeProposals(codes: string, rows: readonly number[], vendors: number): Map<string, Proposal> {
  const proposals = new Map<string, Proposal>();
  let at = 0;
  for (const row of rows) {
    for (let vendor = 0; vendor < vendors; vendor++) {
      const char = codes[at++] ?? OPEN;
      let proposal: Proposal = { kind: 'open' };
      if (char >= '0' && char <= '9') {
        const reason = reasons[reasonLetters.indexOf(codes[at++] ?? '')];
        if (reason) proposal = { kind: 'proposed', score: Number(char), reason };
      } else if (char === NOT_APPLICABLE) proposal = { kind: 'excluded', reason: 'notApplicable' };
      else if (char === UNANSWERED) proposal = { kind: 'excluded', reason: 'unanswered' };
      proposals.set(answerId(row, vendor), proposal);
    }
  }
  return proposals;
}
