import { PortalError } from '../errors.ts';
import type { QuickPanelData, QuickPanelEntry } from './quick-panel.ts';

/** The quick panel's answer did not have the shape of docs/data.md. */
export class QuickPanelAnswerError extends PortalError<'invalidAnswer'> {}

function isEntry(value: unknown): value is QuickPanelEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { id, title, detail } = value as Record<string, unknown>;
  return typeof id === 'string' && id !== '' && typeof title === 'string' && title !== '' && typeof detail === 'string';
}

/**
 * The browser's check of GET /api/quick-panel/data: the endpoint already answers through the zod
 * schema of quick-panel.ts, so this only guards the shape without bringing zod (about 20 KB) to
 * every page that has the quick panel.
 */
export function readQuickPanelAnswer(value: unknown): QuickPanelData {
  const { events, notes } = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  if (!Array.isArray(events) || !Array.isArray(notes) || !events.every(isEntry) || !notes.every(isEntry)) {
    throw new QuickPanelAnswerError('invalidAnswer', 'The quick panel data has an unexpected shape.');
  }
  return {
    events: events.map(({ id, title, detail }) => ({ id, title, detail })),
    notes: notes.map(({ id, title, detail }) => ({ id, title, detail })),
  };
}
