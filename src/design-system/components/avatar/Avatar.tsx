import { Avatar as ArkAvatar } from '@ark-ui/react/avatar';
import { type ComponentProps, forwardRef } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { avatar } from 'styled-system/recipes';
import { initialsOf } from './initials.ts';

const { withProvider, withContext } = createStyleContext(avatar);

const Root = withProvider(ArkAvatar.Root, 'root');
const Image = withContext(ArkAvatar.Image, 'image');
const Fallback = withContext(ArkAvatar.Fallback, 'fallback');

export interface AvatarProps extends Omit<ComponentProps<typeof Root>, 'children'> {
  /** The person's or organisation's name: the accessible name, and the source of the initials. */
  name: string;
  /** Picture URL; the initials show while it loads and if it fails. */
  src?: string | undefined;
}

/**
 * A round picture of a person or client, falling back to their initials. The initials are drawn by
 * CSS from `data-initials`, as the picture would be: they are the image, not text. A control that
 * holds an avatar is then named by the words it shows beside it (WCAG 2.5.3, label in name), not
 * by two letters of the picture.
 */
export const Avatar = forwardRef<HTMLDivElement, AvatarProps>(function Avatar({ name, src, ...rest }, ref) {
  return (
    <Root ref={ref} role="img" aria-label={name} {...rest}>
      <Fallback aria-hidden="true" data-initials={initialsOf(name)} />
      {src ? <Image src={src} alt="" /> : null}
    </Root>
  );
});
