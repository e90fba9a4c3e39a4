import { useStore } from '@nanostores/react';
import {
  BookmarkPlusIcon,
  FileDownIcon,
  LinkIcon,
  PencilIcon,
  PresentationIcon,
  Trash2Icon,
  XIcon,
} from 'lucide-react';
import { type SubmitEvent, useEffect, useId, useState } from 'react';
import { css } from 'styled-system/css';
import { Alert } from '../../design-system/components/alert/Alert.tsx';
import { Button } from '../../design-system/components/button/Button.tsx';
import type { Translator } from '../../i18n/texts.ts';
import type { ReportName } from '../../reports/model.ts';
import type { LinkedView } from '../../reports/views.ts';
import {
  $reportViews,
  cancelExport,
  chooseView,
  copyViewLink,
  deleteView,
  exportView,
  renameView,
  saveView,
  startViews,
} from '../../stores/report-views.ts';
import { $reports } from '../../stores/reports.ts';
import { type ReportAction, ReportActionsMenu } from './ReportActionsMenu.tsx';

export interface ReportViewsBarProps {
  report: ReportName;
  clientXref: number | null;
  linked: LinkedView;
  exportTimeoutMs: number;
  t: Translator;
  /** The report's own actions (full screen, print, reload), gathered in the phone's menu with these. */
  reportActions: readonly ReportAction[];
  /** The page's BCP 47 tag. */
  language: string;
}

/** What the view chooser and the name field share. */
const field = {
  minHeight: '9',
  paddingInline: '2',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  backgroundColor: 'surface',
  color: 'fg',
} as const;

const styles = {
  bar: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', marginBlockEnd: '3' }),
  group: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1' }),
  // The buttons from the medium width up; below it, one menu holds them (and the report's own).
  wide: css({ display: { base: 'none', md: 'flex' }, flexWrap: 'wrap', alignItems: 'center', gap: '1' }),
  narrow: css({ display: { base: 'flex', md: 'none' } }),
  select: css(field, { maxWidth: '100%', minWidth: '12rem', fontSize: 'sm' }),
  form: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', width: '100%' }),
  input: css(field, { flex: '1 1 14rem' }),
  check: css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontSize: 'sm' }),
  progress: css({ display: 'flex', alignItems: 'center', gap: '2', width: '100%', fontSize: 'sm' }),
  meter: css({ flex: '1 1 8rem', height: '2', accentColor: 'var(--colors-accent, currentColor)' }),
  message: css({ width: '100%' }),
  link: css({ width: '100%', fontFamily: 'mono', fontSize: 'xs' }),
};

/** The export buttons: a format each, with its label and icon. */
const exportButtons = [
  { format: 'PDF', label: 'reportViews:exportPdf', Icon: FileDownIcon },
  { format: 'PPTX', label: 'reportViews:exportPptx', Icon: PresentationIcon },
] as const;

/** The saved views of one kind (the person's own, or shared), a group of the chooser; none, no group. */
function ViewGroup({ label, views }: { label: string; views: readonly { id: string; name: string }[] }) {
  if (views.length === 0) return null;
  return (
    <optgroup label={label}>
      {views.map((view) => (
        <option key={view.id} value={view.id} dir="auto">
          {view.name}
        </option>
      ))}
    </optgroup>
  );
}

/** Which form is open: naming a new view, or renaming the chosen one. */
type Naming = 'save' | 'rename' | null;

/**
 * The report's views and exports (decision 079): the saved and shared views to choose from, save,
 * rename and delete; Copy link; export to PDF or PowerPoint with progress and cancel; and what
 * came of each, said in place.
 */
