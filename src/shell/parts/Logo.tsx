import { css } from 'styled-system/css';

export interface LogoProps {
  /** The link's name (it leads to the dashboard). */
  label: string;
  /** The product name beside the mark. */
  name: string;
  /** Hide the product name when the navbar is folded (the mark stays). */
  foldable?: boolean;
}

const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '3',
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: '700',
  fontSize: 'lg',
  minWidth: '0',
});

/** The portal's mark and name, a link to the project dashboard. */
export function Logo({ label, name, foldable = false }: LogoProps) {
  return (
    <a href="/apps/dashboards/project" aria-label={label} className={link}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" opacity="0.16" />
        <path d="M9 10h14v3H12.5v2.5H21v3h-8.5V22H23v3H9z" fill="currentColor" />
      </svg>
      <span className={foldable ? 'logo-text fold-hide' : 'logo-text'}>{name}</span>
    </a>
  );
}
