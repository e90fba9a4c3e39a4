import type { SystemStyleObject } from '@pandacss/dev';

/**
 * Styles shared by the floating lists of the design system (Select, Combobox, Menu) and by the
 * fields that open them: one look for every list of options, written once.
 */
export const floatingListContent: SystemStyleObject = {
  zIndex: 'modal',
  display: 'flex',
  flexDirection: 'column',
  maxHeight: '300px',
  overflowY: 'auto',
  padding: '1',
  bg: 'surface',
  color: 'fg.default',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  boxShadow: 'overlay',
  outline: 'none',
  _hidden: { display: 'none' },
};

export const listItem: SystemStyleObject = {
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '8',
  paddingInline: '2',
  borderRadius: 'sm',
  cursor: 'pointer',
  _highlighted: { bg: 'surface.raised' },
  _disabled: { opacity: 0.55, cursor: 'not-allowed' },
};

/** The parts of an option list that Select and Combobox share with identical styles. */
export const optionListSlots = {
  content: floatingListContent,
  list: { display: 'flex', flexDirection: 'column' },
  item: { ...listItem, justifyContent: 'space-between' },
  itemText: { flex: '1' },
  itemIndicator: { display: 'inline-flex', color: 'accent.default', '& svg': { width: '4', height: '4' } },
  itemGroup: { display: 'flex', flexDirection: 'column' },
  itemGroupLabel: { paddingInline: '2', paddingBlock: '1.5', fontSize: 'xs', fontWeight: '600', color: 'fg.muted' },
  positioner: {},
} satisfies Record<string, SystemStyleObject>;

/** The labelled frame of a field with an option list (Select, Combobox): the label above the control. */
export const fieldSlots = {
  root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: '100%' },
  label: { fontSize: 'sm', fontWeight: '600', color: 'fg.default' },
} satisfies Record<string, SystemStyleObject>;
