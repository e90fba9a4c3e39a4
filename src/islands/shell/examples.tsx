import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { authRoles } from '../../auth/roles.ts';
import { Button } from '../../design-system/components/button/Button.tsx';
import { islandTexts } from '../../i18n/island-texts.ts';
import { type Locale, languageOf, languages } from '../../i18n/locales.ts';
import { translatorOf } from '../../i18n/texts.ts';
import { defaultPreferences } from '../../preferences/preferences.ts';
import { defaultSettings } from '../../preferences/settings.ts';
import { filterNavigation, flattenNavigation, navigationTitle } from '../../shell/navigation/model.ts';
import { navigation } from '../../shell/navigation/navigation.ts';
import type { ShellState } from '../../shell/shell-state.ts';
import { $openPanel, type PanelName, togglePanel } from '../../stores/panels.ts';
import { startUserSettings } from '../../stores/user-settings.ts';
import { setShellState, triggers } from './context.ts';
// The panels' own classes (search input, lists, scheme buttons) come with the shell's stylesheet.

/**
 * The state the server hands the panels (Portal.astro), for a story: a guest (settings go to a
 * cookie, never to the portal API), provider staff's navigation in the story's language, two shortcuts.
 */
export function shellStateOf(locale: Locale): ShellState {
  const nav = translatorOf(islandTexts(locale, ['nav']));
  const links = flattenNavigation(filterNavigation(navigation, authRoles.staff, 'staff')).flatMap((item) =>
    item.url
      ? [
          {
            id: item.id,
            title: navigationTitle(item, nav),
            url: item.url,
            icon: item.icon,
            newTab: item.target === '_blank',
          },
        ]
      : [],
  );
  return {
    guest: true,
    locale,
    tag: languageOf(locale).tag,
    settings: structuredClone(defaultSettings),
    preferences: structuredClone(defaultPreferences),
    shortcuts: ['overview', 'file-manager'],
    links,
    languages,
    texts: islandTexts(locale, ['panels']),
  };
}

/** The panels' strings in a story's language (for the story's own button). */
export const panelTranslator = (locale: Locale) => translatorOf(islandTexts(locale, ['panels']));

/** Starts the panels as Panels.tsx does, every panel closed: each story begins from the same state. */
export function startShell(locale: Locale): ShellState {
  const state = shellStateOf(locale);
  setShellState(state);
  startUserSettings(state);
  triggers.clear();
  $openPanel.set(undefined);
  return state;
}

/**
 * A toolbar button and its panel, as the shell has them: the button toggles the panel through the
 * panels store, and the panel is rendered only while it is the open one (Panels.tsx).
 */
export function PanelStage({ name, label, children }: { name: PanelName; label: string; children: ReactNode }) {
  const open = useStore($openPanel);
  return (
    <>
      <Button
        variant="outline"
        aria-expanded={open === name}
        onClick={(event) => {
          triggers.set(name, event.currentTarget);
          togglePanel(name);
        }}
      >
        {label}
      </Button>
      {open === name ? children : null}
    </>
  );
}
