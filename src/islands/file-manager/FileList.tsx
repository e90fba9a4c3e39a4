import { EllipsisIcon } from 'lucide-react';
import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import type { FileItem } from '../../file-manager/file-item.ts';
import { formatDay, formatSize } from '../../file-manager/format.ts';
import { type FileSort, isDefaultSort, nextSort, type SortKey } from '../../file-manager/sort.ts';
import type { Translate } from '../../i18n/texts.ts';
import { FileIcon } from './FileIcon.tsx';
import type { RowAction } from './RowMenu.tsx';
import { useRowWindow } from './row-window.ts';

// Ark's menu is downloaded when a row's menu is first asked for, not with the page (decision 060's budget).
const RowMenu = lazy(() => import('./RowMenu.tsx'));

const ROW_HEIGHT = 48;
/** Up to this many items a folder's rows are all drawn (see the window's overscan). */
const WHOLE_FOLDER_ROWS = 200;

export interface FileListProps {
  items: readonly FileItem[];
  selectedId: string;
  label: string;
  busy: boolean;
  locale: string;
  t: Translate;
  onSelect(item: FileItem): void;
  onOpen(item: FileItem): void;
  /** Backspace: one folder up. */
  onUp(): void;
  /** The order of the rows; a click on the name, date or size heading changes it. */
  sort: FileSort;
  onSort(sort: FileSort): void;
  /** F2, for items the person may rename. */
  onRename?(item: FileItem): void;
  /** Delete, for items the person may delete. */
  onDelete?(item: FileItem): void;
  /** The ticked items' ids (several at once, decision 087); without `onMark` the list has no checkboxes. */
  marked?: ReadonlySet<string>;
  /** A checkbox or Ctrl / Cmd (`toggle`), Shift (`range`), Ctrl+A (`all`), Escape or a plain click (`none`). */
  onMark?(item: FileItem | undefined, how: MarkHow): void;
  /** Dragging a row onto a folder row moves it there, for items the person may move. */
  canMove?(item: FileItem): boolean;
  onMoveInto?(item: FileItem, folder: FileItem): void;
  /**
   * What can be done with an item, for its row's menu (the "More actions" button, a right click,
   * Shift+F10, the context menu key); without it the rows have no menu.
   */
  actionsOf?(item: FileItem): readonly RowAction[];
}

/** A row's menu, open: for which item, where, and whether the keyboard asked for it. */
interface OpenMenu {
  item: FileItem;
  index: number;
  at: { x: number; y: number };
  placement: 'bottom-start' | 'bottom-end';
  fromKeyboard: boolean;
}

export type MarkHow = 'toggle' | 'range' | 'all' | 'none';

/** What a dragged row carries: its id, under a type of the portal's own (not files for an upload). */
const DRAGGED_ITEM = 'application/x-portal-drive-item';

const columns = css({
  display: 'grid',
  alignItems: 'center',
  gap: '3',
  // The size column holds the longest size of the language (the table sets --size-column).
  // The date column holds the longest date and heading of the three languages, measured at the
  // list's 14 px: 'May 10, 2024' and the Turkish heading 'Değiştirilme' are 96 px, Arabic's
  // dates 70 px; 11rem leaves room for wider system fonts. Each row is a grid of its own
  // (windowed), so the tracks cannot size to their content.
  // On a phone only the name and the size are shown: the size takes its own width (the sizes stay
  // lined up at the end edge), so the name keeps the rest, not a column sized for the longest unit;
  // at least the width of a usual size, so a folder's row (no size) keeps its button where a file's is.
  gridTemplateColumns: 'minmax(0, 1fr) minmax(7.5rem, auto)',
  md: { gridTemplateColumns: 'minmax(0, 2.2fr) minmax(0, 1fr) 11rem minmax(0, 1fr) var(--size-column)' },
  paddingInline: '3',
});
const narrowHidden = css({ display: 'none', md: { display: 'block' } });
/**
 * A name on a phone, where the name column is all that is left beside the size: two lines, broken
 * anywhere (a long file name has few spaces), then an ellipsis; one line beside the other columns.
 */
