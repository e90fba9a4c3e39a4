import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/design-system/components/button/Button.tsx';
import { Spinner } from '@/design-system/components/spinner/Spinner.tsx';
import { Switch } from '@/design-system/components/switch/Switch.tsx';
import type { QuickSettings } from '@/preferences/preferences.ts';
import type { QuickPanelData, QuickPanelEntry } from '@/shell/quick-panel.ts';
import { fetchQuickPanelData } from '@/shell/services/quick-panel.ts';
import { $preferences, setQuickSetting } from '@/stores/user-settings.ts';
import { PanelDrawer } from '../../design-system/components/panel-drawer/PanelDrawer.tsx';
import { shellState, tx } from './context.ts';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: QuickPanelData };

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

/** The quick panel (docs/behaviour.md), 280 px: today's date, events and notes, and the quick settings. */
export default function QuickPanel() {
  const { tag } = shellState();
  const preferences = useStore($preferences);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const fetchData = useCallback((signal?: AbortSignal) => {
    setLoad({ status: 'loading' });
    fetchQuickPanelData(signal)
      .then((data) => setLoad({ status: 'ready', data }))
      .catch(() => {
        if (!signal?.aborted) setLoad({ status: 'failed' });
      });
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    fetchData(controller.signal);
    return () => controller.abort();
  }, [fetchData]);
  const now = new Date();
  return (
    <PanelDrawer name="quick" title={tx('quickPanel')} width="panel">
      <section className="quick-section" aria-label={tx('today')}>
        <h3 className="quick-heading">{tx('today')}</h3>
        <p className="quick-weekday">{new Intl.DateTimeFormat(tag, { weekday: 'long' }).format(now)}</p>
        <p className="quick-date">
          <time dateTime={now.toISOString().slice(0, 10)}>
            {new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric' }).format(now)}
          </time>
        </p>
      </section>
      {load.status === 'loading' ? <Spinner label={tx('events')} /> : null}
      {load.status === 'failed' ? (
        <div role="alert" className="panel-error">
          <p>{tx('loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => fetchData()}>
            {tx('retry')}
          </Button>
        </div>
      ) : null}
      {load.status === 'ready' ? (
        <>
          <Entries title={tx('events')} entries={load.data.events} empty={tx('noEvents')} />
          <Entries title={tx('notes')} entries={load.data.notes} empty={tx('noNotes')} />
        </>
      ) : null}
      <section className="quick-section" aria-label={tx('quickSettings')}>
        <h3 className="quick-heading">{tx('quickSettings')}</h3>
        {switches.map((name) => (
          <Switch
            key={name}
            label={tx(`quickSettingNames.${name}`)}
            checked={preferences.quickSettings[name]}
            onCheckedChange={({ checked }) => setQuickSetting(name, checked)}
          />
        ))}
      </section>
    </PanelDrawer>
  );
}
