import { fieldAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe, type SystemStyleObject } from '@pandacss/dev';

/** The box every text input and native select of the portal shares. */
const control: SystemStyleObject = {
  minHeight: '10',
  width: '100%',
  paddingInline: '3',
  borderRadius: 'md',
  border: '1px solid {colors.border}',
  bg: 'surface',
  color: 'fg.default',
  fontSize: 'md',
  fontWeight: 'normal',
  _placeholder: { color: 'fg.muted' },
  _invalid: { borderColor: 'danger.default' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
};

export const fieldRecipe = defineSlotRecipe({
  className: 'field',
  jsx: ['Field'],
  slots: fieldAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0' },
    label: { fontSize: 'sm', fontWeight: '600', color: 'fg.default' },
    input: control,
    select: control,
    textarea: { ...control, paddingBlock: '2', minHeight: '20' },
    helperText: { fontSize: 'sm', color: 'fg.muted' },
    // Dark on its pale red in every scheme: danger.default is a fill, too dark to read on dark schemes.
    errorText: {
      alignSelf: 'flex-start',
      fontSize: 'sm',
      fontWeight: '600',
      color: 'danger.text',
      bg: 'danger.subtle',
      paddingInline: '2',
      paddingBlock: '0.5',
      borderRadius: 'sm',
    },
    requiredIndicator: { color: 'danger.onSurface', marginInlineStart: '1' },
  },
  staticCss: ['*'],
});
