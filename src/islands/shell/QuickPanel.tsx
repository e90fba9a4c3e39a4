import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Button } from '@/design-system/components/button/Button.tsx';
import * as Drawer from '@/design-system/components/drawer/Drawer.tsx';
import { Spinner } from '@/design-system/components/spinner/Spinner.tsx';
import { Switch } from '@/design-system/components/switch/Switch.tsx';
import { translatorOf } from '@/i18n/texts.ts';
import type { QuickSettings } from '@/preferences/preferences.ts';
import type { QuickPanelEntry } from '@/shell/quick-panel.ts';
import { $quickPanel, loadQuickPanel, type QuickPanelFetch, stopQuickPanel } from '@/stores/quick-panel.ts';
import { setQuickSetting } from '@/stores/user-settings.ts';
import { $preferences } from '@/stores/user-settings-state.ts';
import { panelRoot, shellState } from './context.ts';

function Entries({ title, entries, empty }: { title: string; entries: QuickPanelEntry[]; empty: string }) {
  return (
    <section className="quick-section" aria-label={title}>
      <h3 className="quick-heading">{title}</h3>
      {entries.length === 0 ? (
        <p className="panel-empty">{empty}</p>
      ) : (
        <ul className="quick-list">
          {entries.map((entry) => (
            <li key={entry.id}>
              <p className="quick-title">{entry.title}</p>
              <p className="quick-detail">{entry.detail}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const switches: (keyof QuickSettings)[] = ['notifications', 'cloudSync', 'retroThrusters'];

interface QuickPanelProps {
  /** Where the events and notes come from: the portal API when absent (a story gives its own). */
  fetchData?: QuickPanelFetch | undefined;
  /** The day the panel shows: today when absent (a story's picture keeps one day). */
  today?: Date | undefined;
}

/** The quick panel (docs/behaviour.md), 280 px: today's date, events and notes, and the quick settings. */
export default function QuickPanel({ fetchData, today }: QuickPanelProps) {
  const t = translatorOf(shellState().texts);
  const { tag } = shellState();
  const preferences = useStore($preferences);
  const load = useStore($quickPanel);
  useEffect(() => {
    void loadQuickPanel(fetchData);
    return stopQuickPanel;
  }, [fetchData]);
  const now = today ?? new Date();
  return (
    <Drawer.Root {...panelRoot('quick')} width="panel">
      <Drawer.Sheet data-panel-name="quick" title={t('panels:quickPanel')} closeLabel={t('panels:close')}>
        <section className="quick-section" aria-label={t('panels:today')}>
          <h3 className="quick-heading">{t('panels:today')}</h3>
          <p className="quick-weekday">{new Intl.DateTimeFormat(tag, { weekday: 'long' }).format(now)}</p>
          <p className="quick-date">
            <time dateTime={now.toISOString().slice(0, 10)}>
              {new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric' }).format(now)}
            </time>
          </p>
        </section>
        {load.status === 'loading' ? <Spinner label={t('panels:events')} /> : null}
        {load.status === 'failed' ? (
          <div role="alert" className="panel-error">
            <p>{t('panels:loadFailed')}</p>
            <Button variant="outline" size="sm" onClick={() => void loadQuickPanel(fetchData)}>
              {t('panels:retry')}
            </Button>
          </div>
        ) : null}
        {load.status === 'ready' ? (
          <>
            <Entries title={t('panels:events')} entries={load.data.events} empty={t('panels:noEvents')} />
            <Entries title={t('panels:notes')} entries={load.data.notes} empty={t('panels:noNotes')} />
          </>
        ) : null}
        <section className="quick-section" aria-label={t('panels:quickSettings')}>
          <h3 className="quick-heading">{t('panels:quickSettings')}</h3>
          {switches.map((name) => (
            <div key={name}>
              <Switch
                label={t(`panels:quickSettingNames.${name}`)}
                checked={preferences.quickSettings[name]}
                onCheckedChange={({ checked }) => setQuickSetting(name, checked)}
              />
              {/* What switching it off does (decision 064). */}
              <p className="quick-detail">{t(`panels:quickSettingHelp.${name}`)}</p>
            </div>
          ))}
        </section>
      </Drawer.Sheet>
    </Drawer.Root>
  );
}
