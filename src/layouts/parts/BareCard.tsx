import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Logo } from '../../shell/parts/Logo.tsx';

export interface BareCardProps {
  /** The logo link's name (it leads to the dashboard). */
  logoLabel: string;
  /** The product's name beside the mark. */
  productName: string;
  children?: ReactNode;
}

/**
 * The one centred card of the pages with all chrome hidden (login, logout, errors, maintenance):
 * the portal's logo, then the page's own content. Rendered on the server only (layouts/Bare.astro).
 */
export function BareCard({ logoLabel, productName, children }: BareCardProps) {
  return (
    <main
      id="content"
      className={css({
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        padding: '6',
        bg: 'canvas',
      })}
    >
      <div
        className={css({
          width: '100%',
          maxWidth: '480px',
          minWidth: '0',
          bg: 'surface',
          color: 'fg.default',
          borderRadius: 'xl',
          boxShadow: 'raised',
          padding: { base: '8', md: '12' },
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: '5',
        })}
      >
        <div className={css({ color: 'accent.default' })}>
          <Logo label={logoLabel} name={productName} />
        </div>
        {children}
      </div>
    </main>
  );
}
