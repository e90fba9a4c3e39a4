import { comboboxAnatomy } from '@ark-ui/react/anatomy';
import type { SystemStyleObject } from '@pandacss/dev';
import { defineSlotRecipe } from '@pandacss/dev';
import { fieldSlots, optionListSlots } from '../../theme/list-styles.ts';

/** The icon buttons inside the control (open the list, clear), as tall as the control. */
const controlButton: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '8',
  height: '100%',
  color: 'fg.muted',
  cursor: 'pointer',
  '& svg': { width: '4', height: '4' },
  _focusVisible: { outlineOffset: '-2px' },
};

export const comboboxRecipe = defineSlotRecipe({
  className: 'combobox',
  jsx: ['Combobox', 'ComboboxField'],
  slots: comboboxAnatomy.keys(),
  base: {
    ...fieldSlots,
    control: {
      display: 'flex',
      alignItems: 'center',
      height: '10',
      bg: 'surface',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'md',
      _hover: { borderColor: 'fg.muted' },
      _focusWithin: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
      _disabled: { opacity: 0.55 },
      _invalid: { borderColor: 'danger.default' },
    },
    input: {
      flex: '1',
      minWidth: '0',
      height: '100%',
      paddingInline: '3',
      bg: 'transparent',
      color: 'fg.default',
      fontSize: 'md',
      outline: 'none',
      _placeholder: { color: 'fg.muted' },
      // The control draws the focus ring around input and buttons together.
      _focusVisible: { outline: 'none' },
    },
    trigger: controlButton,
    clearTrigger: controlButton,
    ...optionListSlots,
    empty: { paddingInline: '2', paddingBlock: '2', color: 'fg.muted', fontSize: 'sm' },
  },
  staticCss: ['*'],
});
