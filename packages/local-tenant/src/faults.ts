/**
 * Fault switches: make a stand-in fail on purpose, to see how the portal copes. Their text form,
 * in `TENANT_FAULTS` and in the body of `PUT /_faults`, is a list of `stand-in:fault` separated by
 * commas (or white space), e.g. `graph:429,reports-api:slow=3000`. A stand-in may be slow and also
 * fail (`graph:slow=2000,graph:500`). Parsing and printing only; `fault-switches.ts` applies them.
 */

/** `report-export`: the reports API's export calls (ExportTo, exports/{id}), apart from its embed tokens. */
export const STAND_INS = ['idp', 'auth-api', 'graph', 'reports-api', 'report-host', 'report-export'] as const;
export type StandIn = (typeof STAND_INS)[number];

/** What a stand-in does instead of answering. */
export type FaultAnswer =
  | { kind: 'down' }
  | { kind: 'status'; status: 500 | 401 }
  | { kind: 'status'; status: 429; retryAfterSeconds: number }
  /** Graph only, a full library: what adds content (PUT, POST) gets 507 `quotaLimitReached`; reads, renames and deletes pass. */
  | { kind: 'full' };

export interface StandInFaults {
  /** Milliseconds to wait before answering. */
  delayMs?: number;
  answer?: FaultAnswer;
}

export type Faults = Readonly<Partial<Record<StandIn, Readonly<StandInFaults>>>>;

/** A fault text that cannot be read; the message names the part at fault. */
export class FaultSyntaxError extends Error {}

export const MAX_DELAY_MS = 600_000;
export const MAX_RETRY_AFTER_SECONDS = 86_400;
const KINDS = 'down, slow=MS, 500, 429, 429=SECONDS, 401, 507 (graph)';

function isStandIn(name: string): name is StandIn {
  return (STAND_INS as readonly string[]).includes(name);
}

/** A whole number from `min` to `max` written in decimal digits, else undefined. */
function wholeNumber(text: string, min: number, max: number): number | undefined {
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

function parseFault(part: string, fault: string): StandInFaults {
  const [kind, value, ...rest] = fault.split('=');
  if (rest.length > 0) throw new FaultSyntaxError(`'${part}' has more than one '='.`);
  if (value === undefined) {
    if (kind === 'down') return { answer: { kind: 'down' } };
    if (kind === '500' || kind === '401') return { answer: { kind: 'status', status: Number(kind) as 500 | 401 } };
    if (kind === '429') return { answer: { kind: 'status', status: 429, retryAfterSeconds: 1 } };
    if (kind === '507') return { answer: { kind: 'full' } };
    if (kind === 'slow') throw new FaultSyntaxError(`'${part}' needs a delay in milliseconds: slow=MS.`);
  } else if (kind === 'slow') {
    const delayMs = wholeNumber(value, 1, MAX_DELAY_MS);
    if (delayMs === undefined)
      throw new FaultSyntaxError(`'${part}': slow takes whole milliseconds from 1 to ${MAX_DELAY_MS}.`);
    return { delayMs };
  } else if (kind === '429') {
    const retryAfterSeconds = wholeNumber(value, 0, MAX_RETRY_AFTER_SECONDS);
    if (retryAfterSeconds === undefined)
      throw new FaultSyntaxError(`'${part}': 429= takes whole seconds from 0 to ${MAX_RETRY_AFTER_SECONDS}.`);
    return { answer: { kind: 'status', status: 429, retryAfterSeconds } };
  }
  throw new FaultSyntaxError(`'${part}' names no fault (known: ${KINDS}).`);
}

/** Reads a fault text; an empty text means no faults. Throws a FaultSyntaxError naming the bad part. */
export function parseFaults(text: string): Faults {
  const faults: Partial<Record<StandIn, StandInFaults>> = {};
  const written: Partial<Record<StandIn, { delay?: string; answer?: string }>> = {};
  for (const part of text.split(/[\s,]+/).filter(Boolean)) {
    const colon = part.indexOf(':');
    if (colon < 0) throw new FaultSyntaxError(`'${part}' is not stand-in:fault (e.g. graph:500).`);
    const name = part.slice(0, colon);
    if (!isStandIn(name)) throw new FaultSyntaxError(`'${part}' names no stand-in (known: ${STAND_INS.join(', ')}).`);
    const fault = parseFault(part, part.slice(colon + 1));
    if (fault.answer?.kind === 'full' && name !== 'graph')
      throw new FaultSyntaxError(`'${part}': 507 (a full library) is Graph's only.`);
    const seen = written[name] ?? {};
    const merged = faults[name] ?? {};
    written[name] = seen;
    faults[name] = merged;
    if (fault.delayMs !== undefined) {
      if (seen.delay) throw new FaultSyntaxError(`'${part}' and '${seen.delay}' both slow ${name} down.`);
      seen.delay = part;
      merged.delayMs = fault.delayMs;
    }
    if (fault.answer) {
      if (seen.answer) throw new FaultSyntaxError(`'${part}' and '${seen.answer}' both decide ${name}'s answer.`);
      seen.answer = part;
      merged.answer = fault.answer;
    }
  }
  return faults;
}

function answerText(answer: FaultAnswer): string {
  if (answer.kind === 'down') return 'down';
  if (answer.kind === 'full') return '507';
  if (answer.status === 429 && answer.retryAfterSeconds !== 1) return `429=${answer.retryAfterSeconds}`;
  return String(answer.status);
}

/** The canonical text of `faults` (what `parseFaults` reads back to the same faults); '' for none. */
export function formatFaults(faults: Faults): string {
  const parts: string[] = [];
  for (const name of STAND_INS) {
    const faultsOf = faults[name];
    if (faultsOf?.delayMs !== undefined) parts.push(`${name}:slow=${faultsOf.delayMs}`);
    if (faultsOf?.answer) parts.push(`${name}:${answerText(faultsOf.answer)}`);
  }
  return parts.join(',');
}
