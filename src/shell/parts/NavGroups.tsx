import { cx } from 'styled-system/css';
import { horizontalNav, navRail } from 'styled-system/recipes';
import type { Translator } from '../../i18n/texts.ts';
import { containsActive, navigationTitle } from '../navigation/model.ts';
import type { NavigationItem } from '../navigation/types.ts';
import { NavItems } from './NavItems.tsx';
import { NavIcon, ShellIcon } from './ShellIcon.tsx';

export interface NavGroupsProps {
  items: readonly NavigationItem[];
  pathname: string;
  variant: 'bar' | 'rail';
  t: Translator;
  /** The navbar's colour scheme (settings.theme.navbar). */
  scheme: string;
}

const bar = horizontalNav();
const rail = navRail();
// The recipes' classes style; the plain ones are the names tests find the parts by.
const looks = {
  bar: {
    name: 'horizontal-nav',
    nav: cx(bar.root, 'horizontal-nav'),
    groups: cx(bar.groups, 'nav-groups'),
    group: cx(bar.group, 'horizontal-nav-group'),
    title: cx(bar.title, 'horizontal-nav-title'),
    panel: cx(bar.menu, 'horizontal-nav-menu'),
    label: undefined,
    panelTitle: undefined,
    icon: 18,
  },
  rail: {
    name: 'nav-rail',
    nav: cx(rail.root, 'nav-rail'),
    groups: cx(rail.groups, 'nav-groups'),
    group: cx(rail.group, 'nav-rail-group'),
    title: cx(rail.button, 'nav-rail-button'),
    label: cx(rail.label, 'nav-rail-label'),
    panel: cx(rail.panel, 'nav-rail-panel'),
    panelTitle: cx(rail.panelTitle, 'nav-rail-panel-title'),
    icon: 24,
  },
} as const;

/**
 * The menu's top-level groups, each an exclusive <details> that opens its entries in a panel (one
 * at a time, by click or keyboard, without JS):
 * - `bar`: the horizontal navigation of layout2 and layout3, a menu under each group; pointer
 *   hover opens it too, after the hover menu delay (horizontal-nav.recipe.ts).
 * - `rail`: navbar style-3, a rail of the groups (120 px, 64 px dense), each opening a 280 px
 *   panel beside the rail.
 */
export function NavGroups({ items, pathname, variant, t, scheme }: NavGroupsProps) {
  const look = looks[variant];
  const isRail = variant === 'rail';
  return (
    <nav className={look.nav} data-scheme={scheme} data-theme-slot="navbar" aria-label={t('mainNavigation')}>
      <ul className={look.groups}>
        {items.map((item) => {
          const title = navigationTitle(item, t);
          return (
            <li key={item.id} className={look.group} data-current={String(containsActive(item, pathname))}>
              <details name={look.name}>
                <summary className={look.title}>
                  <NavIcon name={item.icon} size={look.icon} />
                  <span className={look.label}>{title}</span>
                  {!isRail && <ShellIcon name="chevronDown" size={14} />}
                </summary>
                <div className={look.panel} data-scheme={scheme} data-theme-slot="navbar">
                  {isRail && <p className={look.panelTitle}>{title}</p>}
                  <NavItems items={item.children ?? []} pathname={pathname} t={t} depth={1} />
                </div>
              </details>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
