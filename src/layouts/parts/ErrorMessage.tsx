import { css } from 'styled-system/css';

export interface ErrorMessageProps {
  /** The status as the page shows it, large ('404'). */
  code: string;
  title: string;
  message: string;
  /** The sentence naming the request, for a failure on the portal's side (support finds its log line). */
  reference?: string | undefined;
  /** Where the person goes from here: the dashboard, or the same page again. */
  back: { href: string; label: string };
}

/**
 * What the error pages say inside their card (layouts/ErrorPage.astro): the code, a title, what
 * happened, the reference when there is one, and a way on. No behaviour: rendered on the server only.
 */
export function ErrorMessage({ code, title, message, reference, back }: ErrorMessageProps) {
  return (
    <>
      <p
        className={css({ fontSize: '5xl', fontWeight: '800', color: 'accent.default', lineHeight: '1' })}
        aria-hidden="true"
      >
        {code}
      </p>
      <h1 className={css({ textStyle: 'pageTitle' })}>{title}</h1>
      <p className={css({ color: 'fg.muted' })}>{message}</p>
      {reference ? (
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })} data-testid="error-reference">
          {reference}
        </p>
      ) : null}
      <a className={css({ color: 'accent.default', fontWeight: '600' })} href={back.href}>
        {back.label}
      </a>
    </>
  );
}
