import { useId } from 'react';
import { css } from 'styled-system/css';
import { CONTENT_LIMITS, textFieldsOf } from '../../content/editing/entries.ts';
import { fieldLabel } from '../../content/editing/validation.ts';
import { Field, TextField } from '../../design-system/components/field/Field.tsx';
import type { Locale } from '../../i18n/locales.ts';
import type { Translate } from '../../i18n/texts.ts';
import { type EditorState, setText } from '../../stores/content-editor.ts';
import { MarkdownPreview } from './MarkdownPreview.tsx';

/** One language's texts, in the order of the entry's fields: plain lines, and Markdown texts with their preview beside them. */
export function LanguageFields({
  state,
  locale,
  t,
  messageOf,
}: {
  state: EditorState;
  locale: Locale;
  t: Translate;
  messageOf: (field: string) => string | undefined;
}) {
  const texts = state.draft.texts[locale] ?? {};
  const error = (field: string) => messageOf(`texts.${locale}.${field}`) || undefined;
  const fields = textFieldsOf(state.kind, state.slug);
  // A demo page's prose comes in short paragraphs, several to a page; an answer or article is one long text.
  const several = fields.filter((field) => field.markdown).length > 1;
  return (
    <div className={css({ display: 'grid', gap: '3', paddingBlockStart: '3' })}>
      {fields.map(({ name, markdown }) =>
        markdown ? (
          <MarkdownField
            key={name}
            label={fieldLabel(state.kind, name, t)}
            value={texts[name] ?? ''}
            several={several}
            error={error(name)}
            onChange={(value) => setText(locale, name, value)}
            t={t}
          />
        ) : (
          <TextField
            key={name}
            label={fieldLabel(state.kind, name, t)}
            value={texts[name] ?? ''}
            maxLength={CONTENT_LIMITS.line}
            errorText={error(name)}
            onChange={(event) => setText(locale, name, event.currentTarget.value)}
          />
        ),
      )}
    </div>
  );
}

function MarkdownField({
  label,
  value,
  several,
  error,
  onChange,
  t,
}: {
  label: string;
  value: string;
  /** One of several Markdown texts: shorter, and its preview named after it. */
  several: boolean;
  error: string | undefined;
  onChange: (value: string) => void;
  t: Translate;
}) {
  const textareaId = useId();
  return (
    <div
      className={css({
        display: 'grid',
        gap: '3',
        gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
      })}
    >
      <Field.Root invalid={Boolean(error)} ids={{ control: textareaId }}>
        <Field.Label>{label}</Field.Label>
        <Field.Textarea
          value={value}
          rows={several ? 4 : 12}
          maxLength={CONTENT_LIMITS.markdown}
          onChange={(event) => onChange(event.currentTarget.value)}
          className={css({ fontFamily: 'mono', fontSize: 'sm' })}
        />
        <Field.HelperText>{t('content:editor.markdownHint')}</Field.HelperText>
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
      <MarkdownPreview
        markdown={value}
        t={t}
        label={several ? t('content:editor.previewOf', { field: label }) : undefined}
      />
    </div>
  );
}
