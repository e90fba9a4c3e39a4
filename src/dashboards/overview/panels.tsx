/**
 * The Overview's widget bodies, rendered on the server (no script): notices due, decisions due,
 * spend and top vendors, contracts by status and category, a failed source, and the vendor's
 * card. Strings come through `t`; figures from `figures.ts`.
 */
import { css, cx } from 'styled-system/css';
import { ACTIVITY_KINDS, type ActivityKind } from '../../contracts/activity.ts';
import { dateOfDay } from '../../contracts/model.ts';
import { deadlineBadge } from '../../contracts/parts/register-styles.ts';
import { FILE_MANAGER_PATH } from '../../file-manager/url.ts';
import { dateFormatOf, numberFormatOf } from '../../i18n/intl-cache.ts';
import { type Locale, languageOf } from '../../i18n/locales.ts';
import type { Translator } from '../../i18n/texts.ts';
import type { EventProgress } from '../../rfp/progress.ts';
import { BarChart } from '../charts/BarChart.tsx';
import { formatMonth } from '../charts/format.ts';
import { numberFormats } from '../numbers.ts';
import { numericTable, table, tableScroll } from '../styles.ts';
import type { ContractsSummary, NoticesDue, NoticeTask, RecentDocument, SpendSummary } from './figures.ts';
import { Money } from './Money.tsx';
import { Sentence } from './Sentence.tsx';

interface Texts {
  t: Translator;
  locale: Locale;
}

export const LOCKER_PATH = '/apps/dashboards/contractlocker';
const link = css({ color: 'accent.emphasized', textDecoration: 'underline' });
/** A figures table: its column headings over the figures, at their end like the figures. */
const figures = css({ '& thead th:not(:first-child)': { textAlign: 'end' } });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });

/** A source that failed: said in place, with Try again (the same page asked again). */
export function FailedPanel({ t, retry }: { t: Translator; retry: string }) {
  return (
    <p role="alert" data-overview-failed="" className={muted}>
      {t('overview:failed.message')}{' '}
      <a className={link} href={retry}>
        {t('overview:failed.retry')}
      </a>
    </p>
  );
}

const tileGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  gap: '3',
});
const tile = css({
  display: 'grid',
  gap: '1',
  padding: '3',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'border',
  textDecoration: 'none',
  color: 'fg.default',
  minHeight: '11',
  _hover: { bg: 'surface.raised' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.emphasized', outlineOffset: '2px' },
  '&[data-urgent]': { borderColor: 'danger.text', bg: 'danger.subtle' },
});
const figure = css({ fontSize: '2xl', fontWeight: '700', fontVariantNumeric: 'tabular-nums' });

/** Notices due within 7, 30 and 90 days and missed, each a link to the register showing exactly those. */
export function NoticesPanel({ notices, t, locale }: Texts & { notices: NoticesDue }) {
  const number = numberFormatOf(languageOf(locale).tag);
  const tiles = [
    ...notices.windows.map(({ days, count }) => ({
      key: `within${days}`,
      label: t('overview:notices.within', { count: days }),
      count,
      href: `${LOCKER_PATH}?within=${days}`,
      urgent: days <= 7 && count > 0,
    })),
    {
      key: 'missed',
      label: t('overview:notices.missed'),
      count: notices.missed,
      href: `${LOCKER_PATH}?notice=missed`,
      urgent: notices.missed > 0,
    },
  ];
  return (
    <>
      <div className={tileGrid} data-notices="">
        {tiles.map((each) => (
          <a
            key={each.key}
            className={tile}
            href={each.href}
            data-notice={each.key}
            data-count={each.count}
            data-urgent={each.urgent ? '' : undefined}
          >
            <span className={figure}>{number.format(each.count)}</span>
            <span className={css({ fontSize: 'sm' })}>{each.label}</span>
            {/* The name starts with what the tile shows (WCAG 2.5.3), then says where it leads. */}
            <span className="visually-hidden">{t('overview:notices.show')}</span>
          </a>
        ))}
      </div>
      <p className={css({ color: 'fg.muted', fontSize: 'xs', marginBlockStart: '2' })}>{t('overview:notices.hint')}</p>
    </>
  );
}

const taskList = css({ display: 'grid', gap: '2', listStyle: 'none', padding: '0', margin: '0' });
const taskItem = css({
  display: 'flex',
  gap: '3',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  flexWrap: 'wrap',
});

export const RFP_PATH = '/pages/rfp-analysis';
const RFP_EVENTS_PATH = '/apps/rfp-events';

/**
 * The decisions due: the soonest contracts needing notice within 30 days, each a link to it; and
 * for an evaluator, the RFP's answers they have still to score.
 */
export function TasksPanel({
  tasks,
  toScore,
  t,
  locale,
}: Texts & { tasks: NoticeTask[]; toScore?: { left: number; event: string } | undefined }) {
  const scoring =
    toScore && toScore.left > 0 ? (
      <p className={css({ marginBlockEnd: '3' })} data-task-score="">
        <a className={link} href={`${RFP_PATH}?${new URLSearchParams({ event: toScore.event })}`}>
          {t('overview:tasks.score', { count: toScore.left })}
        </a>
      </p>
    ) : null;
  if (tasks.length === 0)
    return (
      <>
        {scoring}
        <p className={muted} data-tasks-none="">
          {t('overview:tasks.none')}
        </p>
      </>
    );
  const day = dateFormatOf(languageOf(locale).tag, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <>
      {scoring}
      <ul className={taskList} data-tasks="">
        {tasks.map((task) => (
          <li key={task.contractId} className={taskItem}>
            <a className={link} href={`${LOCKER_PATH}?${new URLSearchParams({ contract: task.contractId })}`}>
              <Sentence
                t={t}
                k={`overview:tasks.${task.kind}`}
                values={{ contract: task.title, vendor: task.vendor ?? '', day: day.format(dateOfDay(task.deadline)) }}
              />
            </a>
            <span className={deadlineBadge(task.bucket)} data-bucket={task.bucket}>
              {task.daysLeft === 0 ? t('contracts:days.today') : t('contracts:days.left', { count: task.daysLeft })}
            </span>
          </li>
        ))}
      </ul>
      <p className={css({ marginBlockStart: '3' })}>
        <a className={link} href={`${LOCKER_PATH}?within=30`}>
          {t('overview:tasks.all')}
        </a>
      </p>
    </>
  );
}

/** A table that may scroll at phone width: reachable by keyboard, named by its widget. */
function Scroll({ labelledBy, children }: { labelledBy: string; children: React.ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must take the keyboard's focus (axe scrollable-region-focusable)
    // biome-ignore lint/a11y/useSemanticElements: a scroll box around a table, not a set of form controls (fieldset)
    <div role="group" className={tableScroll} tabIndex={0} aria-labelledby={labelledBy}>
      {children}
    </div>
  );
}

/** Spend this month, quarter and year so far and over the last 12 months, each against the period before. */
export function SpendPanel({ spend, t, locale }: Texts & { spend: SpendSummary }) {
  const tag = languageOf(locale).tag;
  const { percent, amount } = numberFormats(locale);
  const day = dateFormatOf(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  const change = (now: number, before: number | null) =>
    before === null || before === 0
      ? ''
      : `${now >= before ? '+' : '−'}${percent(Math.abs(((now - before) / before) * 100))}`;
  return (
    <>
      <Scroll labelledBy="overview-spend-title">
        <table className={`${table} ${numericTable} ${figures}`} data-spend="">
          <thead>
            <tr>
              <th scope="col">{t('overview:spend.period')}</th>
              <th scope="col">{t('overview:spend.amount')}</th>
              <th scope="col">{t('overview:spend.previous')}</th>
              <th scope="col">{t('overview:spend.change')}</th>
            </tr>
          </thead>
          <tbody>
            {spend.periods.map((period) => (
              <tr key={period.period} data-period={period.period} data-amount={period.amount.toFixed(2)}>
                <th scope="row">{t(`overview:spend.${period.period}`)}</th>
                <td>
                  <Money value={period.amount} currency={spend.currency} tag={tag} />
                </td>
                <td>
                  {period.previous === null ? (
                    t('overview:spend.previousNone')
                  ) : (
                    <Money value={period.previous} currency={spend.currency} tag={tag} />
                  )}
                </td>
                <td>
                  <bdi>{change(period.amount, period.previous)}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
      <BarChart
        title={t('overview:spend.byMonth')}
        categories={spend.months.map(({ month }) => formatMonth(month, tag))}
        series={[{ key: 'spend', name: t('overview:spend.amount'), data: spend.months.map(({ amount }) => amount) }]}
        format={amount}
        width={520}
        height={200}
      />
      <p
        className={css({
          display: 'flex',
          gap: '3',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          marginBlockStart: '2',
          fontSize: 'sm',
        })}
      >
        <span className={muted}>{t('overview:spend.until', { day: day.format(dateOfDay(spend.until)) })}</span>
        <a className={link} href="/apps/reports/invoice-intel">
          {t('overview:spend.report')}
        </a>
      </p>
    </>
  );
}

/** No spend yet: the provider has delivered no invoice extract for this client. */
export function NoSpendPanel({ t }: { t: Translator }) {
  return <p className={muted}>{t('overview:spend.none')}</p>;
}

/** The vendors the client spent most with over the last 12 months, with their share. */
export function TopVendorsPanel({ spend, t, locale }: Texts & { spend: SpendSummary }) {
  const tag = languageOf(locale).tag;
  const { percent } = numberFormats(locale);
  return (
    <Scroll labelledBy="overview-vendors-title">
      <table className={`${table} ${numericTable} ${figures}`} data-top-vendors="">
        <thead>
          <tr>
            <th scope="col">{t('overview:vendors.vendor')}</th>
            <th scope="col">{t('overview:vendors.amount')}</th>
            <th scope="col">{t('overview:vendors.share')}</th>
          </tr>
        </thead>
        <tbody>
          {spend.topVendors.map((row) => (
            <tr key={row.vendor} data-vendor={row.vendor}>
              <th scope="row" dir="auto">
                {row.vendor}
              </th>
              <td>
                <Money value={row.amount} currency={spend.currency} tag={tag} />
              </td>
              <td>{percent(row.share)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

const caption = css({ fontSize: 'sm', fontWeight: '700', marginBlock: '2' });

/** Contracts by status (as each stands today) and active contracts by category, with their annual value. */
export function ContractsPanel({ summary, t, locale }: Texts & { summary: ContractsSummary }) {
  if (summary.total === 0) return <p className={muted}>{t('overview:contracts.none')}</p>;
  const tag = languageOf(locale).tag;
  const number = numberFormatOf(tag);
  const others = (count: number) => (count > 0 ? t('overview:contracts.otherCurrency', { count }) : undefined);
  const otherCurrency = summary.byStatus.reduce((sum, group) => sum + group.otherCurrency, 0);
  const head = (first: string) => (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        <th scope="col">{t('overview:contracts.count')}</th>
        <th scope="col">{t('overview:contracts.value')}</th>
      </tr>
    </thead>
  );
  return (
    <div
      className={css({
        display: 'grid',
        gap: '4',
        gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
      })}
    >
      <Scroll labelledBy="overview-contracts-title">
        <table className={`${table} ${numericTable} ${figures}`} data-contracts-by-status="">
          <caption className={caption}>
            {t('overview:contracts.byStatus')} ·{' '}
            <a className={link} href={LOCKER_PATH}>
              {t('overview:contracts.total', { count: summary.total })}
            </a>
          </caption>
          {head(t('overview:contracts.status'))}
          <tbody>
            {summary.byStatus.map((group) => (
              <tr key={group.key} data-status={group.key}>
                <th scope="row">
                  <a className={link} href={`${LOCKER_PATH}?status=${group.key}`}>
                    {t(`contracts:status.${group.key}`)}
                  </a>
                </th>
                <td>{number.format(group.count)}</td>
                <td title={others(group.otherCurrency)}>
                  {group.count === 0 ? '' : <Money value={group.value} currency={summary.currency} tag={tag} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
      <Scroll labelledBy="overview-contracts-title">
        <table className={`${table} ${numericTable} ${figures}`} data-contracts-by-category="">
          <caption className={caption}>{t('overview:contracts.byCategory')}</caption>
          {head(t('overview:contracts.category'))}
          <tbody>
            {summary.byCategory.map((group) => (
              <tr key={group.key ?? ''} data-category={group.key ?? ''}>
                <th scope="row">
                  {group.key === null ? (
                    t('overview:contracts.noCategory')
                  ) : (
                    <a
                      className={link}
                      href={`${LOCKER_PATH}?${new URLSearchParams({ status: 'Active', category: group.key })}`}
                      dir="auto"
                    >
                      {group.key}
                    </a>
                  )}
                </th>
                <td>{number.format(group.count)}</td>
                <td title={others(group.otherCurrency)}>
                  <Money value={group.value} currency={summary.currency} tag={tag} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
      {otherCurrency > 0 && (
        <p className={css({ color: 'fg.muted', fontSize: 'xs', gridColumn: '1 / -1' })}>{others(otherCurrency)}</p>
      )}
    </div>
  );
}

const bar = css({ inlineSize: '100%', blockSize: '2', accentColor: 'var(--colors-accent-default)' });

/**
 * The RFP's evaluation for the chosen project: the answers to score, how many each evaluator has
 * scored (the person's own first), and how many have a team consensus.
 */
export function RfpPanel({ progress, uid, t, locale }: Texts & { progress: EventProgress | null; uid: string }) {
  if (!progress) {
    return (
      <>
        <p className={muted}>{t('overview:rfp.none')}</p>
        <a className={link} href={RFP_EVENTS_PATH}>
          {t('overview:rfp.events')}
        </a>
      </>
    );
  }
  const number = numberFormatOf(languageOf(locale).tag);
  const own = progress.evaluators.find((evaluator) => evaluator.uid === uid);
  const others = progress.evaluators.filter((evaluator) => evaluator.uid !== uid);
  const line = (label: string, scored: number, key: string) => (
    <li key={key} className={css({ display: 'grid', gap: '1' })} data-evaluator={key}>
      <span className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', fontSize: 'sm' })}>
        <bdi>{label}</bdi>
        <span>{t('overview:rfp.scored', { scored: number.format(scored), count: progress.answers })}</span>
      </span>
      <progress className={bar} value={scored} max={Math.max(1, progress.answers)} aria-label={label} />
    </li>
  );
  return (
    <>
      <p className={css({ fontWeight: '600' })}>
        <bdi>{progress.event.title}</bdi>
      </p>
      <p className={muted}>
        {t('overview:rfp.size', {
          questions: number.format(progress.questions),
          vendors: number.format(progress.vendors),
          count: progress.answers,
        })}
      </p>
      <ul
        className={css({ display: 'grid', gap: '3', listStyle: 'none', padding: '0', marginBlock: '3' })}
        data-rfp-progress=""
      >
        {line(t('overview:rfp.you'), own?.scored ?? 0, 'you')}
        {others.map((evaluator) => line(evaluator.name, evaluator.scored, evaluator.uid))}
        {line(t('overview:rfp.consensus'), progress.consensus, 'consensus')}
      </ul>
      <a className={link} href={`${RFP_PATH}?${new URLSearchParams({ event: progress.event.id })}`}>
        {t('overview:rfp.open')}
      </a>
    </>
  );
}

/** The documents changed most lately, each a link to it in the file manager, with where it is and who changed it. */
export function RecentPanel({ documents, t, locale }: Texts & { documents: RecentDocument[] }) {
  if (documents.length === 0) return <p className={muted}>{t('overview:recent.none')}</p>;
  const when = dateFormatOf(languageOf(locale).tag, { dateStyle: 'medium' });
  return (
    <ul className={taskList} data-recent="">
      {documents.map((document) => {
        const place = new URLSearchParams(document.parentId ? { folder: document.parentId } : {});
        place.set('item', document.id);
        const folder = [t('fileManager:home'), ...document.folders].join(' › ');
        const changed = [
          document.lastModified ? when.format(new Date(document.lastModified)) : '',
          document.modifiedBy ?? '',
        ]
          .filter(Boolean)
          .join(' · ');
        return (
          <li key={document.id} className={css({ display: 'grid', gap: '0.5', minWidth: '0' })}>
            <a
              className={cx(link, css({ overflowWrap: 'anywhere' }))}
              href={`${FILE_MANAGER_PATH}?${place}`}
              dir="auto"
            >
              {document.name}
            </a>
            <span className={css({ color: 'fg.muted', fontSize: 'xs', overflowWrap: 'anywhere' })}>
              <bdi>{folder}</bdi>
              {changed && (
                <>
                  {' · '}
                  <bdi>{changed}</bdi>
                </>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The contract locker's use over a week, as the portal counted it: documents opened, facts edited, reminders sent. */
export function ActivityPanel({ counts, t, locale }: Texts & { counts: Record<ActivityKind, number> }) {
  const number = numberFormatOf(languageOf(locale).tag);
  return (
    <dl className={css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '3', margin: '0' })}>
      {ACTIVITY_KINDS.map((kind) => (
        <div
          key={kind}
          className={css({ display: 'flex', flexDirection: 'column-reverse', gap: '1' })}
          data-activity={kind}
        >
          <dt className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t(`dashboards:locker.keys.${kind}`)}</dt>
          <dd className={cx(figure, css({ margin: '0' }))}>{number.format(counts[kind])}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What a vendor user does in the portal: answer the client's RFPs. */
export function ForVendorsPanel({ t }: { t: Translator }) {
  return (
    <>
      <p>{t('overview:vendor.text')}</p>
      <p className={css({ display: 'flex', gap: '4', flexWrap: 'wrap', marginBlockStart: '3' })}>
        <a className={link} href={RFP_PATH}>
          {t('overview:vendor.open')}
        </a>
        <a className={link} href="/pages/faq">
          {t('overview:vendor.help')}
        </a>
      </p>
    </>
  );
}
