import { css, cx } from 'styled-system/css';
import { navItems } from 'styled-system/recipes';
import type { Translator } from '../../i18n/texts.ts';
import { containsActive, isActive, navigationTitle } from '../navigation/model.ts';
import type { NavigationItem } from '../navigation/types.ts';
import { NavIcon, ShellIcon } from './ShellIcon.tsx';

export interface NavItemsProps {
  items: readonly NavigationItem[];
  /** The current page: its entry is marked, the collapses holding it start open. */
  pathname: string;
  t: Translator;
  depth?: number;
}

// The recipe's classes style; the plain ones are the names the parts are known by.
const classes = navItems();

/** One level of the vertical navigation; renders itself for children. */
export function NavItems({ items, pathname, t, depth = 0 }: NavItemsProps) {
  return (
    <ul className={cx(classes.list, 'nav-list')} data-depth={depth}>
      {items.map((item) => (
        <NavEntry key={item.id} item={item} pathname={pathname} t={t} depth={depth} />
      ))}
    </ul>
  );
}

function NavEntry({
  item,
  pathname,
  t,
  depth,
}: {
  item: NavigationItem;
  pathname: string;
  t: Translator;
  depth: number;
}) {
  const title = navigationTitle(item, t);
  const children = item.children ?? [];
  if (item.type === 'divider') return <li className={cx(classes.divider, 'nav-divider')} aria-hidden="true" />;
  if (item.type === 'group')
    return (
      <li className={cx(classes.group, 'nav-group')}>
        <span className={cx(classes.groupTitle, 'nav-group-title')} id={`nav-${item.id}`}>
          <span className={cx(classes.label, 'nav-label')}>{title}</span>
        </span>
        <NavItems items={children} pathname={pathname} t={t} depth={depth + 1} />
      </li>
    );
  if (item.type === 'collapse')
    return (
      <li className="nav-collapse">
        <details open={containsActive(item, pathname)}>
          <summary className={cx(classes.link, 'nav-link')}>
            <NavIcon name={item.icon} />
            <span className={cx(classes.label, 'nav-label')}>{title}</span>
            <ShellIcon name="chevronDown" className={cx(classes.chevron, 'nav-chevron')} size={16} />
          </summary>
          <NavItems items={children} pathname={pathname} t={t} depth={depth + 1} />
        </details>
      </li>
    );
  const newTab = item.target === '_blank';
  return (
    <li>
      <a
        className={cx(classes.link, 'nav-link')}
        href={item.url}
        aria-current={isActive(item, pathname) ? 'page' : undefined}
        target={item.target}
        rel={newTab ? 'noopener' : undefined}
      >
        <NavIcon name={item.icon} />
        <span className={cx(classes.label, 'nav-label')}>{title}</span>
        {newTab && (
          <>
            <ShellIcon name="externalLink" className={cx(classes.external, 'nav-external')} size={14} />
            <span className="visually-hidden">{`(${t('opensInNewTab')})`}</span>
          </>
        )}
        {item.badge && (
          <span
            className={cx(classes.badge, 'nav-badge', item.badge.tone && css({ colorPalette: item.badge.tone }))}
            data-tone={item.badge.tone}
          >
            {item.badge.title}
          </span>
        )}
      </a>
    </li>
  );
}
