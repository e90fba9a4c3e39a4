import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { Alert } from '../../design-system/components/alert/Alert.tsx';
import { Spinner } from '../../design-system/components/spinner/Spinner.tsx';

/**
 * What stands in the list's place (nothing found, an empty folder, a wait, a refusal) and the
 * bars above it (a notice, the selection): one shape each, so the folder and the search say
 * things alike.
 */

/** A bar above the list: the notice of the last change, or what can be done with the ticked items. */
export const barClass = (tone: 'done' | 'error' | 'selection') =>
  cx(
    css({
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: '2',
      paddingBlock: '2',
      paddingInline: '3',
      borderRadius: 'md',
      borderWidth: '1px',
      bg: 'surface.raised',
    }),
    tone === 'error'
      ? css({ borderColor: 'danger.text' })
      : tone === 'selection'
        ? css({ borderColor: 'accent.default' })
        : css({ borderColor: 'border' }),
  );

/** Nothing to list: what happened, and a hint of what to do. */
export function EmptyList({ title, hint }: { title: ReactNode; hint?: ReactNode }) {
  return (
    <div
      className={css({
        borderWidth: '1px',
        borderStyle: 'dashed',
        borderColor: 'border',
        borderRadius: 'md',
        padding: '8',
        textAlign: 'center',
      })}
    >
      <p className={css({ fontWeight: 'semibold' })}>{title}</p>
      {hint ? <p className={css({ color: 'fg.muted' })}>{hint}</p> : null}
    </div>
  );
}

/** The first rows are on their way: a spinner as tall as the list will be. */
export function WaitingList({ label }: { label: string }) {
  return (
    <div
      className={css({
        display: 'grid',
        placeItems: 'center',
        height: 'clamp(20rem, calc(100dvh - 20rem), 44rem)',
        borderWidth: '1px',
        borderColor: 'border',
        borderRadius: 'md',
      })}
    >
      <Spinner label={label} />
    </div>
  );
}

/** The library refused: why, and the ways on (try again, go elsewhere). */
export function RefusedList({ reason, children }: { reason: string; children: ReactNode }) {
  return (
    <Alert status="error">
      <p>{reason}</p>
      <div className={css({ display: 'flex', gap: '2', marginBlockStart: '2', flexWrap: 'wrap' })}>{children}</div>
    </Alert>
  );
}
