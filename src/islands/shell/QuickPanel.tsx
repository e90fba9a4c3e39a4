import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { panelParts, quickPanel } from 'styled-system/recipes';
import { Button } from '../../design-system/components/button/Button.tsx';
import * as Drawer from '../../design-system/components/drawer/Drawer.tsx';
import { Spinner } from '../../design-system/components/spinner/Spinner.tsx';
import { Switch } from '../../design-system/components/switch/Switch.tsx';
import { translatorOf } from '../../i18n/texts.ts';
import type { QuickSettings } from '../../preferences/preferences.ts';
import type { QuickPanelEntry } from '../../shell/quick-panel.ts';
import { createQuickPanelOpening } from '../../stores/quick-panel.ts';
import { setQuickSetting } from '../../stores/user-settings.ts';
import { $preferences } from '../../stores/user-settings-state.ts';
import { panelRoot, shellState } from './context.ts';

function Entries({ title, entries, empty }: { title: string; entries: QuickPanelEntry[]; empty: string }) {
  const parts = panelParts();
  const classes = quickPanel();
  return (
    <section className={classes.section} aria-label={title}>
      <h3 className={classes.heading}>{title}</h3>
      {entries.length === 0 ? (
        <p className={parts.empty}>{empty}</p>
      ) : (
        <ul className={parts.list}>
          {entries.map((entry) => (
            <li key={entry.id} className={classes.entry}>
              <p className={classes.title}>{entry.title}</p>
              <p className={classes.detail}>{entry.detail}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const switches: (keyof QuickSettings)[] = ['notifications', 'cloudSync', 'retroThrusters'];

interface QuickPanelProps {
  /** The day the panel shows: today when absent (a story's picture keeps one day). */
  today?: Date | undefined;
}

/** The quick panel (docs/behaviour.md), 280 px: today's date, events and notes, and the quick settings. */
export default function QuickPanel({ today }: QuickPanelProps) {
  const t = translatorOf(shellState().texts);
  const { tag } = shellState();
  const preferences = useStore($preferences);
  // This opening's events and notes: loaded while the panel shows them, afresh each time it opens.
  const [opening] = useState(createQuickPanelOpening);
  const load = useStore(opening.$load);
  const now = today ?? new Date();
  const classes = quickPanel();
  return (
    <Drawer.Root {...panelRoot('quick')} width="panel">
      <Drawer.Sheet data-panel-name="quick" title={t('panels:quickPanel')} closeLabel={t('panels:close')}>
        <section className={classes.section} aria-label={t('panels:today')}>
          <h3 className={classes.heading}>{t('panels:today')}</h3>
          <p className={classes.weekday}>{new Intl.DateTimeFormat(tag, { weekday: 'long' }).format(now)}</p>
          <p className={classes.date}>
            <time dateTime={now.toISOString().slice(0, 10)}>
              {new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric' }).format(now)}
            </time>
          </p>
        </section>
        {load.status === 'loading' ? <Spinner label={t('panels:events')} /> : null}
        {load.status === 'failed' ? (
          <div role="alert" className={panelParts().error}>
            <p>{t('panels:loadFailed')}</p>
            <Button variant="outline" size="sm" onClick={() => void opening.retry()}>
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
        <section className={classes.section} aria-label={t('panels:quickSettings')}>
          <h3 className={classes.heading}>{t('panels:quickSettings')}</h3>
          {switches.map((name) => (
            <div key={name}>
              <Switch
                label={t(`panels:quickSettingNames.${name}`)}
                checked={preferences.quickSettings[name]}
                onCheckedChange={({ checked }) => setQuickSetting(name, checked)}
              />
              {/* What switching it off does (decision 064). */}
              <p className={classes.detail}>{t(`panels:quickSettingHelp.${name}`)}</p>
            </div>
          ))}
        </section>
      </Drawer.Sheet>
    </Drawer.Root>
  );
}
