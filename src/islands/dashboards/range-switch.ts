/**
 * Range pickers with JavaScript (decision 049): choosing a range fetches the page for it (the
 * picker's GET form, with the address's other parameters) and swaps in the widget's new panel, so
 * the page does not reload and the address keeps the choice. Should the fetch fail, the browser
 * goes to that address instead, as it would without JavaScript. The latest choice wins. Loaded on
 * the first choice (`<range-picker>`, range-picker.ts).
 */
const inFlight = new Map<string, AbortController>();

/** The address for `input`'s range: this page's address with the picker's parameter set to it. */
export function rangeAddress(location: Pick<Location, 'href'>, name: string, value: string, widgetId: string): URL {
  const url = new URL(location.href);
  url.searchParams.set(name, value);
  url.hash = widgetId;
  return url;
}

async function switchRange(form: HTMLFormElement, input: HTMLInputElement): Promise<void> {
  const widgetId = form.dataset.rangeForm ?? '';
  const widget = form.closest<HTMLElement>('[data-widget]');
  const panel = widget?.querySelector('[data-range-panel]');
  if (!widget || !panel) return;
  const url = rangeAddress(window.location, input.name, input.value, widgetId);
  inFlight.get(widgetId)?.abort();
  const controller = new AbortController();
  inFlight.set(widgetId, controller);
  widget.setAttribute('aria-busy', 'true');
  try {
    const response = await fetch(url, { signal: controller.signal, headers: { Accept: 'text/html' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    const fresh = page.querySelector(`[data-widget="${CSS.escape(widgetId)}"] [data-range-panel]`);
    if (!fresh) throw new Error('The page has no such widget');
    panel.replaceWith(document.importNode(fresh, true));
    const shown = new URL(url);
    shown.hash = '';
    history.replaceState(history.state, '', shown);
  } catch (error) {
    if (controller.signal.aborted) return;
    console.warn('Range switch fell back to a page load:', error);
    window.location.assign(url);
  } finally {
    if (inFlight.get(widgetId) === controller) {
      inFlight.delete(widgetId);
      widget.removeAttribute('aria-busy');
    }
  }
}

/** Switches the widget of `input`'s picker to `input`'s range. */
export function onRangeChosen(input: HTMLInputElement): void {
  const form = input.form;
  if (form) void switchRange(form, input);
}
