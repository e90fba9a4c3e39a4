/**
 * Server-rendered pages of the identity provider: sign-in, sign-out (auto-submitting), signed out
 * and errors. No external resources: inline CSS only, system fonts; works at phone width, in dark
 * mode and right to left.
 */
import { escapeHtml } from './http.ts';
import type { SeedUser } from './seed.ts';
import { directionOf, type TenantLocale, tenantStrings } from './strings.ts';

const STYLE = `
:root{color-scheme:light dark;--bg:#f3f4f6;--card:#fff;--text:#111827;--muted:#4b5563;--line:#d1d5db;
--accent:#1d4ed8;--accent-text:#fff;--hover:#eff6ff;--error:#b91c1c;--error-bg:#fef2f2;--focus:#2563eb}
@media (prefers-color-scheme:dark){:root{--bg:#0b1120;--card:#111827;--text:#f9fafb;--muted:#cbd5e1;
--line:#374151;--accent:#60a5fa;--accent-text:#0b1120;--hover:#1e293b;--error:#fca5a5;--error-bg:#3b0d0d;--focus:#93c5fd}}
*{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic",Tahoma,sans-serif;
font-size:100%;line-height:1.5;background:var(--bg);color:var(--text)}
body{margin:0;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;padding:2.5rem 1rem}
main{width:100%;max-width:28rem;background:var(--card);border:1px solid var(--line);border-radius:.75rem;
padding:1.75rem 1.5rem;box-shadow:0 10px 30px rgb(0 0 0 / .08)}
.brand{display:flex;align-items:center;gap:.5rem;margin:0 0 1.25rem;font-weight:600;color:var(--muted);font-size:.95rem}
.mark{display:inline-grid;grid-template-columns:repeat(2,.55rem);gap:2px}
.mark span{width:.55rem;height:.55rem;display:block}
.mark span{background:var(--accent);border-radius:1px}.mark span:nth-child(2),.mark span:nth-child(3){opacity:.55}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .25rem}
h2{font-size:1rem;margin:1.5rem 0 .5rem}
p{margin:0 0 .75rem}
.muted{color:var(--muted)}
ul{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
form{margin:0}
button,input{font:inherit;color:inherit}
.account{width:100%;display:flex;align-items:center;gap:.75rem;padding:.625rem .75rem;text-align:start;
background:transparent;border:1px solid var(--line);border-radius:.5rem;cursor:pointer;min-height:3.25rem}
.account:hover{background:var(--hover);border-color:var(--accent)}
.avatar{flex:none;width:2.25rem;height:2.25rem;border-radius:50%;display:grid;place-items:center;
font-weight:700;font-size:.85rem}
.who{display:flex;flex-direction:column;min-width:0;flex:1}
.name{font-weight:600}
.email{color:var(--muted);font-size:.875rem;overflow-wrap:anywhere}
.tag{flex:none;font-size:.75rem;color:var(--muted);border:1px solid var(--line);border-radius:999px;padding:.125rem .5rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;padding:.625rem .75rem;border:1px solid var(--line);border-radius:.5rem;background:transparent}
input[aria-invalid=true]{border-color:var(--error)}
.hint{font-size:.875rem;color:var(--muted);margin:.25rem 0 0}
.error{color:var(--error);background:var(--error-bg);border-radius:.5rem;padding:.5rem .75rem;margin:.5rem 0 0;font-weight:600}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1rem}
.primary,.secondary{padding:.625rem 1.25rem;border-radius:.5rem;cursor:pointer;font-weight:600;min-height:2.75rem}
.primary{background:var(--accent);color:var(--accent-text);border:1px solid var(--accent)}
.secondary{background:transparent;border:1px solid var(--line)}
.secondary:hover{background:var(--hover)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.note{margin-top:1.5rem;padding-top:1rem;border-top:1px solid var(--line);font-size:.875rem;color:var(--muted)}
dl{margin:0;font-size:.875rem}dt{font-weight:600}dd{margin:0 0 .5rem;overflow-wrap:anywhere}
@media (max-width:30rem){body{padding:0}main{border-radius:0;border-width:0;min-height:100vh;padding:1.5rem 1rem}}
`;

