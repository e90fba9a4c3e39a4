import { LocaleProvider } from '@ark-ui/react/locale';
import type { ReactNode } from 'react';

/**
 * Renders its children as the Arabic UI does: Ark's LocaleProvider makes the machines
 * direction-aware (keyboard, positioning, portalled parts get dir="rtl") and the wrapper sets
 * the CSS direction for the inline content. For stories and tests only.
 */
export function RtlFrame({ children }: { children: ReactNode }) {
  return (
    <LocaleProvider locale="ar-SA">
      <div dir="rtl" lang="ar">
        {children}
      </div>
    </LocaleProvider>
  );
}
