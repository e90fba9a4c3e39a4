/**
 * `<content-edit>`: an Edit (or Add) button (EditButton.astro) with its behaviour (decision 080).
 * The only content-editing code a page loads up front, and only on pages a provider staff member
 * sees with Edit buttons: a click loads the editor's store and opens it on the button's entry,
 * which wakes the editor's island (open-editor.ts).
 */
class ContentEdit extends HTMLElement {
  connectedCallback(): void {
    this.addEventListener('click', this.#open);
  }

  disconnectedCallback(): void {
    this.removeEventListener('click', this.#open);
  }

  readonly #open = (event: Event): void => {
    const button = this.querySelector<HTMLButtonElement>('button[data-content-edit]');
    if (!button) return;
    event.preventDefault();
    void import('./open-editor.ts').then((module) => module.openEditorFrom(button));
  };
}

// Evaluated once per page, so defined once.
customElements.define('content-edit', ContentEdit);
