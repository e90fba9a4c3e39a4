import { portalApi } from '../../services/portal-api.ts';
import { type QuickPanelData, quickPanelDataSchema } from '../quick-panel.ts';

/** GET /api/quick-panel/data, checked against the schema the endpoint uses. */
export async function fetchQuickPanelData(signal?: AbortSignal): Promise<QuickPanelData> {
  return quickPanelDataSchema.parse(await portalApi.quickPanelData(signal));
}
