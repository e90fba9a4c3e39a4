import { type QuickPanelData, quickPanelDataSchema } from '@/shell/quick-panel.ts';

/** GET /api/quick-panel/data, checked against the schema the endpoint uses. */
export async function fetchQuickPanelData(signal?: AbortSignal): Promise<QuickPanelData> {
  const response = await fetch('/api/quick-panel/data', {
    signal: signal ?? null,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Quick panel data: ${response.status}`);
  return quickPanelDataSchema.parse(await response.json());
}
