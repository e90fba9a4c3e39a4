import { css } from 'styled-system/css';
import type { DeadlineBucket } from '../model.ts';
import { cardBadge, incompleteCardBadge, registerLink } from './register-styles.ts';

/** One contract as the register's phone card shows it, its texts already in the page's language. */
export interface RegisterCard {
  id: string;
  /** The register's address with this contract's details open. */
  href: string;
  title: string;
  /** The kind of deadline and its day ("Notice by 12 Jan 2027"); empty without one. */
  deadline: string;
  daysLeft: string;
  bucket: DeadlineBucket | null;
  ended: boolean;
  /**
   * The facts under the deadline, in order (status, then vendor, then whatever else the register
   * shows a phone): each its column's name and its value. Values are the data's own text, set in
   * their own direction.
   */
  facts: readonly { label: string; value: string }[];
  /** The title's column name. */
  titleLabel: string;
  /** "Incomplete" and why, when the contract's facts are not whole. */
  incomplete: { label: string; reasons: string } | null;
}

const list = css({
  display: { base: 'grid', md: 'none' },
  // One track no wider than the page: a card never grows past the screen.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '3',
  margin: '0',
  padding: '0',
  listStyle: 'none',
});
const card = css({
  display: 'grid',
  gap: '2',
  padding: '3',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  bg: 'surface',
  fontSize: 'sm',
  minWidth: '0',
});
const lead = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'baseline', margin: '0' });
const deadlineText = css({ fontSize: 'md', fontWeight: '700' });
const facts = css({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: '3',
  rowGap: '1',
  margin: '0',
  '& dt': { color: 'fg.muted' },
  '& dd': { margin: '0', overflowWrap: 'anywhere' },
});

/**
 * The register at phone width: a card per contract, the deadline first (its day, the days left,
 * the status), then the vendor and the title that opens the contract's details. Rendered by the
 * server beside the table, which takes its place from the medium width up; the same rows, in the
 * same order, read from the same texts.
 */
export function RegisterCards({ cards, label }: { cards: readonly RegisterCard[]; label: string }) {
  return (
    <ul className={list} aria-label={label} data-register-cards>
      {cards.map((item) => (
        <li key={item.id} className={card} data-contract-id={item.id}>
          <p className={lead}>
            <span className={deadlineText} data-card-deadline>
              {item.deadline}
            </span>
            {item.bucket && item.daysLeft && (
              <span
                className={cardBadge(item.bucket)}
                data-bucket={item.bucket}
                data-ended={item.ended ? '' : undefined}
              >
                {item.daysLeft}
              </span>
            )}
          </p>
          <dl className={facts}>
            {item.facts.map((fact) => (
              <div key={fact.label} className={css({ display: 'contents' })}>
                <dt>{fact.label}</dt>
                <dd dir="auto">{fact.value}</dd>
              </div>
            ))}
            <div className={css({ display: 'contents' })}>
              <dt>{item.titleLabel}</dt>
              <dd>
                <a className={registerLink} href={item.href} dir="auto">
                  {item.title}
                </a>
                {item.incomplete && (
                  <>
                    {' '}
                    <span className={incompleteCardBadge} data-incomplete title={item.incomplete.reasons}>
                      {item.incomplete.label}
                    </span>
                  </>
                )}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
