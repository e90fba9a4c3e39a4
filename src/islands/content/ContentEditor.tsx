import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import { CONTENT_LIMITS, isListedKind, missingLocales, textFieldsOf } from '../../content/editing/entries.ts';
import {
  categoriesOf,
  contentProblems,
  fieldLabel,
  normaliseContent,
  problemMessage,
} from '../../content/editing/validation.ts';
import { Alert } from '../../design-system/components/alert/Alert.tsx';
import { Badge } from '../../design-system/components/badge/Badge.tsx';
import { Button } from '../../design-system/components/button/Button.tsx';
import * as Dialog from '../../design-system/components/dialog/Dialog.tsx';
import { Field, SelectField, TextField } from '../../design-system/components/field/Field.tsx';
import * as Tabs from '../../design-system/components/tabs/Tabs.tsx';
import { directionOf, isLocale, type Locale, languages } from '../../i18n/locales.ts';
import type { Translate } from '../../i18n/texts.ts';
import {
  $editor,
  chooseLocale,
  closeEditor,
  type EditorState,
  hasChanges,
  removeEntry,
  saveDraft,
  saveOverTheirs,
  setShared,
  setSlug,
  setText,
  takeTheirs,
} from '../../stores/content-editor.ts';
import { MarkdownPreview } from './MarkdownPreview.tsx';
import { Revisions } from './Revisions.tsx';

interface Props {
  t: Translate;
  /** Where focus goes back when the editor closes (the Edit button). */
  returnFocusTo: () => HTMLElement | null;
  /** Called once the editor closed, saying whether anything was saved (the page then reloads). */
  onClosed: (changed: boolean, state: EditorState) => void;
}

/**
 * The content editor: an entry's settings, its texts in each language (Arabic
 * written and previewed right to left), Markdown with a live preview, messages beside the fields,
 * revisions with restore, and a refused save that keeps what was typed.
 */
