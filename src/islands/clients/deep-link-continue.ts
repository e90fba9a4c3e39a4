/**
 * `<deep-link-continue>` (DeepLinkContinue.astro, decision 091): the deep link's loading list
 * stays readable for a moment (`data-continue-after`, ms; without it the page stays), then the page continues where the link inside
 * points. A bundled module: nothing inline for the Content-Security-Policy to allow.
 */
class DeepLinkContinue extends HTMLElement {
  connectedCallback(): void {
    const link = this.querySelector('a');
    const after = this.dataset['continueAfter'];
    if (!link || after === undefined) return;
    // A pause shown to the person on purpose, not a wait for some state.
    setTimeout(() => window.location.replace(link.href), Number(after));
  }
}

// Evaluated once per page, so defined once.
customElements.define('deep-link-continue', DeepLinkContinue);
