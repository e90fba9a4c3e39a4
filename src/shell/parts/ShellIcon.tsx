import { shellIcons } from '../icons/shell-icons.ts';
import { shellIconHref } from '../icons/sprite.ts';

export interface ShellIconProps {
  name: string | undefined;
  size?: number;
  strokeWidth?: number;
  className?: string | undefined;
}

/**
 * A shell icon drawn from the sprite (src/shell/icons/sprite.ts): the same look as lucide's own
 * `<svg>`, a reference instead of the paths. Decorative: the control it sits in has the name.
 */
export function ShellIcon({ name, size = 24, strokeWidth = 2, className }: ShellIconProps) {
  if (!name || !shellIcons[name]) return null;
  return (
    <svg
      className={className ? `lucide ${className}` : 'lucide'}
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <use href={shellIconHref(name)} />
    </svg>
  );
}

/** A navigation entry's icon: thinner strokes than the chrome's, 20 px unless asked. */
export function NavIcon({ name, size = 20 }: { name: string | undefined; size?: number }) {
  return <ShellIcon name={name} size={size} strokeWidth={1.75} />;
}
