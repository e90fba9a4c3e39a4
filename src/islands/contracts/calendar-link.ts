/**
 * `<calendar-link>`: the copy button of a calendar subscription's address (CalendarSubscription.astro,
 * decision 080). Copies with the Clipboard API; where the page may not write the clipboard, the
 * address is selected so the person copies it themselves. Says so in its status line.
 */
class CalendarLink extends HTMLElement {
  connectedCallback(): void {
    this.addEventListener('click', this.#copy);
  }

  disconnectedCallback(): void {
    this.removeEventListener('click', this.#copy);
  }

  readonly #copy = (event: Event): void => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-copy]')) return;
    const address = this.querySelector<HTMLInputElement>('[data-address]');
    const status = this.querySelector<HTMLElement>('[data-copy-status]');
    if (!address) return;
    const copied = () => {
      if (status) status.textContent = this.dataset['copied'] ?? '';
    };
    const select = () => {
      address.focus();
      address.select();
    };
    if (navigator.clipboard) navigator.clipboard.writeText(address.value).then(copied, select);
    else select();
  };
}

// Evaluated once per page, so defined once.
customElements.define('calendar-link', CalendarLink);
