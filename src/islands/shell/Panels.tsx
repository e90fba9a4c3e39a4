import { LocaleProvider } from '@ark-ui/react/locale';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { type Dictionary, type IslandTexts, translatorOf } from '../../i18n/texts.ts';
import { applyPreferences, applySettings } from '../../preferences/apply.ts';
import { missingNavigationParts } from '../../shell/navigation/parts.ts';
import type { RenderedShellState, ShellState } from '../../shell/shell-state.ts';
import { $openPanel, isPanelName, togglePanel } from '../../stores/panels.ts';
import { startUserSettings } from '../../stores/user-settings.ts';
import { $preferences, $settings } from '../../stores/user-settings-state.ts';
import { setShellState, shellState, triggers } from './context.ts';
import FontSizePopover from './FontSizePopover.tsx';
import LanguageMenu from './LanguageMenu.tsx';
import { Messages } from './Messages.tsx';
import NotificationsPanel from './NotificationsPanel.tsx';
import { panelsHaveStarted } from './panels-started.ts';
import SearchBox from './SearchBox.tsx';
import SettingsPanel from './SettingsPanel.tsx';
import { ShortcutsBar } from './ShortcutsBar.tsx';
import ShortcutsMenu from './ShortcutsMenu.tsx';
import { showUnreadCount } from './unread-badge.ts';

// The quick panel alone parses with zod (the endpoint's schema): its own chunk.
const QuickPanel = lazy(() => import('./QuickPanel.tsx'));

function openFromButton(button: HTMLElement): void {
  const name = button.dataset['panel'] ?? '';
  if (name === 'fullscreen') {
    void toggleFullscreen(button);
    return;
  }
  if (!isPanelName(name)) return;
  triggers.set(name, button);
  togglePanel(name);
}

async function toggleFullscreen(button: HTMLElement): Promise<void> {
  const t = translatorOf(shellState().texts);
  try {
    if (document.fullscreenElement) await document.exitFullscreen();
    else await document.documentElement.requestFullscreen();
  } catch {
    // Refused (e.g. inside a frame): the button keeps its state.
  }
  const on = Boolean(document.fullscreenElement);
  button.setAttribute('aria-pressed', String(on));
  const label = t(on ? 'panels:exitFullscreen' : 'panels:fullscreen');
  button.setAttribute('aria-label', label);
  button.title = label;
}

function Panels() {
  const open = useStore($openPanel);
  useEffect(() => {
    // The buttons say whether their panel is open; focus returns to the button on close.
    for (const [name, button] of triggers) {
      if (button.hasAttribute('aria-expanded')) button.setAttribute('aria-expanded', String(open === name));
    }
  }, [open]);
  return (
    <Suspense fallback={null}>
      {open === 'settings' || open === 'schemes' ? <SettingsPanel view={open} /> : null}
      {open === 'notifications' ? <NotificationsPanel /> : null}
      {open === 'quick' ? <QuickPanel /> : null}
      {open === 'search' ? <SearchBox /> : null}
      {open === 'shortcuts' ? <ShortcutsMenu /> : null}
      {open === 'language' ? <LanguageMenu /> : null}
      {open === 'font-size' ? <FontSizePopover /> : null}
      <Messages />
      <ShortcutsBar />
    </Suspense>
  );
}

// One chunk per language: a page loads its language's panel strings with the panels, on first use.
const panelDictionaries = import.meta.glob<Dictionary>('../../i18n/locales/*/panels.json', { import: 'default' });

async function panelTexts(rendered: RenderedShellState): Promise<IslandTexts> {
  const load = panelDictionaries[`../../i18n/locales/${rendered.locale}/panels.json`];
  return { tag: rendered.tag, dictionaries: { panels: load ? await load() : {} } };
}

/** Starts what the panels drive outside React (settings, preferences, the unread badge): once. */
async function startPanels(rendered: RenderedShellState): Promise<ShellState> {
  const state: ShellState = { ...rendered, texts: await panelTexts(rendered) };
  setShellState(state);
  startUserSettings(state);
  // Settings changed in the panels show at once (the navbar toggles follow $settings themselves).
  $settings.listen((settings) => {
    if (!settings) return;
    applySettings(settings, state.locale);
    // A navigation the page was rendered without comes from the server (decision 050), its code with it.
    if (missingNavigationParts(settings.layout, document).length > 0) {
      void import('./navigation-parts.ts')
        .then(({ showNavigationParts }) => showNavigationParts(settings.layout))
        .then((added) => {
          const latest = $settings.get();
          if (added && latest) applySettings(latest, state.locale);
        });
    }
  });
  $preferences.listen(applyPreferences);
  showUnreadCount(state);
  return state;
}

/**
 * The shell's panels, an island (ShellPanels.astro) that hydrates when the shell's script wakes
 * it. It renders nothing until its strings have loaded — as the server did, so hydration matches —
 * then the panels, and says it has started (panels-started.ts).
 */
export default function ShellPanels({ state: rendered }: { state: RenderedShellState }) {
  const [state, setState] = useState<ShellState>();
  useEffect(() => {
    // The island hydrates once per page and never unmounts: started once.
    void startPanels(rendered).then(setState);
  }, [rendered]);
  useEffect(() => {
    if (state) panelsHaveStarted({ openFromButton });
  }, [state]);
  if (!state) return null;
  return (
    <LocaleProvider locale={state.tag}>
      <Panels />
    </LocaleProvider>
  );
}
