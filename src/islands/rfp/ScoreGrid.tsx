import { useStore } from '@nanostores/react';
import { type FormEvent, type KeyboardEvent, memo, useMemo, useState } from 'react';
import { cx } from 'styled-system/css';
import { groupRfpRows } from '../../content/rfp-groups.ts';
import type { RfpRow } from '../../content/schemas/rfp.ts';
import type { Translate } from '../../i18n/texts.ts';
import type { EvaluationView, ScoreEntry } from '../../rfp/evaluation.ts';
import { answerId, COMMENT_LIMIT, type Proposal, scoreChoices } from '../../rfp/scoring.ts';
import { DEFAULT_IMPORTANCE, type Importance, importanceLevels } from '../../rfp/weights.ts';
import { $saves, type SaveState, saveImportance, saveScore } from '../../stores/rfp-evaluation.ts';
import type { Figures } from './figures.ts';
import { RowQuestionHeads, SaveStatus } from './parts.tsx';
import { control, gridTable, parts, primaryControl, scoreControl } from './styles.ts';

interface ScoreGridProps {
  t: Translate;
  figures: Figures;
  rows: RfpRow[];
  vendors: string[];
  view: EvaluationView;
  proposals: Map<string, Proposal>;
  sectionNames: Record<string, string>;
}

/**
 * The keys that give a score: its digit in Latin, in the Arabic-Indic digits the Arabic page shows
 * scores in, and in the Persian forms some Arabic keyboards type.
 */
const scoreKeys = new Map(
  [0, 1, 2, 3, 4, 5].flatMap((score) => [
    [String(score), score] as const,
    [String.fromCharCode(0x660 + score), score] as const,
    [String.fromCharCode(0x6f0 + score), score] as const,
  ]),
);
/**
 * Keys pressed while the grid is still the server's HTML (it hydrates on the first touch,
 * decision 080) are held and sent again once it runs (scripts/held-events.ts): none is lost.
 */
const heldKeys = [
  ...scoreKeys.keys(),
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Delete',
  'Backspace',
].join(' ');

/** What a score button says: the person's score, the proposal, or why the answer is left out. */
function cellState(t: Translate, figures: Figures, entry: ScoreEntry | undefined, proposal: Proposal | undefined) {
  if (entry)
    return {
      text: figures.score(entry.score),
      label: t('rfpEvaluation:grid.scored', { score: entry.score }),
      kind: 'scored',
    };
  if (proposal?.kind === 'proposed') {
    return {
      text: figures.score(proposal.score),
      label: t('rfpEvaluation:grid.proposed', { score: proposal.score }),
      kind: 'proposed',
    };
  }
  if (proposal?.kind === 'excluded')
    return { text: '–', label: t(`rfpEvaluation:grid.${proposal.reason}`), kind: 'excluded' };
  return { text: '·', label: t('rfpEvaluation:grid.open'), kind: 'open' };
}

/**
 * The answers with the person's score under each: one tab stop for the whole grid (the last
 * answer focused), arrows move between answers (in the page's reading direction), a digit
 * saves a score, Delete clears it, Enter opens the comment.
 */
