import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { collectionOf, type StorageConfig } from '../../server/storage/storage.ts';
import type { ReportName } from '../model.ts';
import { MAX_VIEWS, type ReportViewsList, type SavedView, VIEW_NAME_MAX, VIEW_STATE_MAX } from '../views.ts';

/**
 * Saved views in the portal's storage (decision 079): one document per person, report and client
 * (their own views) and one per report and client (the views the provider's staff share), on
 * files or Redis like every other document the server keeps.
 */

const savedViewSchema = z.object({
  id: z.string(),
  name: z.string().min(1).max(VIEW_NAME_MAX),
  state: z.string().min(1).max(VIEW_STATE_MAX),
  page: z.string().max(200),
  createdAt: z.number(),
  shared: z.boolean(),
});

const shelfSchema = z.object({ views: z.array(savedViewSchema) });
type Shelf = z.infer<typeof shelfSchema>;

/** What a person sends to save a view: these fields and no others. */
export const newViewSchema = z.strictObject({
  name: z.string().trim().min(1).max(VIEW_NAME_MAX),
  state: z
    .string()
    .min(1)
    .max(VIEW_STATE_MAX)
    .regex(/^[\w.~+/=-]+$/),
  page: z.string().max(200),
  shared: z.boolean().default(false),
});
export type NewView = z.infer<typeof newViewSchema>;

export const renameSchema = z.strictObject({ name: z.string().trim().min(1).max(VIEW_NAME_MAX) });

/** Who asks, for which report and client. `client` is the active client's xref (0 without one). */
export interface ViewsScope {
  uid: string;
  staff: boolean;
  report: ReportName;
  client: number;
}

function shelves(config: StorageConfig) {
  return collectionOf(config, { prefix: 'report-views', schema: shelfSchema });
}

const personal = ({ uid, report, client }: ViewsScope) =>
  `person:${Buffer.from(uid, 'utf8').toString('base64url')}:${report}:${client}`;
const sharedShelf = ({ report, client }: ViewsScope) => `shared:${report}:${client}`;

export async function listViews(config: StorageConfig, scope: ViewsScope): Promise<ReportViewsList> {
  const store = shelves(config);
  const [mine, shared] = await Promise.all([store.get(personal(scope)), store.get(sharedShelf(scope))]);
  return { mine: mine?.views ?? [], shared: shared?.views ?? [], canShare: scope.staff };
}

export type ViewChange<T> = { ok: true; value: T } | { ok: false; reason: 'notFound' | 'forbidden' | 'full' };

/** Keeps a new view, newest first; a shared one only from the provider's staff. */
export async function saveView(
  config: StorageConfig,
  scope: ViewsScope,
  next: NewView,
  now = Date.now(),
): Promise<ViewChange<SavedView>> {
  if (next.shared && !scope.staff) return { ok: false, reason: 'forbidden' };
  const view: SavedView = { id: randomUUID(), ...next, createdAt: now };
  let full = false;
  await shelves(config).update(next.shared ? sharedShelf(scope) : personal(scope), (current) => {
    const views = current?.views ?? [];
    full = views.length >= MAX_VIEWS;
    return full ? undefined : { views: [view, ...views] };
  });
  return full ? { ok: false, reason: 'full' } : { ok: true, value: view };
}

/** Changes one view on the person's shelf, or on the shared one (staff only). */
async function changeView(
  config: StorageConfig,
  scope: ViewsScope,
  id: string,
  change: (views: SavedView[], index: number) => SavedView[],
): Promise<ViewChange<SavedView | undefined>> {
  const store = shelves(config);
  for (const [key, shared] of [
    [personal(scope), false],
    [sharedShelf(scope), true],
  ] as const) {
    let found: SavedView | undefined;
    const apply = (current: Shelf | undefined) => {
      const index = current?.views.findIndex((view) => view.id === id) ?? -1;
      found = index >= 0 ? current?.views[index] : undefined;
      return current && index >= 0 && (!shared || scope.staff) ? { views: change(current.views, index) } : undefined;
    };
    const after = await store.update(key, apply);
    if (!found) continue;
    if (shared && !scope.staff) return { ok: false, reason: 'forbidden' };
    return { ok: true, value: after?.views.find((view) => view.id === id) };
  }
  return { ok: false, reason: 'notFound' };
}

export function renameView(
  config: StorageConfig,
  scope: ViewsScope,
  id: string,
  name: string,
): Promise<ViewChange<SavedView | undefined>> {
  return changeView(config, scope, id, (views, index) =>
    views.map((view, at) => (at === index ? { ...view, name } : view)),
  );
}

export function deleteView(config: StorageConfig, scope: ViewsScope, id: string): Promise<ViewChange<unknown>> {
  return changeView(config, scope, id, (views, index) => views.filter((_, at) => at !== index));
}
