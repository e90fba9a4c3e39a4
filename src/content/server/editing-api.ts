import type { TFunction as Translate } from 'i18next';
import { authRoles, hasPermission } from '../../auth/roles.ts';
import { apiError } from '../../server/http/api-error.ts';
import { type EditableKind, type EntryContent, isEditableKind, missingLocales } from '../editing/entries.ts';
import { type ChangeOutcome, entryContentSchema, type StoredEntry } from '../editing/revisions.ts';
import { contentProblems, normaliseContent, problemMessage } from '../editing/validation.ts';

/**
 * What the content-editing endpoints (/api/content/…) share: only provider staff edit (403 for
 * everyone else, 401 without a session), bodies are checked field by field in the editor's
 * language, and a refused change says why in the same envelope as every other API error.
 */

/** Three languages of the longest article with room to spare (Arabic is two bytes a letter). */
export const CONTENT_BODY_LIMIT = 256 * 1024;

export const contentBodySchema = entryContentSchema;

interface EditorLocals {
  session?: unknown;
  roles: readonly string[];
  t: Translate;
}

/** A refusal when the person may not edit content, else undefined. */
export function refuseNonEditors({ session, roles, t }: EditorLocals): Response | undefined {
  if (!session) return apiError(401, 'InvalidAuthenticationToken', t('auth:errors.timeout'));
  if (!hasPermission(authRoles.staff, roles)) return apiError(403, 'forbidden', t('content:editor.errors.forbidden'));
  return undefined;
}

export function kindOf(value: string | undefined, t: Translate): EditableKind | Response {
  return isEditableKind(value) ? value : apiError(404, 'notFound', t('content:editor.errors.notFound'));
}

/** The entry's content as stored, or a 400 naming every field to fix in the editor's language. */
export function checkedContent(kind: EditableKind, given: EntryContent, t: Translate): EntryContent | Response {
  const content = normaliseContent(kind, given);
  const problems = contentProblems(kind, content);
  if (problems.length === 0) return content;
  const fields = Object.fromEntries(
    problems.map((problem) => [problem.field, problemMessage(problem, (key, values) => t(key, values ?? {}))]),
  );
  const response = Response.json(
    { error: { code: 'invalidContent', message: t('content:editor.errors.invalidContent'), fields } },
    { status: 400 },
  );
  response.headers.set('Cache-Control', 'no-store');
  return response;
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
    return noStore(Response.json({ entry: entryView(slug, outcome.entry) }, { status }));
  }
  if (outcome.reason !== 'conflict') {
    return outcome.reason === 'exists'
      ? apiError(409, 'exists', t('content:editor.errors.exists'))
      : apiError(404, 'notFound', t('content:editor.errors.notFound'));
  }
  const current = entryView(slug, outcome.current);
  return noStore(
    Response.json(
      {
        error: {
          code: 'changedSince',
          message: t('content:editor.errors.changedSince', { name: current.savedBy ?? '' }),
        },
        current,
      },
      { status: 409 },
    ),
  );
}

function noStore(response: Response): Response {
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/** Who saves, as the revision records them. */
export function editorOf(session: { displayName: string; email: string }) {
  return { name: session.displayName, email: session.email };
}
