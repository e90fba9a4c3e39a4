import type { ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { toolbar } from 'styled-system/recipes';
import type { Translator } from '../../i18n/texts.ts';
import { Logo } from './Logo.tsx';

export interface ToolbarProps {
  t: Translator;
  /** The toolbar's colour scheme (settings.theme.toolbar). */
  scheme: string;
  /** The button that opens the navbar (the NavbarToggle island in the portal). */
  toggle?: ReactNode;
  /** On the start side: the page's own shortcuts and the person's (Shortcuts). */
  shortcuts?: ReactNode;
  /** On the end side: the page's actions, the tools (ShellTools) and the account menu. */
  actions?: ReactNode;
}

/**
 * The toolbar: navbar toggle, shortcuts on the start side, the user's tools on the end side. The
 * logo shows in the horizontal layouts (layout1 has it in the vertical navbar; see toolbar.recipe.ts).
 */
export function Toolbar({ t, scheme, toggle, shortcuts, actions }: ToolbarProps) {
  const classes = toolbar();
  // The recipe's classes style; the plain ones are the names tests and scripts find the parts by.
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: outside any sectioning element it is the page's banner landmark, which takes a name
    <header
      className={cx(classes.root, 'toolbar')}
      data-scheme={scheme}
      data-theme-slot="toolbar"
      aria-label={t('toolbar')}
    >
      <div className={cx(classes.start, 'toolbar-start')}>
        {toggle}
        <div className={cx(classes.logo, 'toolbar-logo')}>
          <Logo label={t('goToDashboard')} name={t('appName')} />
        </div>
        <div className={cx(classes.shortcuts, 'toolbar-shortcuts')}>{shortcuts}</div>
      </div>
      <div className={cx(classes.end, 'toolbar-end')}>{actions}</div>
    </header>
  );
}
