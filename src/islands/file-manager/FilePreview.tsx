/**
 * The viewer inside the portal: a PDF page by page (pdf.js), an image, or an Office file as the PDF
 * Graph makes of it. This module and pdf.js are downloaded when a preview first opens, never with
 * the page (decision 076).
 */

import { LocaleProvider } from '@ark-ui/react/locale';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  DownloadIcon,
  MaximizeIcon,
  XIcon,
  ZoomInIcon,
  ZoomOutIcon,
} from 'lucide-react';
import type { PDFDocumentProxy, RenderTask, TextLayer } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { Alert } from '../../design-system/components/alert/Alert.tsx';
import { Button } from '../../design-system/components/button/Button.tsx';
import * as Dialog from '../../design-system/components/dialog/Dialog.tsx';
import { Spinner } from '../../design-system/components/spinner/Spinner.tsx';
import type { FileItem } from '../../file-manager/file-item.ts';
import { previewKindOf, type ViewerAction, viewerActionOf, zoomedIn, zoomedOut } from '../../file-manager/preview.ts';
import type { DriveError } from '../../file-manager/services/drive-client.ts';
import type { Translate } from '../../i18n/texts.ts';
import { contentOf, downloadFile } from '../../stores/file-library.ts';

export interface FilePreviewProps {
  item: FileItem;
  t: Translate;
  /** The page's language tag: Ark lays the dialog out in its direction. */
  locale: string;
  /** Graph's refusal in the person's words (the file list's messages). */
  reasonOf(error: DriveError): string;
  onClose(): void;
}

type Shown =
  | { status: 'loading' }
  | { status: 'pdf'; data: Uint8Array }
  | { status: 'image'; url: string }
  | { status: 'none' }
  | { status: 'failed'; error: DriveError };

