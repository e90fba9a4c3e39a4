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

/** The outline's row numbers, in its order: the order the page sends things per row in. */
export function rowNumbersOf(outline: readonly Section[]): number[] {
  return outline.flatMap((section) => section.subsections.flatMap((subsection) => subsection.rows));
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
  /** `incomplete`: a change gives part of a level only (the rest would not be checked). */
  kind: 'sum' | 'range' | 'incomplete';
  section: string | undefined;
  total: number;
}

/** Sums are compared to a hundredth: 33.33 + 33.33 + 33.34 is 100. */
const SUM_TOLERANCE = 0.005;

function sumOf(values: readonly number[]): number {
  return Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;
}

/** A level's problem, if its weights leave 0–100 or do not add up to 100. */
function levelProblem(values: readonly number[], section: string | undefined): WeightProblem | undefined {
  const total = sumOf(values);
  if (values.some((value) => !Number.isFinite(value) || value < 0 || value > 100)) {
    return { kind: 'range', section, total };
  }
  return Math.abs(total - 100) > SUM_TOLERANCE ? { kind: 'sum', section, total } : undefined;
}

/** The weights of the sections (`section` undefined) or of one section's subsections. */
function levelValues(outline: readonly Section[], weights: Weights, section: Section | undefined): number[] {
  return section
    ? section.subsections.map((subsection) => weights.subsections[subsection.id] ?? Number.NaN)
    : outline.map((candidate) => weights.sections[candidate.name] ?? Number.NaN);
}

/** Every level whose weights leave 0–100 or do not add up to 100. */
export function weightProblems(outline: readonly Section[], weights: Weights): WeightProblem[] {
  const problems: WeightProblem[] = [];
  for (const section of [undefined, ...outline]) {
    const problem = levelProblem(levelValues(outline, weights, section), section?.name);
    if (problem) problems.push(problem);
  }
  return problems;
}

/**
 * The levels of `draft` that differ from `saved`, each whole: what a save sends. A level is the
 * unit that must add up to 100, so two people changing different levels at once both keep theirs
 * (the server lays each change over what is stored), and the same level is the last one's.
 */
export function weightChangeOf(outline: readonly Section[], draft: Weights, saved: Weights): Weights {
  const change: Weights = { sections: {}, subsections: {} };
  const differs = (section: Section | undefined) =>
    levelValues(outline, draft, section).some(
      (value, index) => !Object.is(value, levelValues(outline, saved, section)[index]),
    );
  if (differs(undefined)) {
    for (const section of outline) change.sections[section.name] = draft.sections[section.name] ?? Number.NaN;
  }
  for (const section of outline) {
    if (!differs(section)) continue;
    for (const subsection of section.subsections) {
      change.subsections[subsection.id] = draft.subsections[subsection.id] ?? Number.NaN;
    }
  }
  return change;
}

/**
 * Problems of a change of weights: every level it touches must be given whole (`incomplete`),
 * within 0–100 and add up to 100. Levels it leaves out keep what is stored.
 */
export function weightChangeProblems(outline: readonly Section[], change: Weights): WeightProblem[] {
  const problems: WeightProblem[] = [];
  const touched = (section: Section | undefined) =>
    section
      ? section.subsections.some((subsection) => Object.hasOwn(change.subsections, subsection.id))
      : outline.some((candidate) => Object.hasOwn(change.sections, candidate.name));
  for (const section of [undefined, ...outline]) {
    if (!touched(section)) continue;
    const values = levelValues(outline, change, section);
    const problem: WeightProblem | undefined = values.some((value) => Number.isNaN(value))
      ? { kind: 'incomplete', section: section?.name, total: sumOf(values.filter((value) => !Number.isNaN(value))) }
      : levelProblem(values, section?.name);
    if (problem) problems.push(problem);
  }
  return problems;
}

/** Stored weights with a change laid over them: the levels it gives replace those stored. */
export function withWeightChange(stored: Weights | undefined, change: Weights): Weights {
  return {
    sections: { ...stored?.sections, ...change.sections },
    subsections: { ...stored?.subsections, ...change.subsections },
  };
}
