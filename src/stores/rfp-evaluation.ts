import { atom } from 'nanostores';
import type { EvaluationView, ScoreEntry, ScoreInput } from '../rfp/evaluation.ts';
import { answerId } from '../rfp/scoring.ts';
import { type EvaluationApi, evaluationApiOf, evaluationPath } from '../rfp/services/evaluation-api.ts';
import type { Importance, Weights } from '../rfp/weights.ts';

/**
 * The RFP evaluation as this person may see it (decision 078), and where each of their writes
 * stands. A write changes one answer (or the weights) and, once the server has it, only that
 * part of the view: another evaluator's saves at the same time are not overwritten.
 */
export const $evaluation = atom<EvaluationView | undefined>(undefined);
/** Where one write stands: saving, saved, or the server's message. */
export type SaveState = { state: 'saving' | 'saved' } | { state: 'failed'; message: string };
/** Per answer id (or `consensus-<id>`, `weights`, `importance-<row>`): where its last write stands. */
export const $saves = atom<Record<string, SaveState>>({});
export const $loadFailed = atom<string | undefined>(undefined);

/** The RFP event the page evaluates, named before the first call (`evaluateEvent`). */
let evaluatedEvent = '';
export interface RfpEvaluationServices {
  /** The calls about one event: its endpoints on the portal. */
  evaluationApiOf(event: string): EvaluationApi;
}

const browserServices: RfpEvaluationServices = { evaluationApiOf };
let services = browserServices;

/** For tests and stories: some of the services the store uses (all the browser's again when called without). */
export function replaceRfpEvaluationServices(replacement: Partial<RfpEvaluationServices> = browserServices): void {
  services = { ...browserServices, ...replacement };
}

/** The calls the store makes: those of the page's event. */
const api = (): EvaluationApi => services.evaluationApiOf(evaluatedEvent);

/** Where the evaluation of an event downloads as a workbook or CSV. */
export const exportHref = (event: string, format: 'xlsx' | 'csv'): string =>
  evaluationPath('/api/rfp/export', event, { format });

/** The RFP event the page evaluates: every call of the store names it. */
export function evaluateEvent(event: string): void {
  evaluatedEvent = event;
}

function saveState(key: string, state: SaveState) {
  $saves.set({ ...$saves.get(), [key]: state });
}

/** The writes the server has not answered yet: an export waits for them (`whenSaved`). */
const inFlight = new Set<Promise<unknown>>();

/** Runs one write, counted in flight until the server has answered it, either way. */
function tracked<T>(write: Promise<T>): Promise<T> {
  inFlight.add(write);
  const settled = () => inFlight.delete(write);
  write.then(settled, settled);
  return write;
}

/** Whether a write of this page is still on its way to the server. */
export function hasWritesInFlight(): boolean {
  return inFlight.size > 0;
}

/**
 * Resolves once every write made so far has been answered (saved or refused): an export asked for
 * right after a score then holds that score, as the person expects of what the grid shows.
 */
export async function whenSaved(): Promise<void> {
  await Promise.allSettled([...inFlight]);
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The event's rows, for text the page's grid did not carry (the island reads the rest from it). */
export const loadRfpRows = () => api().loadRows();

export async function loadEvaluation(): Promise<void> {
  try {
    $evaluation.set(await api().load());
    $loadFailed.set(undefined);
  } catch (error) {
    $loadFailed.set(messageOf(error));
  }
}

function withEntry(scores: Record<string, ScoreEntry>, id: string, entry: ScoreEntry | null) {
  const next = { ...scores };
  if (entry) next[id] = entry;
  else delete next[id];
  return next;
}

/** Saves one of the person's own scores (or, `consensus`, the lead's consensus of one answer). */
export async function saveScore(input: ScoreInput, target: 'mine' | 'consensus' = 'mine'): Promise<boolean> {
  const id = answerId(input.row, input.vendor);
  const key = target === 'mine' ? id : `consensus-${id}`;
  saveState(key, { state: 'saving' });
  try {
    const { entry } = await tracked(target === 'mine' ? api().saveScore(input) : api().saveConsensus(input));
    const view = $evaluation.get();
    if (view) {
      if (target === 'consensus') $evaluation.set({ ...view, consensus: withEntry(view.consensus, id, entry) });
      else {
        const own = view.sheets[view.uid] ?? { name: '', scores: {} };
        $evaluation.set({
          ...view,
          mine: withEntry(view.mine, id, entry),
          sheets: { ...view.sheets, [view.uid]: { ...own, scores: withEntry(own.scores, id, entry) } },
        });
      }
    }
    saveState(key, { state: 'saved' });
    return true;
  } catch (error) {
    saveState(key, { state: 'failed', message: messageOf(error) });
    return false;
  }
}

/**
 * Saves the levels of weights the lead changed (each level whole, `weightChangeOf`); the server
 * answers with every weight now kept, others' changes of other levels included.
 */
export async function saveWeights(change: Weights): Promise<boolean> {
  saveState('weights', { state: 'saving' });
  try {
    const saved = await tracked(api().saveWeights(change));
    const view = $evaluation.get();
    if (view) $evaluation.set({ ...view, weights: saved.weights });
    saveState('weights', { state: 'saved' });
    return true;
  } catch (error) {
    saveState('weights', { state: 'failed', message: messageOf(error) });
    return false;
  }
}

export async function saveImportance(row: number, importance: Importance): Promise<void> {
  const key = `importance-${row}`;
  saveState(key, { state: 'saving' });
  try {
    const saved = await tracked(api().saveImportance(row, importance));
    const view = $evaluation.get();
    if (view) $evaluation.set({ ...view, importance: { ...view.importance, [String(row)]: saved.importance } });
    saveState(key, { state: 'saved' });
  } catch (error) {
    saveState(key, { state: 'failed', message: messageOf(error) });
  }
}
