import type { ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { shellFooter } from 'styled-system/recipes';
import type { Translator } from '../../i18n/texts.ts';

export interface FooterProps {
  t: Translator;
  /** The footer's colour scheme (settings.theme.footer). */
  scheme: string;
  /**
   * The year of the copyright line as the page writes it (`formatYear`): the page's; a story's
   * fixed one keeps its picture.
   */
  year: string;
  /** Staff only: the environment's badges (FooterBadgeList, a server island in the portal). */
  badges?: ReactNode;
}

/** The footer: the rights line, and the staff's badges at the end. The portal renders Footer.astro, its twin (see there why). */
export function Footer({ t, scheme, year, badges }: FooterProps) {
  const classes = shellFooter();
  // The recipe's classes style; the plain ones are the names tests find the parts by.
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: outside any sectioning element it is the page's contentinfo landmark, which takes a name
    <footer
      className={cx(classes.root, 'footer')}
      data-scheme={scheme}
      data-theme-slot="footer"
      aria-label={t('footer.label')}
    >
      <p className={cx(classes.text, 'footer-text')}>{t('footer.rights', { year })}</p>
      <div className={cx(classes.badges, 'footer-badges')}>{badges}</div>
    </footer>
  );
}
