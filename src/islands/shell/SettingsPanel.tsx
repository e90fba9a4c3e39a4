import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { panelParts, settingsPanel } from 'styled-system/recipes';
import { CONTAINER_WIDTH_NARROW, CONTAINER_WIDTH_WIDE } from '../../constants.ts';
import * as Drawer from '../../design-system/components/drawer/Drawer.tsx';
import { SelectField } from '../../design-system/components/select/SelectField.tsx';
import { Switch } from '../../design-system/components/switch/Switch.tsx';
import { type SchemeId, schemeIds, schemes } from '../../design-system/theme/schemes.ts';
import { type Translate, translatorOf } from '../../i18n/texts.ts';
// The layouts' data from their own module: settings.ts also defines the zod schemas, which
// would bring zod into every page with the settings panel.
import { layoutDefaults, layoutStyles } from '../../preferences/layouts.ts';
import { navbarStyles } from '../../preferences/navbar-style.ts';
import type { LayoutConfig, LayoutStyle, Settings } from '../../preferences/settings.ts';
import {
  applyScheme,
  chooseLayout,
  setCustomScrollbars,
  setLayoutOption,
  setLayoutPart,
  setThemeSlot,
} from '../../stores/user-settings.ts';
import { $settings } from '../../stores/user-settings-state.ts';
import { panelRoot, shellState } from './context.ts';
import { MailSettings } from './MailSettings.tsx';

/** The choices of a select, named from a group of the `panels` dictionary (`layout.layout1`). */
const options = <T extends string>(t: Translate, values: readonly T[], group: string) =>
  values.map((value) => ({ value, label: t(`panels:${group}.${value}`) }));

