/**
 * `<range-picker>`: a dashboard widget's range form (RangedWidgetFrame in dashboards/WidgetFrame.tsx)
 * with its behaviour (decision 080). A choice fetches the page for that range and swaps in the
 * widget's panel (range-switch.ts, which comes with the first choice, so a page that is only looked
 * at downloads none of it). Defined by the shell's one script (Portal.astro), as a script of the
 * widget's own would be one more file on every dashboard's first load.
 */
class RangePicker extends HTMLElement {
  connectedCallback(): void {
    this.addEventListener('change', ({ target }) => {
      const input = target as HTMLInputElement;
      if (input.form) void import('./range-switch.ts').then((switcher) => switcher.onRangeChosen(input));
    });
  }
}

// Evaluated once per page, so defined once.
customElements.define('range-picker', RangePicker);
