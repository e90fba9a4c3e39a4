import { defineRecipe, defineSlotRecipe } from '@pandacss/dev';

/** The most vendors an RFP event compares (the phone shows one of them at a time). */
const PHONE_VENDORS = [0, 1, 2, 3];

/** On a phone, the answers of every vendor but the one chosen above the grid are hidden. */
const oneVendorOnPhone = (cells: string) =>
  Object.fromEntries(
    PHONE_VENDORS.map((vendor) => [
      `[data-phone-vendor="${vendor}"] & ${cells}[data-v]:not([data-v="${vendor}"])`,
      { display: 'none' },
    ]),
  );

/** A line of a control and its label (a choice, a weight, the vendor shown on a phone). */
const inlineGroup = {
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: '2',
  alignItems: 'center',
  maxWidth: '100%',
} as const;

/**
 * The evaluation's buttons, choices, fields and export links (src/islands/rfp/): one look for all,
 * the primary action, the tabs' chosen one and the score buttons in their variants.
 */
export const rfpControlRecipe = defineRecipe({
  className: 'rfp-control',
  base: {
    minHeight: '2.25rem',
    paddingBlock: '1',
    paddingInline: '2.5',
    border: '1px solid {colors.border}',
    borderRadius: 'md',
    background: 'surface',
    color: 'inherit',
    font: 'inherit',
    '&:disabled': { opacity: '0.5', cursor: 'not-allowed' },
    // A long choice (the totals' basis in Arabic) wraps instead of widening a phone's page.
    '&:is(select)': { maxWidth: '100%', minWidth: '0' },
    '&[role="tab"][aria-selected="true"]': { background: 'accent.default', color: 'accent.fg', fontWeight: '600' },
  },
  variants: {
    variant: {
      plain: {},
      primary: { background: 'accent.default', color: 'accent.fg', fontWeight: '600' },
      link: { display: 'inline-flex', alignItems: 'center', color: 'accent.default', fontWeight: '600' },
      // A score: the person's own, the portal's proposal (dashed), or none to give.
      score: {
        minWidth: '2.5rem',
        fontWeight: '700',
        fontVariantNumeric: 'tabular-nums',
        '&[data-kind="proposed"]': { fontStyle: 'italic', fontWeight: '400', borderStyle: 'dashed' },
        '&:is([data-kind="excluded"], [data-kind="open"])': { color: 'fg.muted', fontWeight: '400' },
        '&[data-kind="scored"]': { background: 'surface.raised', borderColor: 'accent.default' },
        _focusVisible: { outline: '3px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
      },
    },
  },
  defaultVariants: { variant: 'plain' },
  staticCss: ['*'],
});

/**
 * The RFP's tables of answers (the score grid, the consensus, vendors side by side): sticky
 * headings in a scroll box; on a phone each question becomes a card whose answers are labelled
 * with their vendor, one vendor at a time.
 */
export const rfpTableRecipe = defineSlotRecipe({
  className: 'rfp-table',
  slots: ['scroll', 'table', 'sectionRow', 'subsectionRow', 'num', 'question', 'empty'],
  base: {
    scroll: {
      maxHeight: '75vh',
      overflow: 'auto',
      border: '1px solid {colors.border}',
      borderRadius: 'xl',
      background: 'surface',
      _phone: { maxHeight: 'none', overflow: 'visible' },
    },
    table: {
      width: '100%',
      borderCollapse: 'separate',
      borderSpacing: '0',
      fontSize: 'sm',
      '& th, & td': {
        paddingBlock: '2',
        paddingInline: '3',
        borderBlockEnd: '1px solid {colors.border}',
        textAlign: 'start',
        verticalAlign: 'top',
      },
      // Sticky column headings inside the scroll box.
      '& thead th': {
        position: 'sticky',
        insetBlockStart: '0',
        zIndex: '2',
        background: 'surface.raised',
        fontWeight: '700',
        whiteSpace: 'nowrap',
      },
      '& td[data-vendor]': { minWidth: '10rem' },
      '& th[data-v], & td[data-v]': { minWidth: '10rem' },
      // Rows where evaluators disagree, or vendors differ, are tinted; the best score is marked.
      '& tr[data-disagree] > *, & tr[data-differs] > *': {
        background: 'color-mix(in srgb, {colors.accent.default} 8%, transparent)',
      },
      '& td[data-best]': { boxShadow: 'inset 3px 0 0 {colors.accent.default}' },
      _phone: {
        '& thead': { srOnly: true },
        '&, & tbody, & tr, & th, & td': { display: 'block', width: 'auto', minWidth: '0' },
        '& tr[data-row]': {
          display: 'grid',
          gridTemplateColumns: 'auto minmax(0, 1fr)',
          borderBlockEnd: '1px solid {colors.border}',
          paddingBlock: '1',
        },
        '& tr[data-row] > *': { border: 'none', paddingBlock: '1' },
        '& tr[data-row] td[data-vendor]': {
          gridColumn: '1 / -1',
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 9rem) minmax(0, 1fr)',
          gap: '2',
        },
        '& td[data-vendor]::before': { content: 'attr(data-vendor)', fontWeight: '600', color: 'fg.muted' },
      },
    },
    sectionRow: { '& th': { background: 'accent.default', color: 'accent.fg', fontSize: 'md' } },
    subsectionRow: { '& th': { background: 'surface.raised', fontWeight: '600' } },
    num: { width: '4rem', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' },
    // The question on its own line: the importance after it would otherwise run into its last word
    // ("…at rest.Importance"), and in a right-to-left page into its punctuation.
    question: { minWidth: '16rem', fontWeight: '500', '& > [dir="auto"]': { display: 'block' } },
    empty: { color: 'fg.muted', fontStyle: 'italic' },
  },
  variants: {
    kind: {
      /**
       * The score grid has 1,260 cells: its columns are set by its headings (fixed layout), not
       * measured from every answer, and what changes inside its scroll box is laid out inside it. A
       * saved score's "Saved" then lays out the grid in half the time (decision 089).
       */
      grid: {
        scroll: { _notPhone: { contain: 'content' } },
        table: {
          _notPhone: {
            tableLayout: 'fixed',
            minWidth: '56rem',
            // Room for "Row" in each language (the first column), and the question (the second).
            '& thead th:nth-child(1)': { width: '5.5rem' },
            '& thead th:nth-child(2)': { width: '28%' },
            '& th, & td': { overflowWrap: 'anywhere' },
          },
          _phone: oneVendorOnPhone(''),
        },
      },
      consensus: {
        table: { _phone: { ...oneVendorOnPhone('tr'), '& thead': { display: 'none' } } },
      },
      compare: {},
    },
  },
  staticCss: ['*'],
});

/** The evaluation's own parts around the tables: totals, progress, tabs, editor, weights. */
export const rfpEvaluationRecipe = defineSlotRecipe({
  className: 'rfp-evaluation',
  slots: [
    'root',
    'head',
    'muted',
    'small',
    'export',
    'panel',
    'totalsHead',
    'totalsBasis',
    'tableScroll',
    'figuresTable',
    'totalsSection',
    'figure',
    'counts',
    'counted',
    'progressCell',
    'why',
    'whatIf',
    'up',
    'down',
    'tabs',
    'phoneVendor',
    'answer',
    'scoreLine',
    'comment',
    'save',
    'problems',
    'badge',
    'importance',
    'editor',
    'actions',
    'weights',
    'weight',
    'check',
    'flag',
    'emptyState',
  ],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '3',
      '& h2': { fontSize: 'xl', fontWeight: '700' },
      '& h3': { fontSize: 'lg', fontWeight: '700' },
    },
    head: { display: 'flex', flexWrap: 'wrap', rowGap: '2', columnGap: '4', alignItems: 'baseline' },
    muted: { color: 'fg.muted' },
    small: { fontSize: 'xs' },
    export: { display: 'flex', gap: '3', marginInlineStart: 'auto', _phone: { marginInlineStart: '0' } },
    panel: {
      border: '1px solid {colors.border}',
      borderRadius: 'xl',
      background: 'surface',
      padding: '3',
    },
    totalsHead: {
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'space-between',
      gap: '2',
      alignItems: 'center',
      '& label': inlineGroup,
    },
    totalsBasis: {
      display: 'flex',
      flexWrap: 'wrap',
      rowGap: '1',
      columnGap: '4',
      alignItems: 'center',
      minWidth: '0',
      // Long labels (the choices in Arabic) wrap inside a phone's width rather than run out of it.
      '& > *, & span': { minWidth: '0' },
      // The checkbox stays beside its words.
      '& label:has(> input[type="checkbox"])': { flexWrap: 'nowrap' },
    },
    tableScroll: { overflowX: 'auto' },
    figuresTable: {
      width: '100%',
      borderCollapse: 'collapse',
      fontSize: 'sm',
      '& th, & td': {
        paddingBlock: '1.5',
        paddingInline: '2.5',
        textAlign: 'start',
        borderBlockEnd: '1px solid {colors.border}',
      },
    },
    // A phone shows the overall total alone.
    totalsSection: { _phone: { display: 'none' } },
    figure: { fontVariantNumeric: 'tabular-nums' },
    // What the totals count, above them: a ranking of proposals alone must not pass for the team's.
    counts: {
      marginBlock: '2',
      maxWidth: '80ch',
      '&:is([data-counts="proposalsOnly"], [data-counts="nothing"])': {
        paddingBlock: '1.5',
        paddingInline: '2.5',
        borderInlineStart: '4px solid {colors.accent.default}',
        background: 'surface.raised',
        fontWeight: '600',
      },
    },
    counted: { display: 'block', fontWeight: '400' },
    // Each evaluator's share of a vendor's answers, as a bar under its figure (from the line's start).
    progressCell: {
      whiteSpace: 'nowrap',
      backgroundImage: 'linear-gradient({colors.accent.default}, {colors.accent.default})',
      backgroundRepeat: 'no-repeat',
      backgroundSize: 'var(--done, 0%) 3px',
      backgroundPosition: 'left bottom',
      '&:dir(rtl)': { backgroundPosition: 'right bottom' },
    },
    why: { display: 'block', paddingInline: '1' },
    whatIf: {
      paddingBlock: '1.5',
      paddingInline: '2.5',
      borderRadius: 'md',
      background: 'surface.raised',
      fontWeight: '600',
    },
    up: { color: 'success.onSurface' },
    down: { color: 'danger.onSurface' },
    tabs: { display: 'flex', flexWrap: 'wrap', gap: '1', borderBlockEnd: '1px solid {colors.border}' },
    // A phone shows one vendor's answers at a time, chosen above the grid.
    phoneVendor: { ...inlineGroup, display: 'none', _phone: { display: 'flex' } },
    answer: { display: 'block' },
    scoreLine: {
      display: 'flex',
      flexWrap: 'wrap',
      rowGap: '1',
      columnGap: '2',
      alignItems: 'center',
      marginBlockStart: '1',
      // On a phone's card: the score and what it says (proposed, why nothing is to score) across
      // the card's width.
      _phone: { 'td[data-vendor] > &': { gridColumn: '1 / -1' } },
    },
    comment: { fontSize: 'xs', fontStyle: 'italic' },
    save: { fontSize: 'xs', '&[data-save="failed"]': { color: 'danger.onSurface', fontWeight: '600' } },
    problems: { color: 'danger.onSurface', fontWeight: '600' },
    badge: { display: 'inline-block', marginInlineStart: '2', fontSize: 'xs', color: 'fg.muted' },
    importance: { ...inlineGroup, marginBlockStart: '1', fontSize: 'xs', fontWeight: '400' },
    editor: {
      display: 'flex',
      flexDirection: 'column',
      gap: '1.5',
      marginBlockStart: '1.5',
      padding: '2',
      border: '1px solid {colors.border}',
      borderRadius: 'md',
      background: 'surface.raised',
      '& label': { display: 'flex', flexDirection: 'column', gap: '0.5' },
    },
    actions: { display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' },
    weights: {
      '& fieldset': {
        display: 'flex',
        flexWrap: 'wrap',
        rowGap: '2',
        columnGap: '4',
        marginBlock: '2',
        paddingBlock: '2',
        paddingInline: '3',
        border: '1px solid {colors.border}',
        borderRadius: 'md',
      },
      '& legend': { fontWeight: '700' },
      '& input': { width: '6rem' },
    },
    weight: inlineGroup,
    check: inlineGroup,
    flag: { fontWeight: '700', whiteSpace: 'nowrap' },
    emptyState: { padding: '4', textAlign: 'center' },
  },
  staticCss: ['*'],
});
