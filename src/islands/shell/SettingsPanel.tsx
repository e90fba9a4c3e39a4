import { useStore } from '@nanostores/react';
import { CONTAINER_WIDTH_NARROW, CONTAINER_WIDTH_WIDE } from '@/constants.ts';
import { SelectField } from '@/design-system/components/select/SelectField.tsx';
import { Switch } from '@/design-system/components/switch/Switch.tsx';
import { type SchemeId, schemeIds, schemes } from '@/design-system/theme/schemes.ts';
import { navbarStyles } from '@/preferences/navbar-style.ts';
import {
  type LayoutConfig,
  type LayoutStyle,
  layoutDefaults,
  layoutStyles,
  type Settings,
} from '@/preferences/settings.ts';
import {
  $settings,
  applyScheme,
  chooseLayout,
  setCustomScrollbars,
  setDirection,
  setLayoutOption,
  setLayoutPart,
  setThemeSlot,
} from '@/stores/user-settings.ts';
import { PanelDrawer } from '../../design-system/components/panel-drawer/PanelDrawer.tsx';
import { tx } from './context.ts';

const options = <T extends string>(values: readonly T[], key: string) =>
  values.map((value) => ({ value, label: tx(`${key}.${value}`) }));

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

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="settings-section">
      <legend className="settings-legend">{title}</legend>
      {children}
    </fieldset>
  );
}

type Bar = 'toolbar' | 'footer';
function BarSettings({ part, config }: { part: Bar; config: LayoutConfig[Bar] }) {
  const title = tx(part === 'toolbar' ? 'toolbarSection' : 'footerSection');
  return (
    <Section title={title}>
      <Switch
        label={`${title}: ${tx('display')}`}
        checked={config.display}
        onCheckedChange={({ checked }) => setLayoutPart(part, { display: checked })}
      />
      <Choice
        label={`${title}: ${tx('style')}`}
        value={config.style}
        items={options(['fixed', 'static'] as const, 'barStyles')}
        onChange={(style) => setLayoutPart(part, { style })}
      />
      <Choice
        label={`${title}: ${tx('position')}`}
        value={config.position}
        items={options(['above', 'below'] as const, 'positions')}
        onChange={(position) => setLayoutPart(part, { position })}
      />
    </Section>
  );
}

type Side = 'leftSidePanel' | 'rightSidePanel';
function SidePanelSettings({ part, config }: { part: Side; config: LayoutConfig[Side] }) {
  const title = tx(part);
  return (
    <Section title={title}>
      <Switch
        label={`${title}: ${tx('display')}`}
        checked={config.display}
        onCheckedChange={({ checked }) => setLayoutPart(part, { display: checked })}
      />
      <Choice
        label={`${title}: ${tx('position')}`}
        value={config.position}
        items={options(['left', 'right'] as const, 'positions')}
        onChange={(position) => setLayoutPart(part, { position })}
      />
    </Section>
  );
}

function SettingsView({ settings }: { settings: Settings }) {
  const { config } = settings.layout;
  const navbar = tx('navbar');
  return (
    <div className="settings-form">
      <Choice
        label={tx('layoutStyle')}
        value={settings.layout.style}
        items={options(layoutStyles, 'layout')}
        onChange={(style: LayoutStyle) => chooseLayout(style, layoutDefaults)}
      />
      <Section title={navbar}>
        <Switch
          label={`${navbar}: ${tx('display')}`}
          checked={config.navbar.display}
          onCheckedChange={({ checked }) => setLayoutPart('navbar', { display: checked })}
        />
        <Choice
          label={`${navbar}: ${tx('style')}`}
          value={config.navbar.style}
          items={options(navbarStyles, 'navbarStyles')}
          onChange={(style) => setLayoutPart('navbar', { style })}
        />
        <Choice
          label={`${navbar}: ${tx('position')}`}
          value={config.navbar.position}
          items={options(['left', 'right'] as const, 'positions')}
          onChange={(position) => setLayoutPart('navbar', { position })}
        />
      </Section>
      <BarSettings part="toolbar" config={config.toolbar} />
      <BarSettings part="footer" config={config.footer} />
      <SidePanelSettings part="leftSidePanel" config={config.leftSidePanel} />
      <SidePanelSettings part="rightSidePanel" config={config.rightSidePanel} />
      <Section title={tx('layoutConfig')}>
        <Choice
          label={tx('mode')}
          value={config.mode}
          items={options(['fullwidth', 'boxed', 'container'] as const, 'modes')}
          onChange={(mode) => setLayoutOption({ mode })}
        />
        <Choice
          label={tx('containerWidth')}
          value={String(config.containerWidth)}
          items={[CONTAINER_WIDTH_WIDE, CONTAINER_WIDTH_NARROW].map((width) => ({
            value: String(width),
            label: tx('pixels', { value: width }),
          }))}
          onChange={(width) => setLayoutOption({ containerWidth: Number(width) as LayoutConfig['containerWidth'] })}
        />
      </Section>
      <Section title={tx('theme')}>
        {(['main', 'navbar', 'toolbar', 'footer'] as const).map((slot) => (
          <Choice
            key={slot}
            label={`${tx('theme')}: ${tx(`slots.${slot}`)}`}
            value={settings.theme[slot]}
            items={options(schemeIds, 'schemeNames')}
            onChange={(scheme: SchemeId) => setThemeSlot(slot, scheme)}
          />
        ))}
      </Section>
      <Switch
        label={tx('customScrollbars')}
        checked={settings.customScrollbars}
        onCheckedChange={({ checked }) => setCustomScrollbars(checked)}
      />
      <Choice
        label={tx('direction')}
        value={settings.direction}
        items={options(['ltr', 'rtl'] as const, 'directions')}
        onChange={setDirection}
      />
    </div>
  );
}

function SchemesView({ settings }: { settings: Settings }) {
  const everywhere = (id: SchemeId) => Object.values(settings.theme).every((slot) => slot === id);
  return (
    <ul className="scheme-list">
      {schemeIds.map((id) => {
        const palette = schemes[id];
        return (
          <li key={id}>
            <button
              type="button"
              className="scheme-button"
              aria-pressed={everywhere(id)}
              onClick={() => applyScheme(id)}
            >
              <span className="scheme-preview" aria-hidden="true" style={{ background: palette.canvas }}>
                <span style={{ background: palette.surface, borderColor: palette.border }} />
                <span style={{ background: palette.accent }} />
                <span style={{ background: palette.secondary }} />
              </span>
              <span>{tx(`schemeNames.${id}`)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The settings panel and the colour-scheme panel (docs/behaviour.md), 380 px at the side. */
export default function SettingsPanel({ view }: { view: 'settings' | 'schemes' }) {
  const settings = useStore($settings);
  if (!settings) return null;
  return view === 'settings' ? (
    <PanelDrawer name="settings" title={tx('settings')} description={tx('settingsDescription')} width="settingsDrawer">
      <SettingsView settings={settings} />
    </PanelDrawer>
  ) : (
    <PanelDrawer name="schemes" title={tx('schemes')} description={tx('schemesDescription')} width="settingsDrawer">
      <SchemesView settings={settings} />
    </PanelDrawer>
  );
}
