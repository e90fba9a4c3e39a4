/**
 * `<client-logo>`: the navbar's client logo, rendered by the server (ClientLogo.astro, decision
 * 124). The picture is the portal's own address; when the client turns out to have no logo at all
 * (404), it is hidden rather than shown broken. Nothing else: no MSAL, no Graph.
 */
class ClientLogoElement extends HTMLElement {
  connectedCallback(): void {
    const image = this.querySelector('img');
    if (!image) return;
    const hide = () => {
      image.hidden = true;
    };
    image.addEventListener('error', hide);
    // It may have failed before this script ran.
    if (image.complete && image.naturalWidth === 0) hide();
  }
}

// Evaluated once per page, so defined once.
customElements.define('client-logo', ClientLogoElement);
