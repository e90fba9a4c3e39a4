import { portalApi } from '../../services/portal-api.ts';
import type { QuickPanelData } from '../quick-panel.ts';
import { readQuickPanelAnswer } from '../quick-panel-answer.ts';

/** GET /api/quick-panel/data, checked for the shape the endpoint's schema gives it. */
export async function fetchQuickPanelData(signal?: AbortSignal): Promise<QuickPanelData> {
  return readQuickPanelAnswer(await portalApi.quickPanelData(signal));
}
