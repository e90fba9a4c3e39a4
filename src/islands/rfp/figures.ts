import { numberFormatOf } from '../../i18n/intl-cache.ts';

/**
 * How the evaluation writes its figures: in the page's digits, as every number a person reads
 * (decision 042), and as the scores' accessible names already say them.
 */
export interface Figures {
  /**
   * A score, a rank or a spread: a team's average keeps up to two decimals, a whole score none;
   * no score reads '–'.
   */
  score: (value: number | undefined) => string;
  /** A weighted total: always two decimals, so that a column of totals lines up. */
  total: (value: number) => string;
  /**
   * A share from 0 to 1 as a percent ('15%', '٪١٥'), rounded so that it never reads 0 % once
   * something is done nor 100 % before all is: below 1 % one figure rounded up ('0.4%'), else
   * whole percents rounded down.
   */
  percent: (share: number) => string;
}

const made = new Map<string, Figures>();

/** One per language, the same object each time: the grid's memoised rows see no new prop. */
export function figuresOf(tag: string): Figures {
  let figures = made.get(tag);
  if (!figures) {
    const score = numberFormatOf(tag, { maximumFractionDigits: 2 });
    const total = numberFormatOf(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const percent = numberFormatOf(tag, { style: 'percent', maximumFractionDigits: 0, roundingMode: 'floor' });
    const small = numberFormatOf(tag, { style: 'percent', maximumSignificantDigits: 1, roundingMode: 'ceil' });
    figures = {
      score: (value) => (value === undefined ? '–' : score.format(value)),
      total: (value) => total.format(value),
      percent: (share) => (share > 0 && share < 0.01 ? small : percent).format(share),
    };
    made.set(tag, figures);
  }
  return figures;
}
