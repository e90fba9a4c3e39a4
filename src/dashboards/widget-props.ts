import type { Locale } from '../i18n/locales.ts';
import type { Translator } from '../i18n/texts.ts';

/** What a dashboard widget component takes: its data, and the class the page lays it out with. */
export interface WidgetProps<Data> {
  widget: Data;
  class?: string | undefined;
}

/** What a widget's panel (its body, a React part rendered on the server) takes: its data and the reader's language. */
export interface PanelProps<Data> {
  widget: Data;
  t: Translator;
  locale: Locale;
}
