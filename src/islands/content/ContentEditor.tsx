import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { isListedKind, missingLocales, SLUG_LENGTH } from '../../content/editing/entries.ts';
import { categoriesOf, normaliseContent, problemMessage } from '../../content/editing/validation.ts';
import { Alert } from '../../design-system/components/alert/Alert.tsx';
import { Badge } from '../../design-system/components/badge/Badge.tsx';
import { Button } from '../../design-system/components/button/Button.tsx';
import * as Dialog from '../../design-system/components/dialog/Dialog.tsx';
import { SelectField, TextField } from '../../design-system/components/field/Field.tsx';
import * as Tabs from '../../design-system/components/tabs/Tabs.tsx';
import { directionOf, isLocale, type Locale, languages } from '../../i18n/locales.ts';
import type { Translate } from '../../i18n/texts.ts';
import {
  $editor,
  chooseLocale,
  closeEditor,
  type EditorState,
  hasChanges,
  problemsOf,
  removeEntry,
  setShared,
  setSlug,
  submitDraft,
} from '../../stores/content-editor.ts';
import { EditorStatus } from './EditorStatus.tsx';
import { LanguageFields } from './LanguageFields.tsx';
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
  // Hydrated as the server rendered it (nothing open), then the entry an Edit button opened.
  const state = useStore($editor, { ssr: 'initial' });
  const [confirmRemove, setConfirmRemove] = useState(false);
  if (!state) return null;
  const { kind } = state;
  const draft = normaliseContent(kind, state.slug, state.draft);
  const problems = problemsOf(state);
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
              <EditorStatus state={state} t={t} />
              {state.status !== 'removed' && state.status !== 'loading' && (
                <form
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault();
                    void submitDraft();
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
                          errorText={messageOf('slug')}
                          value={state.slug}
                          dir="ltr"
                          autoComplete="off"
                          maxLength={SLUG_LENGTH.max}
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
                            <Badge colorPalette="neutral" lang={undefined} className={css({ marginInlineStart: '2' })}>
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
