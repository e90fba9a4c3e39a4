import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { Alert } from '../../design-system/components/alert/Alert.tsx';

export interface LoginCardProps {
  title: string;
  /** Under the form: what a person needs to sign in. */
  note: string;
  /**
   * The server could not read the identity provider's settings: what the card says instead of the
   * form, and the link that asks for the page again.
   */
  unavailable?: { message: string; retry: { href: string; label: string } } | undefined;
  /** The sign-in form (an island: its button, its messages). */
  children?: ReactNode;
}

/** What /login shows inside its card (pages/login.astro): the title, the form or why it cannot be had, the note. */
export function LoginCard({ title, note, unavailable, children }: LoginCardProps) {
  return (
    <>
      <h1 className={css({ textStyle: 'pageTitle' })}>{title}</h1>
      <div className={css({ width: '100%', display: 'grid', gap: '4' })}>
        {unavailable ? (
          <>
            <Alert status="error">{unavailable.message}</Alert>
            <a className={button({ variant: 'outline' })} href={unavailable.retry.href}>
              {unavailable.retry.label}
            </a>
          </>
        ) : (
          children
        )}
      </div>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{note}</p>
    </>
  );
}
