import { useStore } from '@nanostores/react';
import { MaximizeIcon, PrinterIcon, RotateCwIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import type { MsalSettings } from '@/auth/msal-settings.ts';
import { Alert } from '@/design-system/components/alert/Alert.tsx';
import { Button } from '@/design-system/components/button/Button.tsx';
import { IconButton } from '@/design-system/components/icon-button/IconButton.tsx';
import { type EmbedInfo, errorMessage, type ReportName, refreshAt } from '@/reports/model.ts';
import type { Report } from '@/reports/services/powerbi.ts';
import { fetchEmbedInfo } from '@/reports/services/reports-api.ts';
import { createApiClient } from '@/services/http-client.ts';
import { $clientSelected } from '@/stores/clients.ts';
import { $reports, loadReportEmbed, reportFailed, reportLoading, reportSucceeded } from '@/stores/reports.ts';

export interface ReportTexts {
  /** The iframe's accessible name (the report's title). */
  frameTitle: string;
  pages: string;
  fullscreen: string;
  print: string;
  reload: string;
  loading: string;
  /** Shown when a failure brings no message of its own. */
  failed: string;
  failedTitle: string;
  notAllowed: string;
}

export interface ReportProps {
  report: ReportName;
  /** The active client's hubspot_company_xref (the invoice report needs one). */
  clientXref: number | null;
  reportsApi: string;
  msal: MsalSettings;
  /** Origins the embed token may go to (the environment's allow-list). */
  allowList: string[];
  language: string;
  texts: ReportTexts;
}

interface PageTab {
  name: string;
  displayName: string;
}

/** setTimeout takes at most 2^31 - 1 ms. */
const MAX_DELAY = 2_147_483_647;

const styles = {
  toolbar: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '2',
    marginBlockEnd: '3',
  }),
  pages: css({ display: 'flex', flexWrap: 'wrap', gap: '1', minHeight: '10' }),
  actions: css({ display: 'flex', gap: '1', marginInlineStart: 'auto' }),
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
 * One embedded report (invoice or vendor intelligence, docs/routes.md): loads the embed data from the
 * reports API, embeds it with powerbi-client (downloaded with the island's first effect, never
 * on the server), renews the embed token before it runs out, and offers the report's pages,
 * fullscreen, print and reload. The loading status lives in the reports store (docs/behaviour.md).
 */