export function ScoreGrid({ t, figures, rows, vendors, view, proposals, sectionNames }: ScoreGridProps) {
  const [focused, setFocused] = useState(() => (rows[0] ? answerId(rows[0].Row, 0) : ''));
  const [editing, setEditing] = useState<string | undefined>(undefined);
  const saves = useStore($saves);
  const groups = useMemo(() => groupRfpRows(rows), [rows]);

  const move = (from: HTMLElement, rowStep: number, vendorStep: number) => {
    const row = Number(from.dataset['row']);
    const vendor = Number(from.dataset['vendor']);
    const index = rows.findIndex((candidate) => candidate.Row === row);
    const nextRow = rows[Math.min(rows.length - 1, Math.max(0, index + rowStep))];
    const nextVendor = Math.min(vendors.length - 1, Math.max(0, vendor + vendorStep));
    if (!nextRow) return;
    const id = answerId(nextRow.Row, nextVendor);
    setFocused(id);
    from.closest('table')?.querySelector<HTMLElement>(`[data-answer="${id}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = event.target as HTMLElement;
    if (!target.dataset['answer'] || event.altKey || event.ctrlKey || event.metaKey) return;
    const rtl = getComputedStyle(target).direction === 'rtl';
    const row = Number(target.dataset['row']);
    const vendor = Number(target.dataset['vendor']);
    const key = event.key;
    if (key === 'ArrowDown') move(target, 1, 0);
    else if (key === 'ArrowUp') move(target, -1, 0);
    else if (key === 'ArrowRight') move(target, 0, rtl ? -1 : 1);
    else if (key === 'ArrowLeft') move(target, 0, rtl ? 1 : -1);
    else if (key === 'Home') move(target, 0, -vendors.length);
    else if (key === 'End') move(target, 0, vendors.length);
    else if (key === 'PageDown') move(target, 10, 0);
    else if (key === 'PageUp') move(target, -10, 0);
    else if (scoreKeys.has(key) && target.dataset['excluded'] === undefined) {
      const comment = view.mine[target.dataset['answer']]?.comment ?? '';
      void saveScore({ row, vendor, score: scoreKeys.get(key) ?? null, comment });
    } else if ((key === 'Delete' || key === 'Backspace') && view.mine[target.dataset['answer']]) {
      void saveScore({ row, vendor, score: null, comment: '' });
    } else if (key === 'Enter' || key === ' ') {
      if (target.dataset['excluded'] === undefined) setEditing(target.dataset['answer']);
    } else return;
    event.preventDefault();
  };

  return (
    <div>
      <p className={parts.muted} id="rfp-grid-keys">
        {t('rfpEvaluation:grid.keys')}
      </p>
      <section className={cx(gridTable.scroll, 'rfp-scroll')} aria-labelledby="rfp-grid-caption">
        <table
          className={cx(gridTable.table, 'rfp-table', 'rfp-grid')}
          onKeyDown={onKeyDown}
          aria-describedby="rfp-grid-keys"
          data-held-keys={heldKeys}
        >
          <caption id="rfp-grid-caption" className="visually-hidden">
            {t('rfpEvaluation:grid.caption')}
          </caption>
          <thead>
            <tr>
              <RowQuestionHeads t={t} />
              {vendors.map((vendor, index) => (
                <th scope="col" key={vendor} data-v={index}>
                  <bdi>{vendor}</bdi>
                </th>
              ))}
            </tr>
          </thead>
          {groups.map((group) => (
            <tbody key={group.SecSub} data-section={group.Section} data-subsection={group.SecSub}>
              {group.startsSection && (
                <tr className={cx(gridTable.sectionRow, 'rfp-section')}>
                  <th scope="colgroup" colSpan={2 + vendors.length}>
                    {group.SecNum}. <bdi dir="auto">{sectionNames[group.Section] ?? group.Section}</bdi>
                  </th>
                </tr>
              )}
              <tr className={cx(gridTable.subsectionRow, 'rfp-subsection')}>
                <th scope="colgroup" colSpan={2 + vendors.length}>
                  <bdi dir="ltr">
                    {group.SecSub} {group.Subsection}
                  </bdi>
                </th>
              </tr>
              {group.rows.map((row) => (
                <GridRow
                  key={row.Row}
                  t={t}
                  figures={figures}
                  row={row}
                  vendors={vendors}
                  lead={view.role === 'lead'}
                  importance={(view.importance[String(row.Row)] ?? DEFAULT_IMPORTANCE) as Importance}
                  entries={row.answers.map((_, vendor) => view.mine[answerId(row.Row, vendor)])}
                  saves={row.answers.map((_, vendor) => saves[answerId(row.Row, vendor)])}
                  proposals={proposals}
                  focused={focused.startsWith(`${row.Row}-`) ? focused : ''}
                  editing={editing?.startsWith(`${row.Row}-`) ? editing : undefined}
                  onFocus={setFocused}
                  onEdit={setEditing}
                />
              ))}
            </tbody>
          ))}
        </table>
      </section>
    </div>
  );
}

interface GridRowProps {
  t: Translate;
  figures: Figures;
  row: RfpRow;
  vendors: string[];
  lead: boolean;
  importance: Importance;
  /** The person's score of each of the row's answers, by vendor. */
  entries: readonly (ScoreEntry | undefined)[];
  /** Where the last write of each of the row's answers stands, by vendor. */
  saves: readonly (SaveState | undefined)[];
  proposals: Map<string, Proposal>;
  focused: string;
  editing: string | undefined;
  onFocus: (id: string) => void;
  onEdit: (id: string | undefined) => void;
}

const sameItems = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((item, index) => Object.is(item, b[index]));

/**
 * A row re-renders only when its own entries, saves, focus or editor change: a saved score
 * touches one row, not all 315 (entries keep their identity in the store unless changed).
 */
function sameRow(previous: GridRowProps, next: GridRowProps): boolean {
  return (Object.keys(next) as (keyof GridRowProps)[]).every((key) => {
    const a = previous[key];
    const b = next[key];
    return Array.isArray(a) && Array.isArray(b) ? sameItems(a, b) : Object.is(a, b);
  });
}

const GridRow = memo(function GridRow({
  t,
  figures,
  row,
  vendors,
  lead,
  importance,
  entries,
  saves,
  proposals,
  focused,
  editing,
  onFocus,
  onEdit,
}: GridRowProps) {
  return (
    <tr data-row={row.Row}>
      <td className={gridTable.num}>{row.Row}</td>
      <th scope="row" className={cx(gridTable.question, 'rfp-question')}>
        <span dir="auto">{row.Question}</span>
        {lead ? (
          <label className={parts.importance}>
            <span>{t('rfpEvaluation:grid.importance')}</span>
            <select
              className={control}
              value={importance}
              data-importance={row.Row}
              onChange={(event) => void saveImportance(row.Row, event.target.value as Importance)}
            >
              {importanceLevels.map((level) => (
                <option key={level} value={level}>
                  {t(`rfpEvaluation:importance.${level}`)}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <span className={parts.badge} data-importance-level={importance}>
            {t(`rfpEvaluation:importance.${importance}`)}
          </span>
        )}
      </th>
      {row.answers.map((answer, vendor) => {
        const id = answerId(row.Row, vendor);
        const entry = entries[vendor];
        const proposal = proposals.get(id);
        const state = cellState(t, figures, entry, proposal);
        const vendorName = vendors[vendor] ?? '';
        // Why a digit does nothing here: said beside the score, and read with it.
        const why = proposal?.kind === 'excluded' ? `rfp-why-${id}` : undefined;
        return (
          <td key={id} data-v={vendor} data-vendor={vendorName}>
            {answer.value === null ? (
              <span className={cx(gridTable.empty, 'rfp-empty')}>{t('rfp:noAnswer')}</span>
            ) : (
              <bdi dir="auto" className={cx(parts.answer, 'rfp-answer')}>
                {answer.value}
              </bdi>
            )}
            <span className={parts.scoreLine}>
              <button
                type="button"
                className={cx(scoreControl, `rfp-score-${state.kind}`)}
                data-kind={state.kind}
                data-answer={id}
                data-row={row.Row}
                data-vendor={vendor}
                data-excluded={state.kind === 'excluded' ? '' : undefined}
                tabIndex={focused === id ? 0 : -1}
                aria-label={t('rfpEvaluation:grid.scoreLabel', {
                  vendor: vendorName,
                  row: row.Row,
                  state: state.label,
                })}
                aria-keyshortcuts={why ? undefined : '0 1 2 3 4 5 Delete Enter'}
                aria-describedby={why}
                onFocus={() => onFocus(id)}
                onClick={() => state.kind !== 'excluded' && onEdit(id)}
              >
                {state.text}
              </button>
              {state.kind === 'proposed' && proposal?.kind === 'proposed' && (
                <span className={cx(parts.muted, parts.small)}>
                  {t('rfpEvaluation:grid.proposedMark')} · {t(`rfpEvaluation:proposal.${proposal.reason}`)}
                </span>
              )}
              {why && proposal?.kind === 'excluded' && (
                <span id={why} className={cx(parts.muted, parts.small, parts.why)}>
                  {t(`rfpEvaluation:grid.why.${proposal.reason}`)}
                </span>
              )}
              {entry?.comment && (
                <span className={cx(parts.comment, 'rfp-comment')} dir="auto" title={t('rfpEvaluation:grid.commented')}>
                  {entry.comment}
                </span>
              )}
              <SaveStatus t={t} save={saves[vendor]} />
            </span>
            {editing === id && (
              <ScoreEditor
                t={t}
                figures={figures}
                title={t('rfpEvaluation:editor.title', { vendor: vendorName, row: row.Row })}
                entry={entry}
                onSave={async (score, comment) => {
                  if (await saveScore({ row: row.Row, vendor, score, comment })) {
                    onEdit(undefined);
                    focusAnswer(id);
                  }
                }}
                onCancel={() => {
                  onEdit(undefined);
                  focusAnswer(id);
                }}
              />
            )}
          </td>
        );
      })}
    </tr>
  );
}, sameRow);

function focusAnswer(id: string) {
  requestAnimationFrame(() => document.querySelector<HTMLElement>(`.rfp-grid [data-answer="${id}"]`)?.focus());
}

interface ScoreEditorProps {
  t: Translate;
  figures: Figures;
  title: string;
  entry: ScoreEntry | undefined;
  onSave: (score: number | null, comment: string) => Promise<void>;
  onCancel: () => void;
}

/** A score with its reason: saved together, one answer at a time. */
export function ScoreEditor({ t, figures, title, entry, onSave, onCancel }: ScoreEditorProps) {
  const [score, setScore] = useState(entry ? String(entry.score) : '');
  const [comment, setComment] = useState(entry?.comment ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSave(score === '' ? null : Number(score), comment);
  };
  return (
    <form
      className={parts.editor}
      aria-label={title}
      onSubmit={submit}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Escape') onCancel();
      }}
    >
      <label>
        <span>{t('rfpEvaluation:editor.score')}</span>
        {/* biome-ignore lint/a11y/noAutofocus: the editor opens on the person's own Enter or click */}
        <select className={control} value={score} onChange={(event) => setScore(event.target.value)} autoFocus>
          <option value="">{t('rfpEvaluation:editor.none')}</option>
          {scoreChoices.map((value) => (
            <option key={value} value={value}>
              {figures.score(value)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('rfpEvaluation:editor.comment')}</span>
        <textarea
          className={control}
          dir="auto"
          rows={3}
          value={comment}
          maxLength={COMMENT_LIMIT}
          onChange={(event) => setComment(event.target.value)}
        />
      </label>
      <span className={cx(parts.muted, parts.small)}>
        {t('rfpEvaluation:editor.counter', { used: comment.length, limit: COMMENT_LIMIT })}
      </span>
      <span className={parts.actions}>
        <button type="submit" className={primaryControl}>
          {t('rfpEvaluation:editor.save')}
        </button>
        <button type="button" className={control} onClick={onCancel}>
          {t('rfpEvaluation:editor.cancel')}
        </button>
      </span>
    </form>
  );
}
