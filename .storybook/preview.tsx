import { LocaleProvider } from '@ark-ui/react/locale';
import type { Preview } from '@storybook/react-vite';
import { schemeIds } from '../src/design-system/theme/schemes.ts';
import panelNames from '../src/i18n/locales/en/panels.json' with { type: 'json' };
import { layoutStyles } from '../src/preferences/layouts.ts';
import { navbarStyles } from '../src/preferences/navbar-style.ts';
import '../src/styles/global.css';

/** Ark's locale for each portal language (Ark reads direction and formats from it, not <html dir>). */
const arkLocales = { en: 'en-US', tr: 'tr-TR', ar: 'ar-SA' } as const;
type Language = keyof typeof arkLocales;

/** Ark takes the direction from its locale: a forced direction borrows a locale that reads that way. */
const arkLocaleOf = (language: Language, dir: 'ltr' | 'rtl') =>
  (dir === 'rtl') === (language === 'ar') ? arkLocales[language] : dir === 'rtl' ? arkLocales.ar : arkLocales.en;

const preview: Preview = {
  parameters: {
    // Every story is also an accessibility test: axe violations fail the run.
    a11y: { test: 'error' },
    layout: 'padded',
    // Screens the shell's stories are seen at: the portal's reference desktop and phone widths.
    viewport: {
      options: {
        desktop: { name: 'Desktop 1440 × 900', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
        phone: { name: 'Phone 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
  },
  // The toolbar's choices: any language, direction and colour scheme a designer asks for; the
  // shell's stories (src/shell/parts) also follow the layout and the navbar's style.
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'tr', title: 'Türkçe' },
          { value: 'ar', title: 'العربية' },
        ],
      },
    },
    direction: {
      description: 'Direction (by default the language’s own)',
      toolbar: {
        icon: 'transfer',
        items: [
          { value: 'auto', title: 'Direction of the language' },
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
      },
    },
    scheme: {
      description: 'Colour scheme',
      toolbar: {
        icon: 'paintbrush',
        items: schemeIds.map((id) => ({ value: id, title: panelNames.schemeNames[id] })),
      },
    },
    layout: {
      description: 'Layout of the shell',
      toolbar: {
        icon: 'sidebaralt',
        items: layoutStyles.map((id) => ({ value: id, title: panelNames.layout[id] })),
      },
    },
    navbarStyle: {
      description: 'Navbar style of the shell',
      toolbar: {
        icon: 'menu',
        items: navbarStyles.map((id) => ({ value: id, title: panelNames.navbarStyles[id] })),
      },
    },
  },
  initialGlobals: { locale: 'en', direction: 'auto', scheme: 'default', layout: 'layout1', navbarStyle: 'style-1' },
  decorators: [
    (Story, context) => {
      const language = (context.globals['locale'] ?? 'en') as Language;
      const chosen = context.globals['direction'];
      const dir = chosen === 'ltr' || chosen === 'rtl' ? chosen : language === 'ar' ? 'rtl' : 'ltr';
      document.documentElement.lang = language;
      document.documentElement.dir = dir;
      const scheme = context.globals['scheme'] ?? 'default';
      // The scheme on the page itself too: portalled parts (dialogs, menus) render outside the story.
      document.body.dataset['scheme'] = scheme;
      return (
        <LocaleProvider locale={arkLocaleOf(language, dir)}>
          {/* A full-screen story (the whole shell) fills the page; the others keep a margin for focus rings. */}
          <div data-scheme={scheme} style={{ padding: context.parameters['layout'] === 'fullscreen' ? 0 : 4 }}>
            <Story />
          </div>
        </LocaleProvider>
      );
    },
  ],
};
export default preview;
