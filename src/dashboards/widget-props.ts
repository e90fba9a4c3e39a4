/** What a dashboard widget component takes: its data, and the class the page lays it out with. */
export interface WidgetProps<Data> {
  widget: Data;
  class?: string | undefined;
}
