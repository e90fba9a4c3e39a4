import { z } from '../zod.ts';

/** Quick-panel data of docs/data.md: events and notes, each {id, title, detail}. Shared by endpoint and panel. */
const entrySchema = z.object({ id: z.string().min(1), title: z.string().min(1), detail: z.string() });
export const quickPanelDataSchema = z.object({ events: z.array(entrySchema), notes: z.array(entrySchema) });
export type QuickPanelData = z.infer<typeof quickPanelDataSchema>;
export type QuickPanelEntry = z.infer<typeof entrySchema>;

/** The content file: the same data in each language. */
export const quickPanelContentSchema = z.object({
  en: quickPanelDataSchema,
  tr: quickPanelDataSchema,
  ar: quickPanelDataSchema,
});
