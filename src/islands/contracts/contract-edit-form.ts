/**
 * `<contract-edit-form>`: provider staff's form for a contract's facts (ContractEditForm.astro,
 * decision 080). The only code a page loads up front for it, and only on a contract's details a
 * staff member sees: the first save loads the rest (edit-form-view.ts, the store, MSAL).
 */
class ContractEditFormElement extends HTMLElement {
  connectedCallback(): void {
    this.addEventListener('submit', this.#submit);
  }

  disconnectedCallback(): void {
    this.removeEventListener('submit', this.#submit);
  }

  readonly #submit = (event: Event): void => {
    event.preventDefault();
    void import('./edit-form-view.ts').then((view) => view.submitFrom(this));
  };
}

// Evaluated once per page, so defined once.
customElements.define('contract-edit-form', ContractEditFormElement);