const nameText = css({
  minWidth: 0,
  lineClamp: 2,
  overflowWrap: 'anywhere',
  lineHeight: '1.25',
  md: { lineClamp: 'none', display: 'block', whiteSpace: 'nowrap', textOverflow: 'ellipsis', overflowWrap: 'normal' },
});
/** A 32 px target at the end of the name, quiet until the row is pointed at or chosen. */
const rowMenuButton = css({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '8',
  height: '8',
  marginInlineStart: 'auto',
  borderRadius: 'md',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'surface', color: 'fg.default' },
  '&[aria-expanded=true]': { bg: 'surface', color: 'fg.default' },
});
const heading = css({ textAlign: 'start', fontWeight: 'semibold' });
const cellText = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const sortButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  maxWidth: '100%',
  fontWeight: 'semibold',
  cursor: 'pointer',
  borderRadius: 'sm',
  _hover: { textDecoration: 'underline' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default' },
});

interface SortHeadingProps {
  sortKey: SortKey;
  sort: FileSort;
  label: string;
  className: string;
  onSort(sort: FileSort): void;
}

/**
 * A column heading that sorts by its column; `aria-sort` tells screen readers the order. The
 * grid keeps its one tab stop: from the keyboard, the "Sort by" choice above the list does the same.
 * The arrow shows only for an order the person chose (the default is folders first, then name).
 */
function SortHeading({ sortKey, sort, label, className, onSort }: SortHeadingProps) {
  const active = sort.key === sortKey;
  const chosen = active && !isDefaultSort(sort);
  return (
    <th
      scope="col"
      className={className}
      aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button type="button" tabIndex={-1} className={sortButton} onClick={() => onSort(nextSort(sort, sortKey))}>
        <span className={cellText}>{label}</span>
        {chosen ? <span aria-hidden="true">{sort.order === 'asc' ? '▲' : '▼'}</span> : null}
      </button>
    </th>
  );
}

/**
 * The folder's rows as an ARIA grid, windowed above 200 items: only the rows in view are in
 * the page, so a folder of 10,000 items scrolls like one of ten. One tab stop; arrows, Home/End and
 * PageUp/PageDown move, Enter opens, Backspace goes up.
 */