const toolButton = css({
  display: 'inline-grid',
  placeItems: 'center',
  width: '9',
  height: '9',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'border',
  bg: 'surface',
  cursor: 'pointer',
  _hover: { bg: 'surface.raised' },
  _disabled: { opacity: 0.4, cursor: 'default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '1px' },
});
// Arrows point the way the pages go: in a right-to-left page, "next" points left.
const directional = css({ _rtl: { transform: 'scaleX(-1)' } });
const frame = css({
  position: 'relative',
  overflow: 'auto',
  height: 'min(75dvh, 60rem)',
  bg: 'surface.raised',
  borderRadius: 'md',
  padding: '4',
  display: 'grid',
  justifyItems: 'center',
  alignItems: 'start',
});

function Tool({
  label,
  onClick,
  disabled = false,
  children,
}: {
  label: string;
  onClick(): void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="button" className={toolButton} aria-label={label} title={label} disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}

interface Controls {
  page: number;
  pages: number;
  zoom: number;
}

/**
 * pdf.js's text layer (its viewer's stylesheet, the part the text needs): the page's words as
 * transparent text laid over the canvas, so they can be selected, copied, found with the browser's
 * Find and read by a screen reader.
 */
const textLayer = css({
  position: 'absolute',
  inset: 0,
  overflow: 'clip',
  lineHeight: 1,
  textAlign: 'initial',
  textSizeAdjust: 'none',
  forcedColorAdjust: 'none',
  transformOrigin: '0 0',
  caretColor: 'CanvasText',
  '--min-font-size': '1',
  '--text-scale-factor': 'calc(var(--total-scale-factor) * var(--min-font-size))',
  '--min-font-size-inv': 'calc(1 / var(--min-font-size))',
  '& :is(span, br)': {
    color: 'transparent',
    position: 'absolute',
    whiteSpace: 'pre',
    cursor: 'text',
    transformOrigin: '0% 0%',
  },
  '& > :not(.markedContent), & .markedContent span:not(.markedContent)': {
    zIndex: 1,
    '--font-height': '0',
    fontSize: 'calc(var(--text-scale-factor) * var(--font-height))',
    '--scale-x': '1',
    '--rotate': '0deg',
    transform: 'rotate(var(--rotate)) scaleX(var(--scale-x)) scale(var(--min-font-size-inv))',
  },
  '& .markedContent': { display: 'contents' },
  '& ::selection': { bg: 'color-mix(in srgb, token(colors.accent.default) 30%, transparent)' },
});

/** One page of a PDF on a canvas with its text over it, redrawn when the page or the zoom changes. */
function PdfView({
  data,
  t,
  label,
  controls,
  onPages,
  onFailed,
}: {
  data: Uint8Array;
  t: Translate;
  label: string;
  controls: Controls;
  onPages(pages: number): void;
  onFailed(): void;
}) {
  const [pdf, setPdf] = useState<PDFDocumentProxy>();
  const [rendered, setRendered] = useState(0);
  const canvas = useRef<HTMLCanvasElement>(null);
  const text = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let stopped = false;
    let destroy: (() => Promise<void>) | undefined;
    (async () => {
      const pdfjs = await import('pdfjs-dist');
      pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
      // No eval: the portal's Content-Security-Policy forbids it (pdf.js then draws fonts another way).
      const task = pdfjs.getDocument({ data, isEvalSupported: false });
      destroy = () => task.destroy();
      const opened = await task.promise;
      if (stopped) return;
      setPdf(opened);
      onPages(opened.numPages);
    })().catch(() => {
      if (!stopped) onFailed();
    });
    return () => {
      stopped = true;
      void destroy?.();
    };
  }, [data, onPages, onFailed]);

  useEffect(() => {
    const target = canvas.current;
    if (!pdf || !target) return;
    let stopped = false;
    let task: RenderTask | undefined;
    let words: TextLayer | undefined;
    (async () => {
      const page = await pdf.getPage(controls.page);
      if (stopped) return;
      // Zoom 1 is the page as wide as the viewer (less its padding).
      const width = Math.max(200, (box.current?.clientWidth ?? 800) - 32);
      const scale = (width / page.getViewport({ scale: 1 }).width) * controls.zoom;
      const viewport = page.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      target.width = Math.floor(viewport.width * ratio);
      target.height = Math.floor(viewport.height * ratio);
      target.style.width = `${Math.floor(viewport.width)}px`;
      target.style.height = `${Math.floor(viewport.height)}px`;
      task = page.render({
        canvas: target,
        viewport,
        ...(ratio === 1 ? {} : { transform: [ratio, 0, 0, ratio, 0, 0] }),
      });
      await task.promise;
      if (stopped) return;
      const container = text.current;
      if (container) {
        const { TextLayer } = await import('pdfjs-dist');
        container.replaceChildren();
        container.style.setProperty('--total-scale-factor', String(scale));
        setScale(scale);
        words = new TextLayer({ textContentSource: page.streamTextContent(), container, viewport });
        await words.render();
      }
      if (!stopped) setRendered(controls.page);
    })().catch(() => {
      // A newer page or zoom cancelled this drawing.
    });
    return () => {
      stopped = true;
      task?.cancel();
      words?.cancel();
    };
  }, [pdf, controls.page, controls.zoom]);

  return (
    // A tab stop of its own: a zoomed page scrolls with the arrow keys too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled from the keyboard
    <section ref={box} className={frame} data-testid="preview-frame" aria-label={label} tabIndex={0}>
      {pdf ? null : <Spinner label={t('fileLibrary:preview.loading')} />}
      <div
        className={css({
          position: 'relative',
          width: 'fit-content',
          '--scale-round-x': '1px',
          '--scale-round-y': '1px',
        })}
        style={{ '--total-scale-factor': scale } as CSSProperties}
      >
        <canvas
          ref={canvas}
          role="img"
          aria-label={t('fileLibrary:preview.page', { page: controls.page, pages: controls.pages || 1 })}
          data-rendered-page={rendered || undefined}
          className={css({ display: 'block', bg: 'white', boxShadow: 'md', maxWidth: 'none' })}
        />
        {/* The page's own words, in the page's own language and direction. */}
        <div
          ref={text}
          dir="auto"
          role="document"
          aria-label={t('fileOrganise:preview.textLayer', { page: controls.page })}
          data-testid="preview-text"
          className={textLayer}
        />
      </div>
    </section>
  );
}

