import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

/**
 * The card the login and error pages sit in, styled as layouts/Bare.astro styles it, for their
 * stories (Bare is an Astro layout, and its logo is the shell's: the product's name stands in).
 */
export function OnBareCard({ productName, children }: { productName: string; children: ReactNode }) {
  return (
    <main className={css({ minHeight: '100dvh', display: 'grid', placeItems: 'center', padding: '6', bg: 'canvas' })}>
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
        <p className={css({ color: 'accent.default', fontWeight: '700', fontSize: 'lg' })}>{productName}</p>
        {children}
      </div>
    </main>
  );
}
