import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import type { ComponentProps } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { tabs } from 'styled-system/recipes';

const { withProvider, withContext } = createStyleContext(tabs);

export type RootProps = ComponentProps<typeof Root>;
/** Panels mount when first shown and unmount when hidden (safe defaults). */
export const Root = withProvider(ArkTabs.Root, 'root', {
  defaultProps: { lazyMount: true, unmountOnExit: true },
});
export const RootProvider = withProvider(ArkTabs.RootProvider, 'root', {
  defaultProps: { lazyMount: true, unmountOnExit: true },
});
/** The tab strip. Give it an `aria-label` when the page has more than one. */
export const List = withContext(ArkTabs.List, 'list');
export const Trigger = withContext(ArkTabs.Trigger, 'trigger');
export const Content = withContext(ArkTabs.Content, 'content');
export const Indicator = withContext(ArkTabs.Indicator, 'indicator');

export { TabsContext as Context, type TabsValueChangeDetails as ValueChangeDetails } from '@ark-ui/react/tabs';