export function ReportViewsBar({
  report,
  clientXref,
  linked,
  exportTimeoutMs,
  t,
  reportActions,
  language,
}: ReportViewsBarProps) {
  const views = useStore($reportViews, { keys: [report] })[report];
  const shown = useStore($reports, { keys: [report] })[report];
  const [naming, setNaming] = useState<Naming>(null);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const nameId = useId();
  const chooseId = useId();

  useEffect(
    () =>
      startViews(report, {
        clientXref,
        linked,
        exportTimeoutMs,
        texts: (key, values) => (values ? t(key, values) : t(key)),
      }),
    [report, clientXref, linked, exportTimeoutMs, t],
  );

  const ready = shown.status === 'succeeded' && shown.rendered;
  const list = views.list;
  const chosen = list ? [...list.mine, ...list.shared].find((view) => view.id === views.selected) : undefined;
  const mayChange = chosen !== undefined && (!chosen.shared || list?.canShare === true);
  const busy = views.working || views.exporting !== null;

  const openNaming = (kind: 'save' | 'rename') => {
    setName(kind === 'rename' ? (chosen?.name ?? '') : '');
    setShared(false);
    setNaming(kind);
  };
  /** The bar's actions, the same as its buttons and as the phone's menu items. */
  const viewActions: ReportAction[] = [
    {
      id: 'save',
      label: t('reportViews:save'),
      Icon: BookmarkPlusIcon,
      disabled: !ready || busy,
      run: () => openNaming('save'),
    },
    {
      id: 'rename',
      label: t('reportViews:rename'),
      Icon: PencilIcon,
      disabled: !mayChange || busy,
      run: () => openNaming('rename'),
    },
    {
      id: 'delete',
      label: t('reportViews:delete'),
      Icon: Trash2Icon,
      disabled: !mayChange || busy,
      run: () => void deleteView(report),
    },
  ];
  const shareActions: ReportAction[] = [
    {
      id: 'copyLink',
      label: t('reportViews:copyLink'),
      Icon: LinkIcon,
      disabled: !ready,
      run: () => void copyViewLink(report, window.location.href),
      apart: true,
    },
    ...exportButtons.map(({ format, label, Icon }) => ({
      id: `export${format}`,
      label: t(label),
      Icon,
      disabled: !ready || busy,
      run: () => void exportView(report, format),
    })),
  ];

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const done = naming === 'rename' ? await renameView(report, name) : await saveView(report, name, shared);
    if (done) setNaming(null);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar of actions, not a form fieldset.
    <div className={styles.bar} role="group" aria-label={t('reportViews:bar')} data-views-ready={String(list !== null)}>
      <div className={styles.group}>
        <label htmlFor={chooseId} className="visually-hidden">
          {t('reportViews:choose')}
        </label>
        <select
          id={chooseId}
          className={styles.select}
          value={views.selected}
          disabled={!ready || busy || !list}
          onChange={(event) => void chooseView(report, event.target.value)}
        >
          <option value="">{t('reportViews:placeholder')}</option>
          {list ? (
            <>
              <ViewGroup label={t('reportViews:mine')} views={list.mine} />
              <ViewGroup label={t('reportViews:shared')} views={list.shared} />
            </>
          ) : null}
        </select>
        <div className={styles.wide}>
          {viewActions.map((action) => (
            <Button
              key={action.id}
              size="sm"
              variant={action.id === 'save' ? 'outline' : 'ghost'}
              disabled={action.disabled}
              onClick={action.run}
            >
              <action.Icon aria-hidden="true" />
              {action.label}
            </Button>
          ))}
        </div>
        <div className={styles.narrow}>
          <ReportActionsMenu
            label={t('reportViews:actions')}
            language={language}
            actions={[
              ...viewActions,
              ...shareActions,
              ...reportActions.map((action, index) => ({ ...action, apart: index === 0 })),
            ]}
          />
        </div>
      </div>
      <div className={styles.wide}>
        {shareActions.map((action) => (
          <Button key={action.id} size="sm" variant="ghost" disabled={action.disabled} onClick={action.run}>
            <action.Icon aria-hidden="true" />
            {action.label}
          </Button>
        ))}
      </div>
      {naming ? (
        <form className={styles.form} onSubmit={(event) => void submit(event)}>
          <label htmlFor={nameId} className="visually-hidden">
            {t('reportViews:name')}
          </label>
          <input
            id={nameId}
            className={styles.input}
            dir="auto"
            required
            maxLength={80}
            placeholder={t('reportViews:name')}
            value={name}
            // biome-ignore lint/a11y/noAutofocus: the form opened on the person's click, to type the name.
            autoFocus
            onChange={(event) => setName(event.target.value)}
          />
          {naming === 'save' && list?.canShare ? (
            <label className={styles.check}>
              <input type="checkbox" checked={shared} onChange={(event) => setShared(event.target.checked)} />
              {t('reportViews:share')}
            </label>
          ) : null}
          <Button type="submit" size="sm" variant="solid" loading={views.working} disabled={!name.trim()}>
            {naming === 'rename' ? t('reportViews:confirmRename') : t('reportViews:confirmSave')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setNaming(null)}>
            {t('reportViews:cancel')}
          </Button>
        </form>
      ) : null}
      {views.exporting ? (
        <div className={styles.progress} data-export-progress={views.exporting.percent}>
          <span role="status">
            {t('reportViews:exporting', {
              format: views.exporting.format === 'PDF' ? 'PDF' : 'PowerPoint',
            })}
          </span>
          <progress
            className={styles.meter}
            max={100}
            value={views.exporting.percent}
            aria-label={t('reportViews:exportProgress')}
          />
          <Button size="sm" variant="outline" onClick={() => cancelExport(report)}>
            <XIcon aria-hidden="true" />
            {t('reportViews:cancelExport')}
          </Button>
        </div>
      ) : null}
      {views.message ? (
        <div className={styles.message} data-tone={views.message.tone}>
          {views.message.tone === 'error' ? (
            <Alert status="error">{views.message.text}</Alert>
          ) : (
            <p role="status">{views.message.text}</p>
          )}
          {views.link ? (
            <input
              className={styles.link}
              readOnly
              value={views.link}
              aria-label={t('reportViews:copyLink')}
              dir="ltr"
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