export default function ContentEditor({ t, returnFocusTo, onClosed }: Props) {
  const state = useStore($editor);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [tried, setTried] = useState(false);
  if (!state) return null;
  const { kind } = state;
  const draft = normaliseContent(kind, state.slug, state.draft);
  const problems = tried ? contentProblems(kind, state.slug, draft) : [];
  const messageOf = (field: string) => {
    const problem = problems.find((candidate) => candidate.field === field);
    return state.fields[field] ?? (problem ? problemMessage(kind, problem, t) : undefined);
  };
  const faq = kind === 'faq';
  // A demo page's entry has no settings and is never added or removed: only its texts change.
  const listed = isListedKind(kind) ? kind : undefined;
  const title = t(
    `content:editor.${!listed ? 'dialogTitleDemo' : state.isNew ? (faq ? 'dialogTitleNewFaq' : 'dialogTitleNewArticle') : faq ? 'dialogTitleFaq' : 'dialogTitleArticle'}`,
  );
  const missing = missingLocales(draft);
  const busy = state.status === 'saving' || state.status === 'loading';

  const close = () => {
    if (state.status !== 'removed' && hasChanges(state) && !window.confirm(t('content:editor.unsaved'))) return;
    const closed = state;
    closeEditor();
    onClosed(closed.changed, closed);
  };
  const save = () => {
    setTried(true);
    const found = contentProblems(kind, state.slug, draft);
    const slugWrong = state.isNew && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(state.slug);
    if (found.length > 0 || slugWrong) {
      // Show the language that has something to fix.
      const other = found.map((problem) => problem.field.split('.')[1]).find((locale) => isLocale(locale));
      if (other && isLocale(other) && !found.some((problem) => problem.field.startsWith(`texts.${state.locale}`)))
        chooseLocale(other);
      return;
    }
    void saveDraft();
  };

  return (
    <Dialog.Root
      open
      size="lg"
      onOpenChange={(details) => (details.open ? undefined : close())}
      finalFocusEl={returnFocusTo}
      closeOnInteractOutside={false}
    >
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content className={css({ maxHeight: 'calc(100dvh - 2rem)', overflowY: 'auto' })}>
            <Dialog.Header>
              <div>
                <Dialog.Title>{title}</Dialog.Title>
                <Dialog.Description>
                  {missing.length > 0
                    ? t('content:editor.missingIn', {
                        languages: missing.map((locale) => languageTitle(locale)).join(', '),
                      })
                    : t('content:editor.allTranslated')}
                </Dialog.Description>
              </div>
              <Dialog.CloseButton label={t('content:editor.close')} />
            </Dialog.Header>
            <Dialog.Body>
              <Status state={state} t={t} />
              {state.status !== 'removed' && state.status !== 'loading' && (
                <form
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault();
                    save();
                  }}
                  className={css({ display: 'grid', gap: '4' })}
                >
                  {listed && (
                    <div
                      className={css({
                        display: 'grid',
                        gap: '3',
                        gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
                      })}
                    >
                      {state.isNew && (
                        <TextField
                          label={t('content:editor.fields.slug')}
                          helperText={t('content:editor.slugHint')}
                          errorText={
                            state.fields['slug'] ??
                            (tried && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(state.slug)
                              ? t('content:editor.errors.slug')
                              : undefined)
                          }
                          value={state.slug}
                          dir="ltr"
                          autoComplete="off"
                          maxLength={80}
                          onChange={(event) => setSlug(event.currentTarget.value)}
                          className={css({ gridColumn: '1 / -1' })}
                        />
                      )}
                      <SelectField
                        label={t('content:editor.fields.category')}
                        value={String(state.draft.shared['category'] ?? '')}
                        errorText={messageOf('shared.category')}
                        options={categoriesOf[listed].map((category) => ({
                          value: category,
                          label: t(`content:${faq ? 'faq' : 'knowledgeBase'}.categories.${category}`),
                        }))}
                        onChange={(event) => setShared('category', event.currentTarget.value)}
                      />
                      <TextField
                        label={t('content:editor.fields.order')}
                        type="number"
                        min={0}
                        max={9999}
                        step={1}
                        value={String(state.draft.shared['order'] ?? '')}
                        errorText={messageOf('shared.order')}
                        onChange={(event) =>
                          setShared(
                            'order',
                            event.currentTarget.value === '' ? Number.NaN : Number(event.currentTarget.value),
                          )
                        }
                      />
                    </div>
                  )}
                  <Tabs.Root
                    value={state.locale}
                    onValueChange={(details) => isLocale(details.value) && chooseLocale(details.value)}
                  >
                    <Tabs.List aria-label={t('content:editor.languages')}>
                      {languages.map((language) => (
                        <Tabs.Trigger
                          key={language.id}
                          value={language.id}
                          lang={language.id}
                          dir={directionOf(language.id)}
                        >
                          {language.title}
                          {missing.includes(language.id) && (
                            <Badge tone="neutral" lang={undefined} className={css({ marginInlineStart: '2' })}>
                              <span className="visually-hidden">, </span>
                              {t('content:editor.missing')}
                            </Badge>
                          )}
                          {problems.some((problem) => problem.field.startsWith(`texts.${language.id}`)) && (
                            <span aria-hidden="true" className={css({ color: 'danger.text', marginInlineStart: '1' })}>
                              !
                            </span>
                          )}
                        </Tabs.Trigger>
                      ))}
                      <Tabs.Indicator />
                    </Tabs.List>
                    {languages.map((language) => (
                      <Tabs.Content
                        key={language.id}
                        value={language.id}
                        lang={language.id}
                        dir={directionOf(language.id)}
                      >
                        {language.id === 'en' && messageOf('texts.en') && (
                          <Alert status="warning" className={css({ marginBlockEnd: '3' })}>
                            {messageOf('texts.en')}
                          </Alert>
                        )}
                        <LanguageFields state={state} locale={language.id} t={t} messageOf={messageOf} />
                      </Tabs.Content>
                    ))}
                  </Tabs.Root>
                  {!state.isNew && <Revisions state={state} t={t} />}
                  <div
                    className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'space-between' })}
                  >
                    {state.isNew || !listed ? (
                      <span />
                    ) : confirmRemove ? (
                      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
                        <span>{t('content:editor.removeConfirm', { title: entryTitle(state) })}</span>
                        <Button
                          type="button"
                          variant="danger"
                          size="sm"
                          disabled={busy}
                          onClick={() => void removeEntry()}
                        >
                          {t('content:editor.remove')}
                        </Button>
                        <Button type="button" variant="outline" size="sm" onClick={() => setConfirmRemove(false)}>
                          {t('content:editor.close')}
                        </Button>
                      </div>
                    ) : (
                      <Button type="button" variant="outline" onClick={() => setConfirmRemove(true)}>
                        {t('content:editor.remove')}
                      </Button>
                    )}
                    <div className={css({ display: 'flex', gap: '3' })}>
                      <Button type="button" variant="outline" onClick={close}>
                        {t('content:editor.close')}
                      </Button>
                      <Button type="submit" loading={state.status === 'saving'} disabled={busy}>
                        {state.status === 'saving' ? t('content:editor.saving') : t('content:editor.save')}
                      </Button>
                    </div>
                  </div>
                </form>
              )}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const languageTitle = (locale: Locale) => languages.find((language) => language.id === locale)?.title ?? locale;

function entryTitle(state: EditorState): string {
  const english = state.saved.texts.en ?? {};
  return english['question'] ?? english['title'] ?? state.slug;
}

/** What the server said last: saved, removed, a conflict with what to do, or a failure. */
function Status({ state, t }: { state: EditorState; t: Translate }) {
  if (state.conflict) {
    return (
      <Alert status="warning" title={t('content:editor.conflictTitle')}>
        <p>{state.message}</p>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', marginBlockStart: '2' })}>
          <Button type="button" size="sm" variant="outline" onClick={takeTheirs}>
            {t('content:editor.showTheirs')}
          </Button>
          <Button type="button" size="sm" onClick={() => void saveOverTheirs()}>
            {t('content:editor.keepMine')}
          </Button>
        </div>
      </Alert>
    );
  }
  if (state.status === 'saved')
    return (
      <Alert status="success" role="status">
        {t('content:editor.saved', { revision: state.base })}
      </Alert>
    );
  if (state.status === 'removed')
    return (
      <Alert status="success" role="status">
        {t('content:editor.removed')}
      </Alert>
    );
  if (state.status === 'failed')
    return (
      <Alert status="error" role="alert">
        {Object.keys(state.fields).length > 0
          ? t('content:editor.errors.invalidContent')
          : state.message || t('content:editor.errors.saveFailed')}
      </Alert>
    );
  return null;
}

/** One language's texts, in the order of the entry's fields: plain lines, and Markdown texts with their preview beside them. */
function LanguageFields({
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
