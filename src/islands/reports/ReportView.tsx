import { useStore } from '@nanostores/react';
import { MaximizeIcon, PrinterIcon, RotateCwIcon } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { css, cx } from 'styled-system/css';
import type { MsalSettings } from '../../auth/msal-settings.ts';
import { Alert } from '../../design-system/components/alert/Alert.tsx';
import { Button } from '../../design-system/components/button/Button.tsx';
import { HintIconButton } from '../../design-system/components/hint-icon-button/HintIconButton.tsx';
import { type IslandTexts, translatorOf } from '../../i18n/texts.ts';
import type { ReportName } from '../../reports/model.ts';
import type { LinkedView } from '../../reports/views.ts';
import { $reports, fullscreenReport, printReport, reloadReport, showPage, startReport } from '../../stores/reports.ts';
import type { ReportAction } from './ReportActionsMenu.tsx';
import { ReportViewsBar } from './ReportViewsBar.tsx';

export interface ReportProps {
  report: ReportName;
  /** The active client's hubspot_company_xref (the invoice report needs one). */
  clientXref: number | null;
  reportsApi: string;
  msal: MsalSettings;
  /** Origins the embed token may go to (the environment's allow-list). */
  allowList: string[];
  language: string;
  /** How long one load may take before the page says the report did not open (ms). */
  loadTimeoutMs: number;
  /** How long one export may take before it is cancelled (ms). */
  exportTimeoutMs: number;
  /** The view the page's link carries (decision 079). */
  linked: LinkedView;
  /** The `reports` and `reportViews` dictionaries. */
  texts: IslandTexts;
}

const styles = {
  // One line whatever the screen: the pages arrive once the report has loaded, and a toolbar
  // that wrapped them onto more lines pushed the report down under a phone user's eyes (a layout
  // shift Lighthouse counted). On a narrow screen the pages scroll sideways, as tabs do.
  toolbar: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '2',
    marginBlockEnd: '3',
  }),
  // A page cut at the strip's end fades out there, so that a phone shows there is more to scroll
  // to; the padding under the fade lets the last page, scrolled to, stand clear of it.
  pages: css({
    display: 'flex',
    alignItems: 'center',
    gap: '1',
    minHeight: '10',
    flex: '1 1 0',
    minWidth: '0',
    overflowX: 'auto',
    paddingInlineEnd: '6',
    // A page reached with Tab scrolls clear of the fade.
    scrollPaddingInlineEnd: '6',
    maskImage: 'linear-gradient(to right, black calc(100% - token(spacing.6)), transparent)',
    _rtl: { maskImage: 'linear-gradient(to left, black calc(100% - token(spacing.6)), transparent)' },
  }),
  // At phone width these are in the views bar's menu (ReportViewsBar), and the pages have the line.
  actions: css({ display: { base: 'none', md: 'flex' }, gap: '1', marginInlineStart: 'auto', flexShrink: '0' }),
  // A real height on every screen: most of the viewport on phones, the space under the page
  // header on desktops (the report scrolls inside its frame).
  frame: css({
    position: 'relative',
    width: '100%',
    height: 'max(32rem, calc(100dvh - 17rem))',
    maxHeight: '80rem',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'border',
    overflow: 'hidden',
    backgroundColor: '#f3f4f6',
    md: { height: 'max(36rem, calc(100dvh - 15rem))' },
  }),
  container: css({ position: 'absolute', inset: '0' }),
  // A message over the frame, in the middle of where the report would be.
  message: css({
    position: 'absolute',
    inset: '0',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '3',
    padding: '4',
    backgroundColor: '#f3f4f6',
    '& > [data-status]': { maxWidth: '40rem', width: '100%' },
  }),
  skeleton: css({
    position: 'absolute',
    inset: '0',
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
    gridAutoRows: 'minmax(6rem, 1fr)',
    gap: '3',
    padding: '4',
    backgroundColor: '#f3f4f6',
    '& > span': {
      borderRadius: 'md',
      backgroundColor: 'surface',
      animation: 'pulse 1.6s ease-in-out infinite',
      _motionReduce: { animation: 'none' },
    },
  }),
};

/**
 * Scrolls the strip (only the strip: the page stays where the person has it) so that the button is
 * whole in it, clear of the fade at the strip's end.
 */
function scrollIntoStrip(strip: HTMLElement, button: HTMLElement): void {
  const box = strip.getBoundingClientRect();
  const target = button.getBoundingClientRect();
  const rtl = getComputedStyle(strip).direction === 'rtl';
  const fade = Number.parseFloat(getComputedStyle(strip).scrollPaddingInlineEnd) || 0;
  const [left, right] = rtl ? [box.left + fade, box.right] : [box.left, box.right - fade];
  if (target.left < left) strip.scrollBy({ left: target.left - left });
  else if (target.right > right) strip.scrollBy({ left: Math.min(target.right - right, target.left - left) });
}

