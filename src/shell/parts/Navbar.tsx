import type { ReactNode } from 'react';
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
        className="navbar"
        data-scheme={scheme}
        data-theme-slot="navbar"
        aria-label={t('mainNavigation')}
      >
        <div className="navbar-header">
          <Logo label={t('goToDashboard')} name={t('appName')} foldable />
          {toggle}
        </div>
        {clientName && (
          <div className="navbar-client fold-hide">
            {clientLogo}
            <span className="navbar-client-name">{clientName}</span>
          </div>
        )}
        <nav className="navbar-content" aria-label={t('mainNavigation')}>
          <NavItems items={items} pathname={pathname} t={t} />
        </nav>
      </aside>
      <div id="navbar-backdrop" className="navbar-backdrop" aria-hidden="true" />
    </>
  );
}
