import { type ReactNode, useState } from 'react';
import contractLockerJson from '../content/mock/contract-locker-widgets.json' with { type: 'json' };
import projectsJson from '../content/mock/project-dashboard-projects.json' with { type: 'json' };
import projectWidgetsJson from '../content/mock/project-dashboard-widgets.json' with { type: 'json' };
import { lockerWidgetsSchema } from '../content/schemas/contract-locker.ts';
import { projectDashboardWidgetsSchema, projectsSchema } from '../content/schemas/project-dashboard.ts';
import { storyLocale, storyTranslator } from '../i18n/story-language.ts';
import { worldLandSvg } from './charts/world.ts';
import { type RangeChoice, RangedWidgetFrame } from './WidgetFrame.tsx';

// The portal's own sample content, read through the schemas the server reads it with: the
// stories show what the dashboards show, and a change to the data's shape fails them too.
export const projectWidgets = projectDashboardWidgetsSchema.parse(projectWidgetsJson);
export const projects = projectsSchema.parse(projectsJson.projects);
export const lockerWidgets = lockerWidgetsSchema.parse(contractLockerJson);

/** The map's land, inline: the portal serves it at /maps/world-land.svg, which a story has no server for. */
export const worldLand = `data:image/svg+xml,${encodeURIComponent(worldLandSvg())}`;

/** The dashboards' strings and number formats in a story's language (Storybook's toolbar). */
export const dashboardTexts = (locale: unknown) => ({
  t: storyTranslator(locale, ['dashboards', 'pages']),
  locale: storyLocale(locale),
});

export interface RangedStoryProps {
  id: string;
  title: string;
  /** The picker, as RangedWidget.astro builds it (its current range is where the story starts). */
  range: Omit<RangeChoice, 'path' | 'kept' | 'showLabel'>;
  /** The panel for a range: the widget's own panel component. */
  panel: (value: string) => ReactNode;
  showLabel: string;
  className?: string;
}

/**
 * A ranged widget as the page has it, with the panel swapped for the range chosen, as
 * src/islands/dashboards/range-switch.ts swaps in the server's panel for it (a story has no server to ask).
 */
export function RangedStory({ id, title, range, panel, showLabel, className }: RangedStoryProps) {
  const [shown, setShown] = useState(range.current);
  return (
    // Listens for the picker's own change events, as `<range-picker>` does on the page.
    <div
      onChange={(event) => {
        const input = event.target as HTMLInputElement;
        if (input.name === range.name) setShown(input.value);
      }}
    >
      <RangedWidgetFrame
        id={id}
        title={title}
        className={className}
        range={{ ...range, current: shown, path: '/apps/dashboards/project', kept: [], showLabel }}
      >
        {panel(shown)}
      </RangedWidgetFrame>
    </div>
  );
}
