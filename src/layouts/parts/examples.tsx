import type { ReactNode } from 'react';
import { storyTranslator } from '../../i18n/story-language.ts';
import { BareCard } from './BareCard.tsx';

/** The card the login and error pages sit in (layouts/Bare.astro), in a story's language. */
export function OnBareCard({ locale, children }: { locale: unknown; children: ReactNode }) {
  const t = storyTranslator(locale, ['common']);
  return (
    <BareCard logoLabel={t('common:goToDashboard')} productName={t('common:appName')}>
      {children}
    </BareCard>
  );
}
