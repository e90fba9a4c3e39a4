import type { RfpRow } from '../content/schemas/rfp.ts';

/** How much a question counts within its subsection: a must counts three times a could. */
export const importanceLevels = ['must', 'should', 'could'] as const;
export type Importance = (typeof importanceLevels)[number];
export const importanceFactor: Record<Importance, number> = { must: 3, should: 2, could: 1 };
export const DEFAULT_IMPORTANCE: Importance = 'should';

/**
 * Percentages: each section's share of the whole, and each subsection's share of its section
 * (keyed by its number, `3.1`). Both levels add up to 100.
 */
export interface Weights {
  sections: Record<string, number>;
  subsections: Record<string, number>;
}

export interface Subsection {
  id: string;
  name: string;
  rows: number[];
}
export interface Section {
  name: string;
  number: number;
  subsections: Subsection[];
}

/** The RFP's outline: sections, in order, with their subsections and rows. */
export function outlineOf(rows: readonly RfpRow[]): Section[] {
  const sections: Section[] = [];
  for (const row of rows) {
    let section = sections.find((candidate) => candidate.name === row.Section);
    if (!section) {
      section = { name: row.Section, number: row.SecNum, subsections: [] };
      sections.push(section);
    }
    let subsection = section.subsections.find((candidate) => candidate.id === row.SecSub);
    if (!subsection) {
      subsection = { id: row.SecSub, name: row.Subsection, rows: [] };
      section.subsections.push(subsection);
    }
    subsection.rows.push(row.Row);
  }
  return sections;
}

/** 100 split in whole percents as evenly as it goes (34, 33, 33): weights people can read and retype. */
export function evenSplit(count: number): number[] {
  if (count <= 0) return [];
  const base = Math.floor(100 / count);
  const rest = 100 - base * count;
  return Array.from({ length: count }, (_, index) => base + (index < rest ? 1 : 0));
}

export function defaultWeights(outline: readonly Section[]): Weights {
  const sections: Record<string, number> = {};
  const subsections: Record<string, number> = {};
  evenSplit(outline.length).forEach((weight, index) => {
    const section = outline[index] as Section;
    sections[section.name] = weight;
    evenSplit(section.subsections.length).forEach((share, subIndex) => {
      subsections[(section.subsections[subIndex] as Subsection).id] = share;
    });
  });
  return { sections, subsections };
}

/** Kept weights laid over the defaults: a section added to the RFP since gets its even share. */
export function weightsFor(outline: readonly Section[], kept: Partial<Weights> | undefined): Weights {
  const defaults = defaultWeights(outline);
  return {
    sections: { ...defaults.sections, ...pick(kept?.sections, Object.keys(defaults.sections)) },
    subsections: { ...defaults.subsections, ...pick(kept?.subsections, Object.keys(defaults.subsections)) },
  };
}

function pick(values: Record<string, number> | undefined, keys: readonly string[]): Record<string, number> {
  const picked: Record<string, number> = {};
  for (const key of keys) if (values && Object.hasOwn(values, key)) picked[key] = values[key] as number;
  return picked;
}

/** A level of weights that does not add up: the sections (`section` undefined) or one section's subsections. */
export interface WeightProblem {
  kind: 'sum' | 'range';
  section: string | undefined;
  total: number;
}

/** Sums are compared to a hundredth: 33.33 + 33.33 + 33.34 is 100. */
const SUM_TOLERANCE = 0.005;

function sumOf(values: readonly number[]): number {
  return Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;
}

/** Every level whose weights leave 0–100 or do not add up to 100. */
export function weightProblems(outline: readonly Section[], weights: Weights): WeightProblem[] {
  const problems: WeightProblem[] = [];
  const check = (values: number[], section: string | undefined) => {
    const total = sumOf(values);
    if (values.some((value) => !Number.isFinite(value) || value < 0 || value > 100)) {
      problems.push({ kind: 'range', section, total });
    } else if (Math.abs(total - 100) > SUM_TOLERANCE) problems.push({ kind: 'sum', section, total });
  };
  check(
    outline.map((section) => weights.sections[section.name] ?? Number.NaN),
    undefined,
  );
  for (const section of outline) {
    check(
      section.subsections.map((subsection) => weights.subsections[subsection.id] ?? Number.NaN),
      section.name,
    );
  }
  return problems;
}

/**
 * Rows grouped by subsection in row order, the first of each section marked (the grid's
 * headings). Here rather than content/rfp-filter.ts, whose search folding brings zod — and zod's
 * probe for `new Function` — into the island's bundle, which the page's CSP reports.
 */
export function subsectionGroups(rows: readonly RfpRow[]) {
  const groups: {
    SecNum: number;
    Section: string;
    SecSub: string;
    Subsection: string;
    startsSection: boolean;
    rows: RfpRow[];
  }[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && last.SecSub === row.SecSub) last.rows.push(row);
    else
      groups.push({
        SecNum: row.SecNum,
        Section: row.Section,
        SecSub: row.SecSub,
        Subsection: row.Subsection,
        startsSection: last?.SecNum !== row.SecNum,
        rows: [row],
      });
  }
  return groups;
}
