import type { ReactNode } from 'react';
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
 * logo shows in the horizontal layouts (layout1 has it in the vertical navbar; see shell.css).
 */
export function Toolbar({ t, scheme, toggle, shortcuts, actions }: ToolbarProps) {
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: outside any sectioning element it is the page's banner landmark, which takes a name
    <header className="toolbar" data-scheme={scheme} data-theme-slot="toolbar" aria-label={t('toolbar')}>
      <div className="toolbar-start">
        {toggle}
        <div className="toolbar-logo">
          <Logo label={t('goToDashboard')} name={t('appName')} />
        </div>
        <div className="toolbar-shortcuts">{shortcuts}</div>
      </div>
      <div className="toolbar-end">{actions}</div>
    </header>
  );
}
