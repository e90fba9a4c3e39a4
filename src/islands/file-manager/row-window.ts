/**
 * Which of the file list's rows are in the page (decision 061): every row of an ordinary folder,
 * the rows in view and a few around them in a large one. The rows are all one height under a
 * sticky heading of the same height, so the window is arithmetic on the scroll position; a
 * general virtualizer (measuring, variable sizes, horizontal lists) was a tenth of the page's
 * first download for this.
 */
import { type RefObject, useCallback, useLayoutEffect, useState } from 'react';

interface RowWindow {
  /** The first and last row drawn (last < first when there are none). */
  first: number;
  last: number;
}

interface RowGeometry {
  count: number;
  rowHeight: number;
  /** Rows drawn beyond the view on each side (the whole folder: `count`). */
  overscan: number;
}

/**
 * The rows to draw for a scroll position: those meeting the part of the scroller below the sticky
 * heading (a row tall), and `overscan` more each side. Before the scroller is measured (the
 * server's drawing) `viewHeight` is 0 and the first rows are drawn.
 */
export function rowWindow(
  scrollTop: number,
  viewHeight: number,
  { count, rowHeight, overscan }: RowGeometry,
): RowWindow {
  if (count === 0) return { first: 0, last: -1 };
  const shown = Math.max(1, Math.ceil(Math.max(0, viewHeight - rowHeight) / rowHeight));
  const top = Math.max(0, Math.min(count - 1, Math.floor(Math.max(0, scrollTop) / rowHeight)));
  return {
    first: Math.max(0, top - overscan),
    last: Math.min(count - 1, top + shown + overscan),
  };
}

/**
 * The scroll position that brings row `index` into view below the heading, scrolling as little as
 * possible (none when it is already wholly in view), as a keyboard move expects.
 */
export function scrollTopFor(index: number, scrollTop: number, viewHeight: number, rowHeight: number): number {
  const start = index * rowHeight;
  const room = Math.max(rowHeight, viewHeight - rowHeight);
  if (start < scrollTop) return start;
  if (start + rowHeight > scrollTop + room) return start + rowHeight - room;
  return scrollTop;
}

/**
 * The window of `scroller`'s rows, drawn again only when it changes (not on every scroll event),
 * and a way to scroll a row into view.
 */
export function useRowWindow(scroller: RefObject<HTMLElement | null>, geometry: RowGeometry) {
  const { count, rowHeight, overscan } = geometry;
  const [view, setView] = useState({ top: 0, height: 0 });
  const range = rowWindow(view.top, view.height, { count, rowHeight, overscan });
  const { first, last } = range;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => {
      const next = { top: element.scrollTop, height: element.clientHeight };
      setView((previous) => {
        if (previous.height !== next.height) return next;
        const before = rowWindow(previous.top, previous.height, { count, rowHeight, overscan });
        const after = rowWindow(next.top, next.height, { count, rowHeight, overscan });
        return before.first === after.first && before.last === after.last ? previous : next;
      });
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resizes = new ResizeObserver(measure);
    resizes.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      resizes.disconnect();
    };
  }, [scroller, count, rowHeight, overscan]);

  const scrollToIndex = useCallback(
    (index: number) => {
      const element = scroller.current;
      if (!element) return;
      const top = scrollTopFor(index, element.scrollTop, element.clientHeight, rowHeight);
      if (top !== element.scrollTop) element.scrollTop = top;
    },
    [scroller, rowHeight],
  );

  return { first, last, totalHeight: count * rowHeight, offset: first * rowHeight, scrollToIndex };
}
