import type { Translator } from '../../i18n/texts.ts';

/** The two views of the same nine widgets: the contract locker and the who-has-what report. */
export type LockerView = 'contract' | 'whohaswhat';

/** The view asked for by `?view=`; the contract locker unless it names the report. */
export function lockerView(url: URL): LockerView {
  return url.searchParams.get('view') === 'whohaswhat' ? 'whohaswhat' : 'contract';
}

/** A widget's title in this view (each view names the same widgets its own way). */
export function widgetTitle(t: Translator, view: LockerView, id: string): string {
  return t(`dashboards:locker.${view}.${id}`);
}

/** A series' or slice's name from the dictionary, or the data's own name where the dictionary has none. */
export function keyLabel(t: Translator, key: string, fallback: string): string {
  return t(`dashboards:locker.keys.${key}`, { defaultValue: fallback });
}