function layout(locale: TenantLocale, title: string, body: string, head = ''): string {
  const s = tenantStrings[locale];
  return `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>${head}
</head>
<body>
<main>
<p class="brand"><span class="mark" aria-hidden="true"><span></span><span></span><span></span><span></span></span>${escapeHtml(s.tenantName)}</p>
${body}
</main>
</body>
</html>
`;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export interface SignInPageOptions {
  locale: TenantLocale;
  users: readonly SeedUser[];
  /** Where the forms post to: `<action>/login` and `<action>/cancel`. */
  action: string;
  email?: string;
  error?: string;
}

export function signInPage({ locale, users, action, email, error }: SignInPageOptions): string {
  const s = tenantStrings[locale];
  const accounts = users
    .map((user) => {
      const background = user.photo?.background ?? '#4b5563';
      const foreground = user.photo ? '#ffffff' : '#f9fafb';
      return `<li><button type="submit" class="account" name="email" value="${escapeHtml(user.email)}">
<span class="avatar" aria-hidden="true" style="background:${background};color:${foreground}">${escapeHtml(initials(user.displayName))}</span>
<span class="who"><span class="name">${escapeHtml(user.displayName)}</span> <span class="email"><bdi>${escapeHtml(user.email)}</bdi></span></span>
<span class="tag">${escapeHtml(s.userTypes[user.user_type])}</span>
</button></li>`;
    })
    .join('\n');
  const describedBy = error ? 'email-hint email-error' : 'email-hint';
  const body = `<h1>${escapeHtml(s.heading)}</h1>
<p class="muted">${escapeHtml(s.intro)}</p>
<section>
<h2 id="accounts-heading">${escapeHtml(s.accountsHeading)}</h2>
<form method="post" action="${escapeHtml(action)}/login">
<ul>
${accounts}
</ul>
</form>
</section>
<section>
<h2 id="email-heading">${escapeHtml(s.emailHeading)}</h2>
<form method="post" action="${escapeHtml(action)}/login">
<label for="email">${escapeHtml(s.emailLabel)}</label>
<input id="email" name="email" type="email" inputmode="email" autocomplete="username" dir="ltr" required
 value="${escapeHtml(email ?? '')}" aria-describedby="${describedBy}"${error ? ' aria-invalid="true" autofocus' : ''}>
<p id="email-hint" class="hint">${escapeHtml(s.emailHint)}</p>
${error ? `<p id="email-error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<div class="actions">
<button type="submit" class="primary">${escapeHtml(s.signIn)}</button>
<button type="submit" class="secondary" formaction="${escapeHtml(action)}/cancel" formnovalidate>${escapeHtml(s.cancel)}</button>
</div>
</form>
</section>
<p class="note">${escapeHtml(s.noPassword)}</p>`;
  return layout(locale, s.pageTitle, body);
}

/** The end-session page: posts the sign-out confirmation at once (no question to the user). */
export function signingOutPage(locale: TenantLocale, action: string, xsrf: string): string {
  const s = tenantStrings[locale];
  const body = `<h1>${escapeHtml(s.signingOut)}</h1>
<form id="logout" method="post" action="${escapeHtml(action)}">
<input type="hidden" name="xsrf" value="${escapeHtml(xsrf)}">
<input type="hidden" name="logout" value="yes">
<noscript><button type="submit" class="primary">${escapeHtml(s.continue)}</button></noscript>
</form>`;
  return layout(locale, s.signingOutTitle, body, `\n<script>${AUTO_SUBMIT}</script>`);
}

export const AUTO_SUBMIT = "document.addEventListener('DOMContentLoaded',function(){document.forms[0].submit()})";

export function signedOutPage(locale: TenantLocale): string {
  const s = tenantStrings[locale];
  return layout(locale, s.signedOutTitle, `<h1>${escapeHtml(s.signedOut)}</h1>`);
}

export function errorPage(locale: TenantLocale, details: Record<string, string>): string {
  const s = tenantStrings[locale];
  const list = Object.entries(details)
    .map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  return layout(
    locale,
    s.errorTitle,
    `<h1>${escapeHtml(s.errorTitle)}</h1><p class="muted">${escapeHtml(s.errorIntro)}</p><dl>${list}</dl>`,
  );
}

export function expiredPage(locale: TenantLocale): string {
  const s = tenantStrings[locale];
  return layout(locale, s.expiredTitle, `<h1>${escapeHtml(s.expiredTitle)}</h1><p>${escapeHtml(s.expired)}</p>`);
}
