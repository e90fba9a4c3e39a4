import { navbarToggles } from 'styled-system/recipes';
import { HintIconButton } from '../../design-system/components/hint-icon-button/HintIconButton.tsx';
import type { Translator } from '../../i18n/texts.ts';
import { ShellIcon } from './ShellIcon.tsx';

/** The `data-navbar-toggle` values the navbar controller (islands/shell/navbar.ts) finds them by. */
export type NavbarToggleRole = 'toolbar' | 'close' | 'fold';

export interface NavbarTogglesProps {
  t: Translator;
  /** Whether the navbar starts folded (navbar style-2). */
  folded: boolean;
}

/**
 * The toolbar's navbar toggle: opens the drawer on phones; from the large breakpoint, in layout1,
 * folds (style-2) or hides the navbar. HTML only; islands/shell/navbar.ts gives it its behaviour.
 */
export function ToolbarNavbarToggle({ t, folded }: NavbarTogglesProps) {
  return (
    <HintIconButton
      label={t('common:toggleNavigation')}
      rootClassName={navbarToggles().toolbar}
      data-navbar-toggle={'toolbar' satisfies NavbarToggleRole}
      aria-controls="navbar"
      // As on a large screen; the controller corrects it on a phone when it starts.
      aria-expanded={!folded}
    >
      <ShellIcon name="menu" />
    </HintIconButton>
  );
}

/** The navbar header's toggles: close the drawer (phones), fold or unfold (styles 1 and 2). */
export function NavbarHeaderToggles({ t, folded }: NavbarTogglesProps) {
  const classes = navbarToggles();
  const foldLabel = t('common:foldNavigation');
  const unfoldLabel = t('common:unfoldNavigation');
  return (
    <>
      <HintIconButton
        label={t('common:closeNavigation')}
        rootClassName={classes.close}
        data-navbar-toggle={'close' satisfies NavbarToggleRole}
      >
        <ShellIcon name="x" />
      </HintIconButton>
      <HintIconButton
        label={folded ? unfoldLabel : foldLabel}
        rootClassName={classes.fold}
        data-navbar-toggle={'fold' satisfies NavbarToggleRole}
        data-label-folded={unfoldLabel}
        data-label-unfolded={foldLabel}
        aria-pressed={folded}
      >
        <ShellIcon name="panelLeftClose" className={classes.unfolded} />
        <ShellIcon name="panelLeftOpen" className={classes.folded} />
      </HintIconButton>
    </>
  );
}
