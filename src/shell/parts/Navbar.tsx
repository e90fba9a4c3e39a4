import type { ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { navbar } from 'styled-system/recipes';
import type { Translator } from '../../i18n/texts.ts';
import type { Settings } from '../../preferences/settings.ts';
import { navigationPartsOf } from '../navigation/parts.ts';
import type { NavigationItem } from '../navigation/types.ts';
import { Logo } from './Logo.tsx';
import { NavGroups } from './NavGroups.tsx';
import { NavItems } from './NavItems.tsx';

export interface NavbarProps {
  items: readonly NavigationItem[];
  pathname: string;
  t: Translator;
  /** The layout chosen (settings.layout): whether the rail of style-3 is rendered. */
  layout: Settings['layout'];
  /** The navbar's colour scheme (settings.theme.navbar). */
  scheme: string;
  /** The fold / close button (the NavbarToggle island in the portal). */
  toggle?: ReactNode;
  /** The active client's name, heading the navigation with its logo; none without an active client. */
  clientName?: string | undefined;
  /** The active client's logo (the ClientLogo island in the portal). */
  clientLogo?: ReactNode;
}

/** The vertical navbar (layout1) and the mobile navbar drawer (every layout). */
export function Navbar({ items, pathname, t, layout, scheme, toggle, clientName, clientLogo }: NavbarProps) {
  const classes = navbar();
  // The recipe's classes style; the plain ones are the names scripts and tests find the parts by.
  return (
    <>
      {/* The rail of style-3 in layout1 only; else a marker the panels replace when it is chosen (decision 050). */}
      {navigationPartsOf(layout).includes('rail') ? (
        <NavGroups items={items} pathname={pathname} variant="rail" t={t} scheme={scheme} />
      ) : (
        <template data-navigation-part="rail" />
      )}
      <aside
        id="navbar"
        className={cx(classes.root, 'navbar')}
        data-scheme={scheme}
        data-theme-slot="navbar"
        aria-label={t('mainNavigation')}
      >
        <div className={cx(classes.header, 'navbar-header')}>
          <Logo label={t('goToDashboard')} name={t('appName')} foldable />
          {toggle}
        </div>
        {clientName && (
          <div className={cx(classes.client, 'navbar-client', 'fold-hide')}>
            {clientLogo}
            <span className={cx(classes.clientName, 'navbar-client-name')} dir="auto">
              {clientName}
            </span>
          </div>
        )}
        <nav className={cx(classes.content, 'navbar-content')} aria-label={t('mainNavigation')}>
          <NavItems items={items} pathname={pathname} t={t} />
        </nav>
      </aside>
      <div id="navbar-backdrop" className={cx(classes.backdrop, 'navbar-backdrop')} aria-hidden="true" />
    </>
  );
}
