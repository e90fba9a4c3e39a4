import { type ComponentProps, forwardRef, useEffect, useRef, useState } from 'react';
import { cx } from 'styled-system/css';
import { type AvatarVariantProps, avatar } from 'styled-system/recipes';
import { initialsOf } from './initials.ts';

export interface AvatarProps extends Omit<ComponentProps<'div'>, 'children'>, AvatarVariantProps {
  /** The person's or organisation's name: the accessible name, and the source of the initials. */
  name: string;
  /** Picture URL; the initials show while it loads and if it fails. */
  src?: string | undefined;
}

/** Whether the picture at `src` has loaded or failed; a new `src` starts over. */
type PictureState = { src: string; status: 'loaded' | 'failed' } | undefined;

/**
 * A round picture of a person or client, falling back to their initials. The initials are drawn by
 * CSS from `data-initials`, as the picture would be: they are the image, not text. A control that
 * holds an avatar is then named by the words it shows beside it (WCAG 2.5.3, label in name), not
 * by two letters of the picture.
 *
 * Plain elements with Ark's anatomy (`data-scope="avatar"`, `data-part`), not Ark's Avatar: its
 * state machine made an avatar cost ten times a plain one to render, and the account menu renders
 * one on every signed-in page (decision 108). What it did is all here: the picture hidden until it
 * has loaded, the initials until then and for good if it fails.
 */
export const Avatar = forwardRef<HTMLDivElement, AvatarProps>(function Avatar(
  { name, src, size, className, ...rest },
  ref,
) {
  const classes = avatar({ size });
  const [picture, setPicture] = useState<PictureState>();
  const status = src !== undefined && picture?.src === src ? picture.status : undefined;
  const image = useRef<HTMLImageElement>(null);
  // A picture that loaded before React listened (server HTML, the browser's cache) sends no event.
  useEffect(() => {
    const element = image.current;
    if (src && element?.complete) setPicture({ src, status: element.naturalWidth > 0 ? 'loaded' : 'failed' });
  }, [src]);
  const loaded = status === 'loaded';
  return (
    <div
      ref={ref}
      role="img"
      aria-label={name}
      data-scope="avatar"
      data-part="root"
      className={cx(classes.root, className)}
      {...rest}
    >
      <span
        data-scope="avatar"
        data-part="fallback"
        data-state={loaded ? 'hidden' : 'visible'}
        hidden={loaded}
        aria-hidden="true"
        data-initials={initialsOf(name)}
        className={classes.fallback}
      />
      {src && status !== 'failed' ? (
        <img
          ref={image}
          data-scope="avatar"
          data-part="image"
          data-state={loaded ? 'visible' : 'hidden'}
          hidden={!loaded}
          src={src}
          alt=""
          className={classes.image}
          onLoad={() => setPicture({ src, status: 'loaded' })}
          onError={() => setPicture({ src, status: 'failed' })}
        />
      ) : null}
    </div>
  );
});
