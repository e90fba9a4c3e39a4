import { navbar } from 'styled-system/recipes';

export interface ClientLogoProps {
  /** The client's name: the picture's title. */
  name: string;
  /** The picture's accessible name ("Northwind Traders logo"). */
  alt: string;
  /** What stands in the picture's place (the client's initials, src/clients/logo.ts). */
  initials: string;
  /** Where the picture is; none when the client has no logo. */
  src?: string | undefined;
}

/**
 * The active client's logo in the navbar: a tile of the logo's size with the client's initials,
 * the picture over it on the white ground logos are drawn for. While the picture loads the tile is
 * that white ground; a client without a logo, or whose picture fails, shows its initials (the
 * portal's `<client-logo>` hides a failed picture), never a broken image. The initials are
 * decorative: the client's name is written beside the tile.
 */
export function ClientLogo({ name, alt, initials, src }: ClientLogoProps) {
  const classes = navbar();
  return (
    <span className={classes.clientLogo}>
      <span aria-hidden="true">{initials}</span>
      {src && <img className={classes.clientLogoImage} src={src} alt={alt} title={name} width="32" height="32" />}
    </span>
  );
}