export function FileList({
  items,
  selectedId,
  label,
  busy,
  locale,
  t,
  onSelect,
  onOpen,
  onUp,
  sort,
  onSort,
  onRename,
  onDelete,
  marked,
  onMark,
  canMove,
  onMoveInto,
  actionsOf,
}: FileListProps) {
  const [dropTarget, setDropTarget] = useState<string>();
  const [menu, setMenu] = useState<OpenMenu>();
  const scroller = useRef<HTMLDivElement>(null);
  const selectedIndex = items.findIndex((item) => item.id === selectedId);
  const [active, setActive] = useState(Math.max(0, selectedIndex));
  const [focusWanted, setFocusWanted] = useState(false);
  const activeIndex = Math.min(active, Math.max(0, items.length - 1));

  useEffect(() => {
    if (selectedIndex >= 0) setActive(selectedIndex);
  }, [selectedIndex]);

  const rows = useRowWindow(scroller, {
    count: items.length,
    rowHeight: ROW_HEIGHT,
    // An ordinary folder is drawn whole, so the browser's own Find and a screen reader's list of
    // rows see every item, and a file just uploaded among many folders is in the page; only a
    // large folder (the 10,000-item one) draws the rows in view and a few around them.
    overscan: items.length <= WHOLE_FOLDER_ROWS ? items.length : 3,
  });

  // Keyboard moves scroll the row into view, then focus it once it is rendered.
  useEffect(() => {
    if (!focusWanted) return;
    let frames = 0;
    let handle = 0;
    const tryFocus = () => {
      const row = scroller.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`);
      if (row) {
        row.focus({ preventScroll: true });
        setFocusWanted(false);
      } else if (frames++ < 10) handle = requestAnimationFrame(tryFocus);
    };
    handle = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(handle);
  }, [focusWanted, activeIndex]);

  const moveTo = (index: number) => {
    if (items.length === 0) return;
    const next = Math.max(0, Math.min(items.length - 1, index));
    setActive(next);
    rows.scrollToIndex(next);
    const item = items[next];
    if (item) onSelect(item);
    setFocusWanted(true);
  };

  /**
   * Opens a row's menu under its "More actions" button (the keyboard, the button) or at the
   * pointer (a right click). The row becomes the selected one, as in SharePoint.
   */
  const openMenu = (index: number, how: { point: { x: number; y: number } } | { fromKeyboard: boolean }) => {
    const item = items[index];
    if (!item || !actionsOf || actionsOf(item).length === 0) return;
    setActive(index);
    onSelect(item);
    if ('point' in how) {
      setMenu({ item, index, at: how.point, placement: 'bottom-start', fromKeyboard: false });
      return;
    }
    const row = scroller.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
    const button = row?.querySelector<HTMLElement>('[data-row-menu]') ?? row;
    if (!button) return;
    const box = button.getBoundingClientRect();
    const rtl = getComputedStyle(button).direction === 'rtl';
    // Its end edge under the button's end: the menu opens over the list, not off its side.
    setMenu({
      item,
      index,
      at: { x: rtl ? box.left : box.right, y: box.bottom },
      placement: 'bottom-end',
      fromKeyboard: how.fromKeyboard,
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // A key pressed while the menu is being drawn is the menu's, not the row's: it would move the
    // selection under the menu and close it.
    if (menu) {
      event.preventDefault();
      return;
    }
    if (actionsOf && ((event.key === 'F10' && event.shiftKey) || event.key === 'ContextMenu')) {
      event.preventDefault();
      openMenu(activeIndex, { fromKeyboard: true });
      return;
    }
    const page = Math.max(1, Math.floor((scroller.current?.clientHeight ?? ROW_HEIGHT * 10) / ROW_HEIGHT) - 1);
    const moves: Record<string, number> = {
      ArrowDown: activeIndex + 1,
      ArrowUp: activeIndex - 1,
      PageDown: activeIndex + page,
      PageUp: activeIndex - page,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    const item = items[activeIndex];
    const command = event.ctrlKey || event.metaKey;
    if (target !== undefined) {
      event.preventDefault();
      moveTo(target);
      // Shift with a move ticks the rows passed over, as in SharePoint.
      const reached = items[Math.max(0, Math.min(items.length - 1, target))];
      if (event.shiftKey && onMark && reached) onMark(reached, 'range');
    } else if (onMark && command && event.key.toLowerCase() === 'a') {
      event.preventDefault();
      onMark(undefined, 'all');
    } else if (onMark && event.key === 'Escape' && marked?.size) {
      event.preventDefault();
      onMark(undefined, 'none');
    } else if (onMark && item && event.key === ' ' && (command || event.shiftKey)) {
      event.preventDefault();
      onMark(item, event.shiftKey ? 'range' : 'toggle');
    } else if (event.key === 'Enter') {
      if (item) {
        event.preventDefault();
        onOpen(item);
      }
    } else if (event.key === ' ') {
      if (item) {
        event.preventDefault();
        onSelect(item);
      }
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      onUp();
    } else if (event.key === 'F2' || event.key === 'Delete') {
      const act = event.key === 'F2' ? onRename : onDelete;
      if (item && act) {
        event.preventDefault();
        act(item);
      }
    }
  };

  const firstIndex = rows.first;
  const drawn = items.slice(rows.first, rows.last + 1);
  const activeRendered = activeIndex >= rows.first && activeIndex <= rows.last;

  return (
    <div
      ref={scroller}
      data-testid="file-list"
      className={css({
        position: 'relative',
        overflow: 'auto',
        height: 'clamp(20rem, calc(100dvh - 20rem), 44rem)',
        borderWidth: '1px',
        borderColor: 'border',
        borderRadius: 'md',
        bg: 'surface',
        contain: 'strict',
      })}
    >
      <table
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG data grid pattern, a table that takes arrow keys
        role="grid"
        aria-label={label}
        aria-rowcount={items.length + 1}
        aria-colcount={5}
        aria-busy={busy}
        aria-multiselectable={Boolean(onMark)}
        // When the active row is scrolled out of the page, the grid itself keeps the tab stop.
        tabIndex={activeRendered || items.length === 0 ? -1 : 0}
        onFocus={(event) => {
          if (event.target === event.currentTarget && items.length > 0) moveTo(activeIndex);
        }}
        onKeyDown={onKeyDown}
        className={css({
          display: 'block',
          width: '100%',
          // Measured at the list's 14 px: '1,023.5 MB' is 70 px; Arabic's unit is a whole word,
          // '1,023.5 كيلوبايت' is 106 px (rem is 10 px here: the 62.5 % base of docs/constants.md).
          '--size-column': '8rem',
          '[lang=ar] &': { '--size-column': '11.5rem' },
          _focusVisible: { outline: '2px solid', outlineColor: 'accent.default' },
        })}
      >
        <thead
          className={css({
            display: 'block',
            position: 'sticky',
            top: 0,
            zIndex: 1,
            bg: 'surface.raised',
            borderBottomWidth: '1px',
          })}
        >
          <tr
            aria-rowindex={1}
            className={cx(columns, css({ height: '12', fontWeight: 'semibold', textAlign: 'start' }))}
          >
            <SortHeading
              sortKey="name"
              sort={sort}
              onSort={onSort}
              className={heading}
              label={t('fileManager:columns.name')}
            />
            <th scope="col" className={cx(heading, narrowHidden)}>
              {t('fileManager:columns.owner')}
            </th>
            <SortHeading
              sortKey="modified"
              sort={sort}
              onSort={onSort}
              className={cx(heading, narrowHidden)}
              label={t('fileManager:columns.modified')}
            />
            <th scope="col" className={cx(heading, narrowHidden)}>
              {t('fileManager:columns.modifiedBy')}
            </th>
            <SortHeading
              sortKey="size"
              sort={sort}
              onSort={onSort}
              className={cx(heading, css({ textAlign: 'end' }))}
              label={t('fileManager:columns.size')}
            />
          </tr>
        </thead>
        <tbody
          // The rows in view follow each other after a padding as tall as the rows above them:
          // one style changes while scrolling, not a position on every row.
          style={{
            display: 'block',
            boxSizing: 'border-box',
            height: rows.totalHeight,
            paddingTop: rows.offset,
          }}
        >
          {drawn.map((item, place) => {
            const index = firstIndex + place;
            const ticked = marked?.has(item.id) ?? false;
            // With items ticked, the ticked ones are the selection; otherwise the one shown in the details.
            const selected = marked?.size ? ticked : item.id === selectedId;
            return (
              <tr
                // Keyed by place in the window, not by item: scrolling reuses the rows and changes
                // their text and attributes, where rows keyed by item were all thrown away and made
                // anew, and the browser styled every new element again (most of each frame's time).
                key={index - firstIndex}
                aria-rowindex={index + 2}
                aria-selected={selected}
                data-index={index}
                data-type={item.type}
                tabIndex={index === activeIndex ? 0 : -1}
                onClick={(event) => {
                  setActive(index);
                  if (onMark && (event.shiftKey || event.ctrlKey || event.metaKey))
                    onMark(item, event.shiftKey ? 'range' : 'toggle');
                  else {
                    onMark?.(item, 'none');
                    onSelect(item);
                  }
                }}
                onDoubleClick={() => onOpen(item)}
                onContextMenu={(event) => {
                  if (!actionsOf) return;
                  event.preventDefault();
                  // Shift+F10 and the context menu key arrive here too (button 0): their keydown opened it.
                  if (event.button !== 2) {
                    if (menu?.item.id !== item.id) openMenu(index, { fromKeyboard: true });
                    return;
                  }
                  openMenu(index, { point: { x: event.clientX, y: event.clientY } });
                }}
                draggable={onMoveInto && canMove?.(item) ? true : undefined}
                onDragStart={(event) => {
                  event.dataTransfer.setData(DRAGGED_ITEM, item.id);
                  event.dataTransfer.effectAllowed = 'move';
                }}
                data-drop-target={dropTarget === item.id ? true : undefined}
                onDragOver={(event) => {
                  if (item.type !== 'Folder' || !onMoveInto || !event.dataTransfer.types.includes(DRAGGED_ITEM)) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                  setDropTarget(item.id);
                }}
                onDragLeave={() => setDropTarget((target) => (target === item.id ? undefined : target))}
                onDrop={(event) => {
                  const dragged = items.find((other) => other.id === event.dataTransfer.getData(DRAGGED_ITEM));
                  setDropTarget(undefined);
                  if (item.type !== 'Folder' || !dragged || !onMoveInto) return;
                  event.preventDefault();
                  onMoveInto(dragged, item);
                }}
                className={cx(
                  columns,
                  css({
                    height: '12',
                    cursor: 'default',
                    borderBottomWidth: '1px',
                    borderColor: 'border',
                    _hover: { bg: 'surface.raised' },
                    _selected: { bg: 'color-mix(in srgb, token(colors.accent.default) 14%, transparent)' },
                    '&[data-drop-target]': {
                      outline: '2px dashed',
                      outlineColor: 'accent.default',
                      outlineOffset: '-2px',
                    },
                    _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '-2px' },
                  }),
                )}
              >
                <td className={css({ display: 'flex', alignItems: 'center', gap: '2', minWidth: 0 })}>
                  {onMark ? (
                    // A 16 px box in a 28 px target: the label's padding takes a tap beside the box
                    // (a phone's finger) as a tick, its negative margin keeps the row as drawn. A
                    // click on it or on the box stays out of the row's (which would select the row alone).
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard ticks through the grid (Ctrl+Space), not here
                    <label
                      className={css({
                        display: 'inline-flex',
                        flexShrink: 0,
                        padding: '1.5',
                        margin: '-1.5',
                        cursor: 'pointer',
                      })}
                      onClick={(event) => event.stopPropagation()}
                    >
                      {/* The grid keeps its one tab stop: Ctrl+Space ticks from the keyboard. */}
                      <input
                        type="checkbox"
                        tabIndex={-1}
                        checked={ticked}
                        aria-label={t('fileTransfer:selection.select', { name: item.name })}
                        data-testid="file-tick"
                        className={css({
                          flexShrink: 0,
                          width: '4',
                          height: '4',
                          accentColor: 'accent.default',
                        })}
                        onChange={(event) =>
                          onMark(item, (event.nativeEvent as MouseEvent).shiftKey ? 'range' : 'toggle')
                        }
                      />
                    </label>
                  ) : null}
                  <FileIcon item={item} />
                  <span className={nameText} dir="auto" title={item.name}>
                    {item.name}
                  </span>
                  <span className="visually-hidden">
                    {item.type === 'Folder' ? t('fileManager:folder') : t('fileManager:document')}
                  </span>
                  {actionsOf ? (
                    // The grid keeps its one tab stop: from the keyboard, Shift+F10 or the context
                    // menu key opens the same menu on the row.
                    <button
                      type="button"
                      tabIndex={-1}
                      data-row-menu=""
                      aria-haspopup="menu"
                      aria-expanded={menu?.item.id === item.id}
                      aria-label={t('fileLibrary:menu.more', { name: item.name })}
                      className={rowMenuButton}
                      onClick={(event) => {
                        event.stopPropagation();
                        onMark?.(item, 'none');
                        openMenu(index, { fromKeyboard: event.detail === 0 });
                      }}
                      onDoubleClick={(event) => event.stopPropagation()}
                    >
                      <EllipsisIcon aria-hidden="true" size={18} />
                    </button>
                  ) : null}
                </td>
                <td className={cx(cellText, narrowHidden)}>{item.owner}</td>
                <td className={cx(cellText, narrowHidden)}>{formatDay(item.modified, locale)}</td>
                <td className={cx(cellText, narrowHidden)} dir="auto">
                  {item.modifiedBy ?? ''}
                </td>
                <td className={cx(cellText, css({ textAlign: 'end' }))}>
                  {item.type === 'Folder' ? '' : formatSize(item.size, locale)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {menu && actionsOf ? (
        <Suspense fallback={null}>
          <RowMenu
            // A menu of its own for each opening: the last one's highlight and place are not kept.
            key={`${menu.item.id} ${menu.at.x} ${menu.at.y}`}
            at={menu.at}
            placement={menu.placement}
            label={t('fileLibrary:menu.label', { name: menu.item.name })}
            actions={actionsOf(menu.item)}
            locale={locale}
            fromKeyboard={menu.fromKeyboard}
            onChosen={() => setMenu(undefined)}
            onClose={() => {
              setMenu(undefined);
              // Back to the row it was opened on, so the keyboard goes on from there.
              setActive(menu.index);
              setFocusWanted(true);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
