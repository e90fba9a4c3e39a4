import { useStore } from '@nanostores/react';
import { type KeyboardEvent, type MouseEvent, useEffect, useMemo, useRef, useState } from 'react';
import { cx } from 'styled-system/css';
import { type IslandTexts, translatorOf } from '../../i18n/texts.ts';
import { comparedVendors } from '../../rfp/compare.ts';
import type { EvaluationView } from '../../rfp/evaluation.ts';
import { vendorProgressOf } from '../../rfp/progress.ts';
import { decodeProposals } from '../../rfp/proposal-codes.ts';
import type { Proposal } from '../../rfp/scoring.ts';
import { rankMoves, vendorTotals } from '../../rfp/totals.ts';
import { type ScoreBasis, scoreOfView } from '../../rfp/views.ts';
import { rowNumbersOf, type Section, type Weights, weightsFor } from '../../rfp/weights.ts';
import {
  $evaluation,
  evaluateEvent,
  exportHref,
  hasWritesInFlight,
  loadRfpRows,
  whenSaved,
} from '../../stores/rfp-evaluation.ts';
import { ComparePanel } from './ComparePanel.tsx';
import { ConsensusPanel } from './ConsensusPanel.tsx';
import { figuresOf } from './figures.ts';
import { ProgressPanel } from './ProgressPanel.tsx';
import { type RowText, rowsOf, rowTextsOf, type ServerRowTexts } from './row-texts.ts';
import { ScoreGrid } from './ScoreGrid.tsx';
import { control, linkControl, parts } from './styles.ts';
import { TotalsPanel } from './TotalsPanel.tsx';
import { WeightsPanel } from './WeightsPanel.tsx';

type Tab = 'score' | 'consensus' | 'compare' | 'weights';
const tabs: readonly Tab[] = ['score', 'consensus', 'compare', 'weights'];

export interface RfpEvaluationProps {
  /**
   * The RFP's sections, subsections and row numbers. The questions and answers are not props:
   * they travel once, as the server's grid, and are read back from it (decision 089).
   */
  outline: Section[];
  /**
   * The questions and answers for the server's render (`serverRowTexts`): the browser receives
   * it empty and reads them from that render's grid instead.
   */
  rowTexts?: ServerRowTexts;
  /** Every answer's proposal (`encodeProposals`): the totals count all rows, shown or not. */
  proposals: string;
  /** Row numbers the page's filter shows (every row when unfiltered). */
  shown: number[];
  vendors: string[];
  /** The RFP event evaluated: every call names it. */
  eventId: string;
  /** The evaluation as the server read it for this person: the page is whole before any script runs. */
  initial: EvaluationView;
  /** Section names in the page's language. */
  sectionNames: Record<string, string>;
  texts: IslandTexts;
}

/**
 * The RFP evaluation (decisions 078, 089): scoring in the grid, consensus, vendors side by side and
 * the weights, with the totals and ranking above them all. Weights changed here are a what-if
 * until the lead saves them. Rendered on the server and hydrated at the first touch.
 */
