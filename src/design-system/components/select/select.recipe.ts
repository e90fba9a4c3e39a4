import { selectAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { fieldSlots, optionListSlots } from '../../theme/list-styles.ts';

export const selectRecipe = defineSlotRecipe({
  className: 'select',
  jsx: ['Select', 'SelectField'],
  slots: selectAnatomy.keys(),
  base: {
    ...fieldSlots,
    control: { position: 'relative' },
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      width: '100%',
      height: '10',
      paddingInline: '3',
      bg: 'surface',
      color: 'fg.default',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'md',
      fontSize: 'md',
      textAlign: 'start',
      cursor: 'pointer',
      _hover: { borderColor: 'fg.muted' },
      _disabled: { opacity: 0.55, cursor: 'not-allowed' },
      _invalid: { borderColor: 'danger.default' },
    },
    valueText: {
      flex: '1',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      '&[data-placeholder-shown]': { color: 'fg.muted' },
    },
    indicator: { display: 'inline-flex', color: 'fg.muted', '& svg': { width: '4', height: '4' } },
    clearTrigger: {
      display: 'inline-flex',
      color: 'fg.muted',
      cursor: 'pointer',
      '& svg': { width: '4', height: '4' },
    },
    ...optionListSlots,
  },
  staticCss: ['*'],
});
