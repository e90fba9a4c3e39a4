/** What the shell's stories show: the real navigation and dictionaries, a sample person and client. */
import { type ReactNode, useEffect } from 'react';
import { authRoles } from '../../auth/roles.ts';
import { initialsOf } from '../../clients/logo.ts';
import * as Card from '../../design-system/components/card/Card.tsx';
import { formatYear } from '../../i18n/intl-cache.ts';
import { islandTextsOf } from '../../i18n/island-texts.ts';
import { type Locale, languageOf } from '../../i18n/locales.ts';
import { type Translator, translatorOf } from '../../i18n/texts.ts';
import UserMenu from '../../islands/auth/UserMenu.tsx';
import { userMenuKeys } from '../../islands/auth/user-menu-keys.ts';
import { startNavbar } from '../../islands/shell/navbar.ts';
import {
  containerWidthOf,
  containerWidthProperty,
  navbarStartAttributes,
  shellAttributes,
} from '../../preferences/attributes.ts';
import { layoutDefaults, layoutStyles } from '../../preferences/layouts.ts';
import { navbarStartsFolded, navbarStyles } from '../../preferences/navbar-style.ts';
import { defaultSettings, type Settings } from '../../preferences/settings.ts';
import { $navbar } from '../../stores/navbar.ts';
import { filterNavigation, flattenNavigation, navigationTitle } from '../navigation/model.ts';
import { navigation } from '../navigation/navigation.ts';
import { navigationPartsOf } from '../navigation/parts.ts';
import type { NavigationItem } from '../navigation/types.ts';
import type { ShellLink } from '../shell-state.ts';
import { ClientLogo } from './ClientLogo.tsx';
import { Footer } from './Footer.tsx';
import { FooterBadgeList } from './FooterBadgeList.tsx';
import { Navbar } from './Navbar.tsx';
import { NavbarHeaderToggles, ToolbarNavbarToggle } from './NavbarToggles.tsx';
import { NavGroups } from './NavGroups.tsx';
import { PageHeader, pageBodyClass } from './PageHeader.tsx';
import { ShellTools } from './ShellTools.tsx';
import { Shortcuts } from './Shortcuts.tsx';
import { SideButtons } from './SideButtons.tsx';
import { shellFrameClasses } from './shell-frame.ts';
import { Toolbar } from './Toolbar.tsx';

export const storyLocale = (locale: unknown): Locale => (locale === 'tr' || locale === 'ar' ? locale : 'en');

/** The shell's strings in a story's language (Storybook's toolbar), read as the server reads them. */
export const shellTexts = (locale: unknown) => {
  const language = languageOf(storyLocale(locale));
  const t = translatorOf(islandTextsOf(language.id, ['common', 'panels', 'nav', 'clients']));
  return { t, language };
};

/** A staff member sees every entry (docs/roles.md), the way the portal filters for a person. */
export const sampleRoles = [...authRoles.staff, ...authRoles.admin];
export const sampleNavigation: NavigationItem[] = filterNavigation(navigation, sampleRoles);

/** The page the stories are on: its entry is marked. */
export const samplePath = '/apps/dashboards/project';

/** Every kind of entry the navigation model has, for the parts that draw them. */
export const everyKindOfEntry: NavigationItem[] = [
  {
    id: 'work',
    type: 'group',
    title: 'Work',
    children: [
      { id: 'overview', type: 'item', translate: 'overview', icon: 'layoutDashboard', url: samplePath },
      {
        id: 'reports',
        type: 'collapse',
        translate: 'reports',
        icon: 'fileText',
        children: [
          { id: 'invoices', type: 'item', translate: 'invoiceIntel', icon: 'fileText', url: '/apps/reports/invoices' },
          { id: 'vendors', type: 'item', translate: 'vendorIntel', icon: 'chart', url: '/apps/reports/vendors' },
        ],
      },
      {
        id: 'files',
        type: 'item',
        translate: 'fileManager',
        icon: 'folderOpen',
        url: '/apps/file-manager',
        badge: { title: '3', tone: 'info' },
      },
      { id: 'line', type: 'divider' },
      {
        id: 'guide',
        type: 'link',
        translate: 'userGuide',
        icon: 'bookOpen',
        url: '/docs/user-guide.pdf',
        target: '_blank',
      },
    ],
  },
];

/** The pages a person may open, translated (as Portal.astro builds them for the shortcuts and search). */
export function sampleLinks(t: (key: string) => string): ShellLink[] {
  return flattenNavigation(sampleNavigation).flatMap((item) =>
    item.url
      ? [
          {
            id: item.id,
            title: navigationTitle(item, t),
            url: item.url,
            icon: item.icon,
            newTab: item.target === '_blank',
          },
        ]
      : [],
  );
}
export const sampleShortcuts = ['overview', 'file-manager'];

export const sampleUser = {
  displayName: 'Ada Admin',
  companyName: 'EFI',
  clients: [
    { id: 'MTAwMQ', client_name: 'Northwind Traders', projects: [{ project_name: 'Northwind Procurement 2026' }] },
    { id: 'MTAwMg', client_name: 'Fabrikam', projects: [] },
  ],
  activeClientId: 'MTAwMQ',
  activeProject: [],
};
export const sampleClient = { name: 'Northwind Traders', logo: '/client-logos/northwind.png' };

