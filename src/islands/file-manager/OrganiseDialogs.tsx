/**
 * The organising dialogs: a name for a new folder or a rename (SharePoint's rules checked as the
 * person types, each with its own message), and the confirmation of a delete. Downloaded when the
 * person first organises, not with the page.
 */
import { LocaleProvider } from '@ark-ui/react/locale';
import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../design-system/components/button/Button.tsx';
import * as Dialog from '../../design-system/components/dialog/Dialog.tsx';
import type { FileItem } from '../../file-manager/file-item.ts';
import { nameRuleBroken } from '../../file-manager/names.ts';
import type { Translate } from '../../i18n/texts.ts';

export type OrganiseAsk =
  | { kind: 'newFolder'; folder: string }
  | { kind: 'rename'; item: FileItem }
  | { kind: 'delete'; items: FileItem[] };

export interface OrganiseDialogProps {
  ask: OrganiseAsk;
  /** Names already in the folder: a clash is said before Graph's 409. */
  taken: readonly string[];
  t: Translate;
  locale: string;
  onName(name: string): void;
  onDelete(): void;
  onClose(): void;
  /** Where the keyboard goes when the dialog closes; none: back to what opened it. */
  finalFocus?: (() => HTMLElement | null) | undefined;
}

const input = css({
  width: '100%',
  minHeight: '10',
  paddingInline: '3',
  borderRadius: 'md',
  border: '1px solid {colors.border}',
  bg: 'surface',
  _invalid: { borderColor: 'danger.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '1px' },
});

function NameForm({ ask, taken, t, onName, onClose }: OrganiseDialogProps) {
  const renaming = ask.kind === 'rename' ? ask.item : undefined;
  const [name, setName] = useState(renaming?.name ?? '');
  const [touched, setTouched] = useState(false);
  const id = useId();
  // The item's own name is not a clash with itself.
  const others = renaming ? taken.filter((other) => other !== renaming.name) : taken;
  const rule = nameRuleBroken(name, others);
  const unchanged = renaming !== undefined && name === renaming.name;
  const shownRule = touched ? rule : undefined;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (rule) return;
        if (unchanged) onClose();
        else onName(name);
      }}
    >
      <Dialog.Body>
        <label htmlFor={id} className={css({ fontWeight: 'semibold' })}>
          {t('fileLibrary:organise.nameLabel')}
        </label>
        <input
          id={id}
          className={input}
          dir="auto"
          autoComplete="off"
          value={name}
          aria-invalid={shownRule ? true : undefined}
          aria-describedby={shownRule ? `${id}-rule` : undefined}
          // Renaming a file selects its name without the extension, as Windows and SharePoint do.
          ref={(element) => {
            if (!element || element.dataset['ready']) return;
            element.dataset['ready'] = 'true';
            const dot = renaming && renaming.type === 'Document' ? renaming.name.lastIndexOf('.') : -1;
            requestAnimationFrame(() => {
              element.focus();
              element.setSelectionRange(0, dot > 0 ? dot : element.value.length);
            });
          }}
          onChange={(event) => {
            setName(event.target.value);
            setTouched(true);
          }}
        />
        <p id={`${id}-rule`} role="alert" className={css({ color: 'danger.text', fontSize: 'sm', minHeight: '5' })}>
          {shownRule ? t(`fileLibrary:organise.rules.${shownRule}`) : ''}
        </p>
      </Dialog.Body>
      <Dialog.Footer className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2' })}>
        <Button type="button" variant="outline" onClick={onClose}>
          {t('fileLibrary:organise.cancel')}
        </Button>
        <Button type="submit">
          {ask.kind === 'newFolder' ? t('fileLibrary:organise.create') : t('fileLibrary:organise.save')}
        </Button>
      </Dialog.Footer>
    </form>
  );
}

export default function OrganiseDialog(props: OrganiseDialogProps) {
  const { ask, t, locale, onDelete, onClose, finalFocus } = props;
  const title =
    ask.kind === 'newFolder'
      ? t('fileLibrary:organise.newFolderTitle', { folder: ask.folder })
      : ask.kind === 'rename'
        ? t('fileLibrary:organise.renameTitle', { name: ask.item.name })
        : t('fileLibrary:organise.deleteTitle', { count: ask.items.length, name: ask.items[0]?.name ?? '' });
  return (
    <LocaleProvider locale={locale}>
      <Dialog.Root
        open
        lazyMount
        unmountOnExit
        size="sm"
        finalFocusEl={finalFocus}
        role={ask.kind === 'delete' ? 'alertdialog' : 'dialog'}
        onOpenChange={(details) => (details.open ? undefined : onClose())}
      >
        <Dialog.Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="organise-dialog">
              <Dialog.Header>
                <Dialog.Title className={css({ overflowWrap: 'anywhere' })}>{title}</Dialog.Title>
              </Dialog.Header>
              {ask.kind === 'delete' ? (
                <>
                  <Dialog.Body>
                    <Dialog.Description>{t('fileLibrary:organise.deleteText')}</Dialog.Description>
                  </Dialog.Body>
                  <Dialog.Footer className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2' })}>
                    <Dialog.CloseTrigger asChild>
                      <Button variant="outline">{t('fileLibrary:organise.cancel')}</Button>
                    </Dialog.CloseTrigger>
                    <Button variant="danger" onClick={onDelete}>
                      {t('fileLibrary:organise.confirmDelete')}
                    </Button>
                  </Dialog.Footer>
                </>
              ) : (
                <NameForm {...props} />
              )}
            </Dialog.Content>
          </Dialog.Positioner>
        </Dialog.Portal>
      </Dialog.Root>
    </LocaleProvider>
  );
}