export default function RfpEvaluation({
  outline,
  rowTexts,
  proposals: codes,
  shown,
  vendors,
  eventId,
  initial,
  sectionNames,
  texts,
}: RfpEvaluationProps) {
  // Named before any call the store makes, on the server's render and the browser's alike.
  useMemo(() => evaluateEvent(eventId), [eventId]);
  const t = useMemo(() => translatorOf(texts), [texts]);
  const figures = figuresOf(texts.tag);
  const stored = useStore($evaluation);
  useEffect(() => {
    if (!$evaluation.get()) $evaluation.set(initial);
  }, [initial]);
  const view = stored ?? initial;
  const proposals: Map<string, Proposal> = useMemo(
    () => decodeProposals(codes, rowNumbersOf(outline), vendors.length),
    [codes, outline, vendors.length],
  );
  // Read once, at the first render: on the server from the prop, in the browser while the
  // server's grid is still in the page.
  const [textsOfRows, setTextsOfRows] = useState<ReadonlyMap<number, RowText>>(() => rowTextsOf(rowTexts));
  const { rows: shownRows, missing } = useMemo(
    () => rowsOf(outline, shown, vendors, textsOfRows),
    [outline, shown, vendors, textsOfRows],
  );
  // Rows the server's grid did not hold (it always holds the shown ones): the text from the API.
  const loadMissing = missing.length > 0;
  useEffect(() => {
    if (!loadMissing) return;
    // Without it the rows show their scores under empty text: nothing else to tell the person.
    void loadRfpRows()
      .then((all) =>
        setTextsOfRows(
          new Map(
            all.map((row) => [row.Row, { question: row.Question, answers: row.answers.map((answer) => answer.value) }]),
          ),
        ),
      )
      .catch(() => undefined);
  }, [loadMissing]);
  const savedWeights = useMemo(() => weightsFor(outline, view.weights), [outline, view.weights]);
  const [draft, setDraft] = useState<Weights | undefined>(undefined);
  const weights = draft ?? savedWeights;
  const [basis, setBasis] = useState<ScoreBasis>(view.role === 'lead' ? 'team' : 'mine');
  const [withProposals, setWithProposals] = useState(true);
  const [tab, setTab] = useState<Tab>('score');
  const [phoneVendor, setPhoneVendor] = useState(0);
  const [compared, setCompared] = useState<number[]>(vendors.map((_, index) => index));

  const scoreOf = useMemo(
    () => scoreOfView(view, proposals, basis, withProposals),
    [view, proposals, basis, withProposals],
  );
  const progress = useMemo(() => vendorProgressOf(view, proposals, vendors.length), [view, proposals, vendors.length]);
  const totals = useMemo(
    () => vendorTotals(outline, weights, view.importance, vendors.length, scoreOf),
    [outline, weights, view.importance, vendors.length, scoreOf],
  );
  const savedTotals = useMemo(
    () => (draft ? vendorTotals(outline, savedWeights, view.importance, vendors.length, scoreOf) : totals),
    [draft, outline, savedWeights, view.importance, vendors.length, scoreOf, totals],
  );
  const moves = useMemo(
    () => (draft ? rankMoves(savedTotals, totals) : new Map<number, number>()),
    [draft, savedTotals, totals],
  );

  // Server HTML until the first touch (client:interaction): tests and the benchmark wait for this.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // A score typed just before the export is still on its way to the server: the file is asked for
  // once the server has it, so the export holds what the grid shows.
  const exportWhenSaved = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hasWritesInFlight()) return;
    event.preventDefault();
    const link = event.currentTarget;
    void whenSaved().then(() => link.click());
  };

  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(tab);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length] as Tab;
    setTab(next);
    tabRefs.current[tabs.indexOf(next)]?.focus();
  };
  /** What the grid and the consensus both show: the shown rows' answers with their scores. */
  const answersPanel = { t, figures, rows: shownRows, vendors, view, proposals };

  return (
    <section
      className={cx(parts.root, 'rfp-evaluation')}
      aria-labelledby="rfp-evaluation-title"
      data-role={view.role}
      data-hydrated={hydrated ? '' : undefined}
    >
      <div className={parts.head}>
        <h2 id="rfp-evaluation-title">{t('rfpEvaluation:title')}</h2>
        <p className={parts.muted}>{t(`rfpEvaluation:role.${view.role}`)}</p>
        <p className={parts.export}>
          <a
            className={linkControl}
            href={exportHref(eventId, 'xlsx')}
            download
            data-export="xlsx"
            onClick={exportWhenSaved}
          >
            {t('rfpEvaluation:export.xlsx')}
          </a>
          <a
            className={linkControl}
            href={exportHref(eventId, 'csv')}
            download
            data-export="csv"
            onClick={exportWhenSaved}
          >
            {t('rfpEvaluation:export.csv')}
          </a>
        </p>
      </div>
      <TotalsPanel
        t={t}
        figures={figures}
        totals={totals}
        moves={moves}
        whatIf={draft !== undefined}
        vendors={vendors}
        outline={outline}
        sectionNames={sectionNames}
        basis={basis}
        onBasis={setBasis}
        withProposals={withProposals}
        onWithProposals={setWithProposals}
        role={view.role}
      />
      <ProgressPanel t={t} figures={figures} progress={progress} vendors={vendors} />
      <label className={parts.phoneVendor}>
        <span>{t('rfpEvaluation:phoneVendor')}</span>
        <select
          className={control}
          value={phoneVendor}
          onChange={(event) => setPhoneVendor(Number(event.target.value))}
        >
          {vendors.map((vendor, index) => (
            <option key={vendor} value={index}>
              {vendor}
            </option>
          ))}
        </select>
      </label>
      <div
        role="tablist"
        aria-label={t('rfpEvaluation:tabs.label')}
        className={parts.tabs}
        onKeyDown={onTabKey}
        tabIndex={-1}
      >
        {tabs.map((name, index) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            className={control}
            role="tab"
            id={`rfp-tab-${name}`}
            aria-controls={`rfp-panel-${name}`}
            aria-selected={tab === name}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
          >
            {t(`rfpEvaluation:tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`rfp-panel-${tab}`} aria-labelledby={`rfp-tab-${tab}`} data-phone-vendor={phoneVendor}>
        {tab === 'score' && <ScoreGrid {...answersPanel} sectionNames={sectionNames} />}
        {tab === 'consensus' && <ConsensusPanel {...answersPanel} />}
        {tab === 'compare' && (
          <ComparePanel
            t={t}
            figures={figures}
            rows={shownRows}
            vendors={vendors}
            chosen={compared}
            onChoose={setCompared}
            shownVendors={comparedVendors(compared, vendors.length)}
            scoreOf={scoreOf}
          />
        )}
        {tab === 'weights' && (
          <WeightsPanel
            t={t}
            outline={outline}
            weights={weights}
            saved={savedWeights}
            sectionNames={sectionNames}
            lead={view.role === 'lead'}
            onChange={(next) => setDraft(next)}
            onSaved={() => setDraft(undefined)}
            onReset={() => setDraft(undefined)}
          />
        )}
      </div>
    </section>
  );
}