/** The settings of a layout and navbar style chosen in Storybook's toolbar, as a person would save them. */
export function storySettings(
  { layout, navbarStyle }: Record<string, unknown>,
  theme: Partial<Settings['theme']> = {},
): Settings {
  const style = layoutStyles.find((id) => id === layout) ?? 'layout1';
  const config = layoutDefaults[style];
  const navbar = navbarStyles.find((id) => id === navbarStyle) ?? config.navbar.style;
  return {
    ...defaultSettings,
    theme: { ...defaultSettings.theme, ...theme },
    layout: { style, config: { ...config, navbar: { ...config.navbar, style: navbar } } },
  };
}

/** The client logo as the portal renders it (it serves the logo it read from Graph): here the fallback picture. */
export const SampleClientLogo = ({ alt, pictured = true }: { alt: string; pictured?: boolean }) => (
  <ClientLogo
    name={sampleClient.name}
    alt={alt}
    initials={initialsOf(sampleClient.name)}
    src={pictured ? sampleClient.logo : undefined}
  />
);

/** The year of the stories' copyright line: fixed, so their pictures do not change on 1 January. */
export const sampleYear = 2026;

export interface ShellFrameProps {
  settings: Settings;
  /** The phone's navbar drawer starts open. */
  drawerOpen?: boolean;
  children: ReactNode;
}

/**
 * The shell's root as Portal.astro renders it: the settings' data attributes (what shows), the
 * navbar's first state and the container width. The navbar store starts from the same state,
 * so the toggles agree with what shows.
 */
export function ShellFrame({ settings, drawerOpen = false, children }: ShellFrameProps) {
  const start = { ...navbarStartAttributes(settings), 'data-navbar-mobile-open': String(drawerOpen) };
  $navbar.set({
    open: true,
    mobileOpen: drawerOpen,
    foldedOpen: false,
    folded: navbarStartsFolded(settings.layout.config),
  });
  // The navbar's script, started once the frame is in the document, as Portal.astro starts it.
  useEffect(() => startNavbar(), []);
  return (
    <div
      id="shell"
      className={shellFrameClasses.root}
      {...shellAttributes(settings)}
      {...start}
      style={{ [containerWidthProperty]: containerWidthOf(settings) } as Record<string, string>}
    >
      {children}
    </div>
  );
}

/** The navbar's toggles as the server renders them; ShellFrame starts their script, as a page does. */
export function navbarToggles(settings: Settings, locale: Locale) {
  const { t } = shellTexts(locale);
  const folded = navbarStartsFolded(settings.layout.config);
  return {
    navbar: <NavbarHeaderToggles t={t} folded={folded} />,
    toolbar: <ToolbarNavbarToggle t={t} folded={folded} />,
  };
}

/** A page in the content area, as PortalPage.astro frames one: breadcrumbs, title, a few cards. */
function SamplePage({ t }: { t: Translator }) {
  return (
    <>
      <PageHeader
        title={t('nav:overview')}
        trail={[{ label: t('home'), href: samplePath }, { label: t('nav:overview') }]}
        breadcrumbsLabel={t('breadcrumbs')}
      />
      <div
        className={pageBodyClass()}
        style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}
      >
        {['fileManager', 'invoiceIntel', 'vendorIntel'].map((key) => (
          <Card.Root key={key} style={{ minHeight: 160 }}>
            <Card.Header>
              <Card.Title asChild>
                <h2>{t(`nav:${key}`)}</h2>
              </Card.Title>
            </Card.Header>
          </Card.Root>
        ))}
      </div>
    </>
  );
}

export interface SampleShellProps {
  locale: Locale;
  settings: Settings;
  drawerOpen?: boolean;
}

/** The whole shell composed from its parts as Portal.astro composes them, around a sample page. */
export function SampleShell({ locale, settings, drawerOpen = false }: SampleShellProps) {
  const { t, language } = shellTexts(locale);
  const toggles = navbarToggles(settings, locale);
  const { theme } = settings;
  return (
    <ShellFrame settings={settings} drawerOpen={drawerOpen}>
      <Navbar
        items={sampleNavigation}
        pathname={samplePath}
        t={t}
        layout={settings.layout}
        scheme={theme.navbar}
        toggle={toggles.navbar}
        clientName={sampleClient.name}
        clientLogo={<SampleClientLogo alt={t('clients:logoOf', { name: sampleClient.name })} />}
      />
      <div className={shellFrameClasses.body}>
        <Toolbar
          t={t}
          scheme={theme.toolbar}
          toggle={toggles.toolbar}
          shortcuts={<Shortcuts t={t} links={sampleLinks(t)} shortcuts={sampleShortcuts} />}
          actions={
            <>
              <ShellTools t={t} language={language} search />
              <UserMenu user={sampleUser} texts={islandTextsOf(locale, userMenuKeys)} />
            </>
          }
        />
        {navigationPartsOf(settings.layout).includes('bar') ? (
          <NavGroups items={sampleNavigation} pathname={samplePath} variant="bar" t={t} scheme={theme.navbar} />
        ) : (
          <template data-navigation-part="bar" />
        )}
        <main id="content" className={shellFrameClasses.content} tabIndex={-1}>
          <div className={shellFrameClasses.container}>
            <SamplePage t={t} />
          </div>
        </main>
        <Footer
          t={t}
          scheme={theme.footer}
          year={formatYear(sampleYear, language.tag)}
          badges={<FooterBadgeList t={t} environment="LOCAL" database="Engage" version="7.4.2" />}
        />
      </div>
      <SideButtons t={t} />
    </ShellFrame>
  );
}