/**
 * One embedded report (docs/routes.md: invoice and vendor intelligence): the reports store loads it into
 * this island's frame and keeps its token fresh (docs/behaviour.md, decision 010); the island shows its
 * status and offers the report's pages, fullscreen, print and reload.
 */
export default function ReportView({
  report,
  clientXref,
  reportsApi,
  msal,
  allowList,
  language,
  loadTimeoutMs,
  exportTimeoutMs,
  linked,
  texts,
}: ReportProps) {
  const t = useMemo(() => translatorOf(texts), [texts]);
  const state = useStore($reports, { keys: [report] })[report];
  const containerRef = useRef<HTMLDivElement>(null);
  const pagesRef = useRef<HTMLDivElement>(null);
  const title = t(`reports:title.${report}`);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    return startReport(report, {
      container,
      clientXref,
      reportsApi,
      msal,
      allowList,
      language,
      loadTimeoutMs,
      texts: {
        title,
        failed: t('reports:failed'),
        notAllowed: t('reports:notAllowed'),
        unreachable: t('reports:unreachable'),
        serverError: t('reports:serverError'),
        signedOut: t('reports:signedOut'),
        timedOut: t('reports:timedOut'),
        busy: (seconds) => t('reports:busy', { seconds }),
        stillBusy: t('reports:stillBusy'),
      },
    });
  }, [report, clientXref, reportsApi, msal, allowList, language, loadTimeoutMs, title, t]);

  // The page shown stays in view in the strip, however it was chosen (a tab, a view, a link, the
  // report itself): on a phone the strip scrolls, and a page past its end was the one shown.
  const activePage = state.activePage;
  useEffect(() => {
    const strip = pagesRef.current;
    const button = activePage ? strip?.querySelector<HTMLElement>(`[data-page="${CSS.escape(activePage)}"]`) : null;
    if (strip && button) scrollIntoStrip(strip, button);
  }, [activePage]);

  const failed = state.status === 'failed';
  const ready = state.status === 'succeeded' && state.rendered;
  const busy = !failed && !ready;
  const reportActions: ReportAction[] = [
    {
      id: 'fullscreen',
      label: t('reports:fullscreen'),
      Icon: MaximizeIcon,
      disabled: !ready,
      run: () => fullscreenReport(report),
    },
    { id: 'print', label: t('reports:print'), Icon: PrinterIcon, disabled: !ready, run: () => printReport(report) },
    {
      id: 'reload',
      label: t('reports:reload'),
      Icon: RotateCwIcon,
      disabled: state.status === 'loading',
      run: () => reloadReport(report),
    },
  ];

  return (
    <section
      className="report"
      aria-label={title}
      data-report={report}
      data-status={state.status}
      data-rendered={String(state.rendered)}
      data-token-expiration={state.embed?.embedToken.expiration ?? ''}
    >
      <div className={styles.toolbar}>
        {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset. */}
        <div ref={pagesRef} className={styles.pages} role="group" aria-label={t('reports:pages')}>
          {state.pages.map((page) => (
            <Button
              key={page.name}
              data-page={page.name}
              size="sm"
              variant={page.name === state.activePage ? 'solid' : 'ghost'}
              aria-pressed={page.name === state.activePage}
              disabled={!ready}
              onClick={() => showPage(report, page.name)}
            >
              {/* The report's own words (English in any portal language): their own direction. */}
              <bdi>{page.displayName}</bdi>
            </Button>
          ))}
        </div>
        <div className={styles.actions}>
          {reportActions.map((action) => (
            <HintIconButton key={action.id} label={action.label} disabled={action.disabled} onClick={action.run}>
              <action.Icon />
            </HintIconButton>
          ))}
        </div>
      </div>
      <ReportViewsBar
        report={report}
        clientXref={clientXref}
        linked={linked}
        exportTimeoutMs={exportTimeoutMs}
        t={t}
        reportActions={reportActions}
        language={language}
      />
      <div className={styles.frame} aria-busy={busy}>
        <div ref={containerRef} className={styles.container} />
        {busy ? (
          <div className={cx(styles.skeleton)} role="status">
            <span className="visually-hidden">{t('reports:loading')}</span>
            <span aria-hidden="true" />
            <span aria-hidden="true" />
            <span aria-hidden="true" />
            <span aria-hidden="true" />
          </div>
        ) : null}
        {/* Where the report would be: what keeps it away, and the way to ask again. */}
        {failed ? (
          <div className={styles.message}>
            <Alert status="error" title={t('reports:failedTitle')}>
              {state.error ?? t('reports:failed')}
            </Alert>
            {state.retryable ? (
              <Button variant="solid" onClick={() => reloadReport(report)}>
                <RotateCwIcon aria-hidden="true" />
                {t('reports:retry')}
              </Button>
            ) : null}
          </div>
        ) : busy && state.notice ? (
          <div className={styles.message} role="status">
            <Alert status="warning">{state.notice}</Alert>
          </div>
        ) : null}
      </div>
    </section>
  );
}