function Choice<T extends string>({
  label,
  value,
  items,
  onChange,
}: {
  label: string;
  value: T;
  items: { value: T; label: string }[];
  onChange(value: T): void;
}) {
  return (
    <SelectField
      label={label}
      items={items}
      value={[value]}
      positioning={{ sameWidth: true }}
      onValueChange={({ value: [next] }) => {
        if (next) onChange(next as T);
      }}
    />
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const classes = settingsPanel();
  return (
    <fieldset className={classes.section}>
      <legend className={classes.legend}>{title}</legend>
      {children}
    </fieldset>
  );
}

// The left and right side panels of the layout config are kept in the settings (the spec's data)
// but not offered: the portal has nothing to show in them, and a setting that changes nothing is
// not shown (decision 053).
type Part = 'navbar' | 'toolbar' | 'footer';

/** What each part of the layout offers, in the order of the panel: shown, style (if any), position. */
const parts: Record<
  Part,
  {
    title: string;
    styles?: { values: readonly string[]; group: string };
    positions: readonly string[];
    /** The layouts where the position shows (all when absent): a choice that changes nothing is not offered. */
    positionIn?: readonly LayoutStyle[];
  }
> = {
  navbar: { title: 'navbar', styles: { values: navbarStyles, group: 'navbarStyles' }, positions: ['left', 'right'] },
  toolbar: {
    title: 'toolbarSection',
    styles: { values: ['fixed', 'static'], group: 'barStyles' },
    positions: ['above', 'below'],
  },
  footer: {
    title: 'footerSection',
    styles: { values: ['fixed', 'static'], group: 'barStyles' },
    positions: ['above', 'below'],
    // Above or beside the vertical navbar; the horizontal layouts' footer spans the width either way.
    positionIn: ['layout1'],
  },
};

function PartSettings({
  t,
  part,
  config,
  layout,
}: {
  t: Translate;
  part: Part;
  config: LayoutConfig[Part];
  layout: LayoutStyle;
}) {
  const { styles, positions, positionIn } = parts[part];
  const title = t(`panels:${parts[part].title}`);
  // The choices come from the part's own lists above, so each change fits that part's config.
  const change = (key: 'display' | 'style' | 'position', value: boolean | string) =>
    setLayoutPart(part, { [key]: value } as Partial<LayoutConfig[Part]>);
  return (
    <Section title={title}>
      <Switch
        label={`${title}: ${t('panels:display')}`}
        checked={config.display}
        onCheckedChange={({ checked }) => change('display', checked)}
      />
      {styles ? (
        <Choice
          label={`${title}: ${t('panels:style')}`}
          value={config.style}
          items={options(t, styles.values, styles.group)}
          onChange={(style) => change('style', style)}
        />
      ) : null}
      {!positionIn || positionIn.includes(layout) ? (
        <Choice
          label={`${title}: ${t('panels:position')}`}
          value={config.position}
          items={options(t, positions, 'positions')}
          onChange={(position) => change('position', position)}
        />
      ) : null}
    </Section>
  );
}

function SettingsView({ t, settings }: { t: Translate; settings: Settings }) {
  const { config } = settings.layout;
  return (
    <div className={settingsPanel().form}>
      <Choice
        label={t('panels:layoutStyle')}
        value={settings.layout.style}
        items={options(t, layoutStyles, 'layout')}
        onChange={(style: LayoutStyle) => chooseLayout(style, layoutDefaults)}
      />
      {(Object.keys(parts) as Part[]).map((part) => (
        <PartSettings key={part} t={t} part={part} config={config[part]} layout={settings.layout.style} />
      ))}
      <Section title={t('panels:layoutConfig')}>
        <Choice
          label={t('panels:mode')}
          value={config.mode}
          items={options(t, ['fullwidth', 'boxed', 'container'] as const, 'modes')}
          onChange={(mode) => setLayoutOption({ mode })}
        />
        <Choice
          label={t('panels:containerWidth')}
          value={String(config.containerWidth)}
          items={[CONTAINER_WIDTH_WIDE, CONTAINER_WIDTH_NARROW].map((width) => ({
            value: String(width),
            label: t('panels:pixels', { value: width }),
          }))}
          onChange={(width) => setLayoutOption({ containerWidth: Number(width) as LayoutConfig['containerWidth'] })}
        />
      </Section>
      <Section title={t('panels:theme')}>
        {(['main', 'navbar', 'toolbar', 'footer'] as const).map((slot) => (
          <Choice
            key={slot}
            label={`${t('panels:theme')}: ${t(`panels:slots.${slot}`)}`}
            value={settings.theme[slot]}
            items={options(t, schemeIds, 'schemeNames')}
            onChange={(scheme: SchemeId) => setThemeSlot(slot, scheme)}
          />
        ))}
      </Section>
      <Switch
        label={t('panels:customScrollbars')}
        checked={settings.customScrollbars}
        onCheckedChange={({ checked }) => setCustomScrollbars(checked)}
      />
      {shellState().guest ? null : (
        <MailSettings t={t} section={(title, body) => <Section title={title}>{body}</Section>} />
      )}
    </div>
  );
}

function SchemesView({ t, settings }: { t: Translate; settings: Settings }) {
  const classes = settingsPanel();
  const everywhere = (id: SchemeId) => Object.values(settings.theme).every((slot) => slot === id);
  return (
    <ul className={panelParts().list}>
      {schemeIds.map((id) => {
        const palette = schemes[id];
        return (
          <li key={id}>
            <button
              type="button"
              className={classes.schemeButton}
              aria-pressed={everywhere(id)}
              onClick={() => applyScheme(id)}
            >
              <span className={classes.schemePreview} aria-hidden="true" style={{ background: palette.canvas }}>
                <span style={{ background: palette.surface, borderColor: palette.border }} />
                <span style={{ background: palette.accent }} />
                <span style={{ background: palette.secondary }} />
              </span>
              <span>{t(`panels:schemeNames.${id}`)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The settings panel and the colour-scheme panel (docs/routes.md): one 380 px sheet at the side, two views. */
export default function SettingsPanel({ view }: { view: 'settings' | 'schemes' }) {
  const t = translatorOf(shellState().texts);
  const settings = useStore($settings);
  if (!settings) return null;
  const View = view === 'settings' ? SettingsView : SchemesView;
  return (
    <Drawer.Root {...panelRoot(view)} width="settingsDrawer">
      <Drawer.Sheet
        data-panel-name={view}
        title={t(`panels:${view}`)}
        description={t(`panels:${view}Description`)}
        closeLabel={t('panels:close')}
      >
        <View t={t} settings={settings} />
      </Drawer.Sheet>
    </Drawer.Root>
  );
}