export default function ReportView({ report, clientXref, reportsApi, msal, allowList, language, texts }: ReportProps) {
  const state = useStore($reports, { keys: [report] })[report];
  const containerRef = useRef<HTMLDivElement>(null);
  const embedRef = useRef<Report | undefined>(undefined);
  const [pages, setPages] = useState<PageTab[]>([]);
  const [activePage, setActivePage] = useState<string>();
  const [rendered, setRendered] = useState(false);
  const [generation, setGeneration] = useState(0);

  // Switching the client reloads the page for the new client; until then show the report as loading.
  useEffect(
    () =>
      $clientSelected.listen((selected) => {
        if (selected?.changed && report === 'InvoiceIntel') {
          setRendered(false);
          reportLoading(report, clientXref);
        }
      }),
    [report, clientXref],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a reload (generation) embeds again.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let refreshing: Promise<void> | undefined;
    setRendered(false);
    setPages([]);
    setActivePage(undefined);

    const api = import('@/auth/services/msal.ts').then(({ msalTokens }) =>
      createApiClient({ baseUrl: reportsApi, token: 'id', tokens: msalTokens(msal) }),
    );
    const sdk = import('@/reports/services/powerbi.ts');
    const fetchEmbed = async () => fetchEmbedInfo(await api, report, clientXref, texts.failed);
    const describeError = (error: unknown) => errorMessage(error, texts.failed);

    const schedule = (embed: EmbedInfo, fetchedAt: number) => {
      clearTimeout(timer);
      const at = refreshAt(Date.parse(embed.embedToken.expiration), fetchedAt);
      timer = setTimeout(() => void refresh(), Math.min(MAX_DELAY, Math.max(0, at - Date.now())));
    };

    // A new token without reloading the report; if the report refuses it, embed again.
    const refresh = () => {
      refreshing ??= (async () => {
        try {
          const embed = await fetchEmbed();
          if (cancelled) return;
          const fetchedAt = Date.now();
          reportSucceeded(report, embed, fetchedAt);
          try {
            if (!embedRef.current) throw new Error('not embedded');
            await embedRef.current.setAccessToken(embed.embedToken.token);
            schedule(embed, fetchedAt);
          } catch {
            await mount(embed);
          }
        } catch (error) {
          if (!cancelled) reportFailed(report, describeError(error));
        } finally {
          refreshing = undefined;
        }
      })();
      return refreshing;
    };

    const mount = async (embed: EmbedInfo) => {
      const { embedReport } = await sdk;
      if (cancelled) return;
      setRendered(false);
      const embedded = embedReport(container, embed, {
        allowList,
        title: texts.frameTitle,
        language,
        notAllowed: texts.notAllowed,
      });
      embedRef.current = embedded;
      embedded.on('loaded', async () => {
        try {
          const list = await embedded.getPages();
          if (cancelled) return;
          setPages(list.map(({ name, displayName }) => ({ name, displayName })));
          setActivePage(list.find((page) => page.isActive)?.name ?? list[0]?.name);
        } catch {
          // The tabs stay empty; the report itself still works.
        }
      });
      embedded.on('rendered', () => {
        if (cancelled) return;
        performance.mark(`report-rendered:${report}`);
        setRendered(true);
      });
      embedded.on('pageChanged', (event) => {
        const name = (event.detail as { newPage?: { name?: string } } | undefined)?.newPage?.name;
        if (name) setActivePage(name);
      });
      embedded.on('error', (event) => {
        if (cancelled) return;
        // The report ran out of token before the timer fired (a sleeping tab): renew it now.
        if ((event.detail as { message?: string } | undefined)?.message === 'TokenExpired') void refresh();
        else reportFailed(report, describeError(event.detail));
      });
      schedule(embed, Date.now());
    };

    // Background tabs throttle timers: look again when the page is shown.
    const onVisibilityChange = () => {
      if (document.visibilityState !== 'visible') return;
      const current = $reports.get()[report];
      if (current.status !== 'succeeded' || !current.embed || current.fetchedAt === null) return;
      if (Date.now() >= refreshAt(Date.parse(current.embed.embedToken.expiration), current.fetchedAt)) void refresh();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);

    void (async () => {
      const embed = await loadReportEmbed(report, clientXref, fetchEmbed, describeError);
      if (!embed || cancelled) return;
      try {
        await mount(embed);
      } catch (error) {
        if (!cancelled) reportFailed(report, describeError(error));
      }
    })();

    return () => {
      cancelled = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      embedRef.current = undefined;
      window.powerbi?.reset(container);
    };
  }, [report, clientXref, reportsApi, generation]);

  const failed = state.status === 'failed';
  const ready = state.status === 'succeeded' && rendered;
  const busy = !failed && !ready;

  return (
    <section
      className="report"
      aria-label={texts.frameTitle}
      data-report={report}
      data-status={state.status}
      data-rendered={String(rendered)}
      data-token-expiration={state.embed?.embedToken.expiration ?? ''}
    >
      <div className={styles.toolbar}>
        {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset. */}
        <div className={styles.pages} role="group" aria-label={texts.pages}>
          {pages.map((page) => (
            <Button
              key={page.name}
              size="sm"
              variant={page.name === activePage ? 'solid' : 'ghost'}
              aria-pressed={page.name === activePage}
              disabled={!ready}
              onClick={() => {
                setActivePage(page.name);
                void embedRef.current?.setPage(page.name).catch((error: unknown) => {
                  reportFailed(report, errorMessage(error, texts.failed));
                });
              }}
            >
              {page.displayName}
            </Button>
          ))}
        </div>
        <div className={styles.actions}>
          <IconButton
            label={texts.fullscreen}
            disabled={!ready}
            onClick={() => {
              void embedRef.current?.fullscreen();
            }}
          >
            <MaximizeIcon />
          </IconButton>
          <IconButton
            label={texts.print}
            disabled={!ready}
            onClick={() => {
              void embedRef.current?.print().catch((error: unknown) => {
                reportFailed(report, errorMessage(error, texts.failed));
              });
            }}
          >
            <PrinterIcon />
          </IconButton>
          <IconButton
            label={texts.reload}
            disabled={state.status === 'loading'}
            onClick={() => setGeneration((n) => n + 1)}
          >
            <RotateCwIcon />
          </IconButton>
        </div>
      </div>
      {failed ? (
        <Alert status="error" title={texts.failedTitle} className={css({ marginBlockEnd: '3' })}>
          {state.error ?? texts.failed}
        </Alert>
      ) : null}
      <div className={styles.frame} aria-busy={busy}>
        <div ref={containerRef} className={styles.container} />
        {busy ? (
          <div className={cx(styles.skeleton)} role="status">
            <span className="visually-hidden">{texts.loading}</span>
            <span aria-hidden="true" />
            <span aria-hidden="true" />
            <span aria-hidden="true" />
            <span aria-hidden="true" />
          </div>
        ) : null}
      </div>
    </section>
  );
}
