import type { ComponentType, ReactNode } from 'react';

/** The props of a labelled icon part: `label` replaces `aria-label` and is required. */
export type LabelledProps<P> = Omit<P, 'aria-label' | 'children'> & {
  /** Accessible name in the user's language, e.g. "Close", "Clear", "Show suggestions". */
  label: string;
  /** Replaces the default icon. */
  children?: ReactNode;
};

/**
 * An icon-only part (a dialog's ×, a clear or open-the-list button): it shows `icon` unless given
 * children, and must be named by a `label` prop, because the design system ships no
 * human-readable string of its own. (`ref` is a prop in React 19, so it passes through to the part.)
 */
export function withLabel<P extends object>(Part: ComponentType<P>, icon: ReactNode) {
  return function LabelledPart({ label, children, ...rest }: LabelledProps<P>) {
    const props = { ...rest, 'aria-label': label, children: children ?? icon } as unknown as P;
    return <Part {...props} />;
  };
}
