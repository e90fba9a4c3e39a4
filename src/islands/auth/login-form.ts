/**
 * `<login-form>` (LoginForm.astro, decision 091): /login in the browser (decision 062). It drives
 * the form auth/parts/LoginForm.tsx rendered on the server inside it from the sign-in store,
 * without React. It gets MSAL ready as soon as the page runs (the
 * pop-up must open straight from the click, or browsers block it), enables the button, shows the
 * spinner while signing in, and the error with Try again when an attempt fails.
 */
import { loginErrorMessage } from '../../auth/login-errors.ts';
import type { MsalSettings } from '../../auth/msal-settings.ts';
import type { LoginFormTexts } from '../../auth/parts/LoginForm.tsx';
import { ProviderUnavailableError } from '../../auth/provider-unavailable.ts';
import { $signIn, prepareSignIn, type SignInState, signIn } from '../../stores/sign-in.ts';

function fromTemplate(form: HTMLElement, name: string): HTMLElement {
  const template = form.querySelector<HTMLTemplateElement>(`template[data-login-${name}]`);
  // Parsed HTML puts a template's children in its content; React in the browser (stories) appends them to it.
  const node = (template?.content.firstElementChild ?? template?.firstElementChild)?.cloneNode(true);
  if (!(node instanceof HTMLElement)) throw new Error(`The login form has no ${name} template.`);
  return node;
}

/** Starts the form inside `form` (the element with data-login-form); returns what stops it (stories). */
export function driveLoginForm(form: HTMLElement): () => void {
  const msal = JSON.parse(form.dataset['msal'] ?? '{}') as MsalSettings;
  const graphApi = form.dataset['graphApi'] ?? '';
  const redirectTarget = form.dataset['redirect'] ?? '/';
  const texts = JSON.parse(form.dataset['texts'] ?? '{}') as LoginFormTexts;
  const button = form.querySelector<HTMLButtonElement>('[data-login-sign-in]');
  const status = form.querySelector<HTMLElement>('[data-login-status]');
  if (!button || !status) throw new Error('The login form has no sign-in button.');
  const notice = form.querySelector<HTMLElement>('[data-login-notice]');
  const retry = fromTemplate(form, 'retry');
  const spinner = fromTemplate(form, 'spinner');
  let error: HTMLElement | undefined;
  let shownMessage: string | undefined;

  button.addEventListener('click', () => void signIn(msal, graphApi, redirectTarget));
  retry.addEventListener('click', () => void prepareSignIn(msal));

  /** Puts `shown` before the button in this order, takes the others out; a node already in place stays. */
  function place(nodes: (HTMLElement | null | undefined)[], shown: Set<HTMLElement>): void {
    for (const node of nodes) if (node && !shown.has(node)) node.remove();
    const ordered = nodes.filter((node): node is HTMLElement => !!node && shown.has(node));
    ordered.forEach((node, index) => {
      if (node.isConnected) return;
      const next = ordered.slice(index + 1).find((later) => later.isConnected) ?? button;
      next?.before(node);
    });
  }

  function render({ status: state, ready, error: failure }: SignInState): void {
    const message =
      state === 'rejected'
        ? loginErrorMessage(failure, {
            noCredential: texts.noCredential,
            providerUnavailable: texts.providerUnavailable,
            default: texts.default,
          })
        : undefined;
    // A new failure is a new alert (announced again), as the island's was.
    if (message !== shownMessage || (message && !error)) {
      error?.remove();
      error = undefined;
      if (message) {
        error = fromTemplate(form, 'error');
        const text = error.querySelector('[data-login-error-text]');
        if (text) text.textContent = message;
      }
      shownMessage = message;
    }
    const shown = new Set<HTMLElement>();
    if (error) shown.add(error);
    else if (notice) shown.add(notice);
    // The provider is asked again by itself (stores/sign-in.ts); the person may also ask now.
    if (state === 'rejected' && failure instanceof ProviderUnavailableError) shown.add(retry);
    place([error, notice, retry], shown);

    const loading = state === 'pending' || state === 'fulfilled';
    if (!button) return;
    button.disabled = !ready || loading;
    if (loading) button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
    if (loading && !spinner.isConnected) button.prepend(spinner);
    if (!loading) spinner.remove();
    if (status) status.textContent = state === 'pending' ? texts.signingIn : '';
  }

  const stop = $signIn.subscribe(render);
  void prepareSignIn(msal);
  return stop;
}

class LoginFormElement extends HTMLElement {
  connectedCallback(): void {
    // Started once: the form stays for the page's life.
    const form = this.querySelector<HTMLElement>('[data-login-form]');
    if (form) driveLoginForm(form);
  }
}

// Evaluated once per page, so defined once.
customElements.define('login-form', LoginFormElement);