export default function FilePreview({ item, t, locale, reasonOf, onClose }: FilePreviewProps) {
  const kind = previewKindOf(item);
  const [shown, setShown] = useState<Shown>(kind === 'none' ? { status: 'none' } : { status: 'loading' });
  const [controls, setControls] = useState<Controls>({ page: 1, pages: 0, zoom: 1 });
  const [downloadError, setDownloadError] = useState('');
  const setPages = useRef((pages: number) => setControls((now) => ({ ...now, pages }))).current;
  const setFailed = useRef(() => setShown({ status: 'none' })).current;

  useEffect(() => {
    if (kind === 'none') return;
    const controller = new AbortController();
    let url = '';
    contentOf(item, { asPdf: kind === 'converted', signal: controller.signal })
      .then(async (blob) => {
        if (controller.signal.aborted) return;
        if (kind === 'image') {
          url = URL.createObjectURL(blob);
          setShown({ status: 'image', url });
        } else setShown({ status: 'pdf', data: new Uint8Array(await blob.arrayBuffer()) });
      })
      .catch((error: DriveError) => {
        if (controller.signal.aborted) return;
        // Graph converts only what it knows (406 notSupported): that file has no preview.
        setShown(error.status === 406 ? { status: 'none' } : { status: 'failed', error });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [item, kind]);

  // The name sits where the language puts it, in its own direction.
  const [titleBefore = '', titleAfter = ''] = t('fileLibrary:preview.title', { name: '\u0000' }).split('\u0000');
  const paged = shown.status === 'pdf';
  const zoomable = paged || shown.status === 'image';
  const act = (action: ViewerAction) =>
    setControls((now) => {
      const last = Math.max(1, now.pages);
      switch (action) {
        case 'next':
          return { ...now, page: Math.min(last, now.page + 1) };
        case 'previous':
          return { ...now, page: Math.max(1, now.page - 1) };
        case 'first':
          return { ...now, page: 1 };
        case 'last':
          return { ...now, page: last };
        case 'zoomIn':
          return { ...now, zoom: zoomedIn(now.zoom) };
        case 'zoomOut':
          return { ...now, zoom: zoomedOut(now.zoom) };
        case 'fit':
          return { ...now, zoom: 1 };
      }
    });

  // Keys work wherever the focus is in the viewer, also when a button it was on has just been
  // disabled (the last page) and the focus fell back to the page.
  const actRef = useRef(act);
  actRef.current = act;
  useEffect(() => {
    if (!zoomable) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      if (event.target instanceof HTMLElement && event.target.closest('input, select, textarea')) return;
      const action = viewerActionOf(event.key, document.documentElement.dir === 'rtl');
      if (!action || (!paged && ['next', 'previous', 'first', 'last'].includes(action))) return;
      event.preventDefault();
      actRef.current(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [zoomable, paged]);

  const download = () => {
    setDownloadError('');
    downloadFile(item).catch((error: DriveError) => setDownloadError(reasonOf(error)));
  };

  return (
    <LocaleProvider locale={locale}>
      <Dialog.Root open lazyMount unmountOnExit onOpenChange={(details) => (details.open ? undefined : onClose())}>
        <Dialog.Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner className={css({ paddingBlock: '4', paddingInline: '2', md: { paddingBlock: '8' } })}>
            <Dialog.Content data-testid="file-preview" className={css({ width: '100%', maxWidth: 'min(72rem, 100%)' })}>
              <Dialog.Header
                className={css({ display: 'flex', alignItems: 'center', gap: '2', justifyContent: 'space-between' })}
              >
                <Dialog.Title className={css({ minWidth: 0, overflowWrap: 'anywhere' })}>
                  {titleBefore}
                  <bdi>{item.name}</bdi>
                  {titleAfter}
                </Dialog.Title>
                <Dialog.CloseTrigger asChild>
                  <button type="button" className={toolButton} aria-label={t('fileLibrary:preview.close')}>
                    <XIcon aria-hidden="true" size={16} />
                  </button>
                </Dialog.CloseTrigger>
              </Dialog.Header>
              <Dialog.Body>
                <div
                  role="toolbar"
                  aria-label={t('fileLibrary:preview.keys')}
                  className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}
                >
                  {paged ? (
                    <>
                      <Tool
                        label={t('fileLibrary:preview.previous')}
                        disabled={controls.page <= 1}
                        onClick={() => act('previous')}
                      >
                        <ChevronLeftIcon aria-hidden="true" size={16} className={directional} />
                      </Tool>
                      <span
                        aria-live="polite"
                        data-testid="preview-page"
                        className={css({ fontSize: 'sm', minWidth: '8rem', textAlign: 'center' })}
                      >
                        {controls.pages
                          ? t('fileLibrary:preview.page', { page: controls.page, pages: controls.pages })
                          : ''}
                      </span>
                      <Tool
                        label={t('fileLibrary:preview.next')}
                        disabled={controls.page >= controls.pages}
                        onClick={() => act('next')}
                      >
                        <ChevronRightIcon aria-hidden="true" size={16} className={directional} />
                      </Tool>
                    </>
                  ) : null}
                  {zoomable ? (
                    <>
                      <Tool label={t('fileLibrary:preview.zoomOut')} onClick={() => act('zoomOut')}>
                        <ZoomOutIcon aria-hidden="true" size={16} />
                      </Tool>
                      <span
                        data-testid="preview-zoom"
                        className={css({ fontSize: 'sm', minWidth: '4rem', textAlign: 'center' })}
                      >
                        {t('fileLibrary:preview.zoom', { percent: Math.round(controls.zoom * 100) })}
                      </span>
                      <Tool label={t('fileLibrary:preview.zoomIn')} onClick={() => act('zoomIn')}>
                        <ZoomInIcon aria-hidden="true" size={16} />
                      </Tool>
                      <Tool label={t('fileLibrary:preview.fit')} onClick={() => act('fit')}>
                        <MaximizeIcon aria-hidden="true" size={16} />
                      </Tool>
                    </>
                  ) : null}
                  <Button variant="outline" size="sm" onClick={download} className={css({ marginInlineStart: 'auto' })}>
                    <DownloadIcon aria-hidden="true" size={16} />
                    {t('fileLibrary:preview.download')}
                  </Button>
                </div>
                {downloadError ? (
                  <Alert status="error">
                    <p>{downloadError}</p>
                  </Alert>
                ) : null}
                {kind === 'converted' && paged ? (
                  <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t('fileLibrary:preview.converted')}</p>
                ) : null}
                {shown.status === 'loading' ? (
                  <div className={frame}>
                    <Spinner label={t('fileLibrary:preview.loading')} />
                  </div>
                ) : shown.status === 'pdf' ? (
                  <PdfView
                    data={shown.data}
                    t={t}
                    label={item.name}
                    controls={controls}
                    onPages={setPages}
                    onFailed={setFailed}
                  />
                ) : shown.status === 'image' ? (
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled from the keyboard
                  <section className={frame} data-testid="preview-frame" aria-label={item.name} tabIndex={0}>
                    <img
                      src={shown.url}
                      alt={item.name}
                      style={{ width: `${controls.zoom * 100}%`, maxWidth: 'none', height: 'auto' }}
                    />
                  </section>
                ) : shown.status === 'failed' ? (
                  <Alert status="error">
                    <p>{t('fileLibrary:preview.failed', { reason: reasonOf(shown.error) })}</p>
                  </Alert>
                ) : (
                  <div
                    data-testid="preview-none"
                    className={css({
                      borderWidth: '1px',
                      borderStyle: 'dashed',
                      borderColor: 'border',
                      borderRadius: 'md',
                      padding: '8',
                      textAlign: 'center',
                    })}
                  >
                    <p className={css({ fontWeight: 'semibold' })}>{t('fileLibrary:preview.none')}</p>
                    <p className={css({ color: 'fg.muted' })}>{t('fileLibrary:preview.noneHint')}</p>
                  </div>
                )}
              </Dialog.Body>
            </Dialog.Content>
          </Dialog.Positioner>
        </Dialog.Portal>
      </Dialog.Root>
    </LocaleProvider>
  );
}
