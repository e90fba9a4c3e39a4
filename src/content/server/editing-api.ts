import type { TFunction as Translate } from 'i18next';
import { type ChangeContext, PROVIDER_TRAIL, recordChange } from '../../audit/server/record.ts';
import { authRoles, hasPermission } from '../../auth/roles.ts';
import { apiError } from '../../server/http/api-error.ts';
import { isDemoPage } from '../editing/demo-pages.ts';
import {
  type EditableKind,
  type EntryContent,
  isEditableKind,
  isListedKind,
  missingLocales,
} from '../editing/entries.ts';
import { type ChangeOutcome, entryContentSchema, type StoredEntry, slugSchema } from '../editing/revisions.ts';
import { contentProblems, normaliseContent, problemMessage } from '../editing/validation.ts';

/**
 * What the content-editing endpoints (/api/content/…) share: only provider staff edit (403 for
 * everyone else, 401 without a session), bodies are checked field by field in the editor's
 * language, and a refused change says why in the same envelope as every other API error.
 */

export const contentBodySchema = entryContentSchema;

interface EditorLocals {
  session?: { displayName: string; email: string } | undefined;
  roles: readonly string[];
  t: Translate;
}

/** Who is editing which kind of entry, or the refusal to answer with. */
export type EditingRequest =
  | { refused: Response }
  | { refused?: undefined; kind: EditableKind; slug: string; editor: { name: string; email: string } };

/**
 * What every content endpoint checks first: a session (401), provider staff (403), a kind of
 * entry that is edited here (404). `slug` is the address's, '' where the route has none (and
 * `kind` then 'faq': the preview needs neither).
 */
export function editingRequest(locals: EditorLocals, params: Record<string, string | undefined>): EditingRequest {
  const { session, roles, t } = locals;
  if (!session) return { refused: apiError(401, 'InvalidAuthenticationToken', t('auth:errors.timeout')) };
  if (!hasPermission(authRoles.staff, roles))
    return { refused: apiError(403, 'forbidden', t('content:editor.errors.forbidden')) };
  const kind = params['kind'];
  const slug = params['slug'];
  // A demo page's entry exists for each demo page and no other (src/content/editing/demo-pages.ts).
  // An address that is no entry's name (`__proto__`, `toString`) names no entry: it is not looked up.
  if (
    (kind !== undefined && !isEditableKind(kind)) ||
    (slug !== undefined && !slugSchema.safeParse(slug).success) ||
    (kind === 'demo' && slug !== undefined && !isDemoPage(slug))
  )
    return { refused: apiError(404, 'notFound', t('content:editor.errors.notFound')) };
  return {
    kind: kind ?? 'faq',
    slug: slug ?? '',
    editor: { name: session.displayName, email: session.email },
  };
}

/** A demo page's entry is its page's: it is neither added nor removed (400), only edited. */
export function fixedEntryRefusal(kind: EditableKind, t: Translate): Response | undefined {
  return isListedKind(kind) ? undefined : apiError(400, 'fixedEntry', t('content:editor.errors.fixedEntry'));
}

/** An editing answer: JSON, never cached (what an editor sees must be the last saved). */
export function editingJson(body: unknown, status = 200): Response {
  const response = Response.json(body, { status });
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/** The entry's content as stored, or a 400 naming every field to fix in the editor's language. */
export function checkedContent(
  kind: EditableKind,
  slug: string,
  given: EntryContent,
  t: Translate,
): EntryContent | Response {
  const content = normaliseContent(kind, slug, given);
  const problems = contentProblems(kind, slug, content);
  if (problems.length === 0) return content;
  const fields = Object.fromEntries(
    problems.map((problem) => [problem.field, problemMessage(kind, problem, (key, values) => t(key, values ?? {}))]),
  );
  return editingJson(
    { error: { code: 'invalidContent', message: t('content:editor.errors.invalidContent'), fields } },
    400,
  );
}

/** An entry as the editor shows it. */
export function entryView(slug: string, entry: StoredEntry) {
  const last = entry.revisions.at(-1);
  return {
    slug,
    revision: entry.revision,
    shared: entry.shared,
    texts: entry.texts,
    missing: missingLocales(entry),
    savedAt: last?.at || null,
    savedBy: last?.by?.name ?? null,
  };
}
export type EntryView = ReturnType<typeof entryView>;

/** A change's outcome as the API answers it; a conflict carries the newer entry, so nothing typed is lost. */
export function outcomeResponse(slug: string, outcome: ChangeOutcome, t: Translate, status = 200): Response {
  if (outcome.ok) {
    if (outcome.entry.removed) return new Response(null, { status: 204 });
    return editingJson({ entry: entryView(slug, outcome.entry) }, status);
  }
  if (outcome.reason !== 'conflict') {
    return outcome.reason === 'exists'
      ? apiError(409, 'exists', t('content:editor.errors.exists'))
      : apiError(404, 'notFound', t('content:editor.errors.notFound'));
  }
  const current = entryView(slug, outcome.current);
  const message = t('content:editor.errors.changedSince', { name: current.savedBy ?? '' });
  return editingJson({ error: { code: 'changedSince', message }, current }, 409);
}

/**
 * Keeps a content change in the provider's own audit trail (content is everyone's, no client's):
 * the entry, what was done and its revision before and after (decision 131).
 */
export async function recordContentChange(
  context: ChangeContext,
  target: { kind: string; slug: string },
  action: 'created' | 'saved' | 'removed' | 'restored',
  base: number | null,
  outcome: ChangeOutcome,
): Promise<void> {
  if (!outcome.ok) return;
  await recordChange(context, {
    client: PROVIDER_TRAIL,
    object: { kind: `content:${target.kind}`, id: target.slug },
    action,
    before: base === null ? null : { revision: base },
    after: { revision: outcome.entry.revision, removed: outcome.entry.removed },
  });
}
