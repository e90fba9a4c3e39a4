import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import type { ComponentProps } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { dialog } from 'styled-system/recipes';
import { dialogParts } from '../../parts/dialog-parts.tsx';
import { mountWhenOpen } from '../../parts/mount-when-open.ts';

const { withRootProvider, withContext } = createStyleContext(dialog);

export type RootProps = ComponentProps<typeof Root>;
/** Mounts its content only when first opened and unmounts it on close (safe defaults). */
export const Root = withRootProvider(ArkDialog.Root, mountWhenOpen);
export const RootProvider = withRootProvider(ArkDialog.RootProvider, mountWhenOpen);
export const {
  Trigger,
  Backdrop,
  Positioner,
  Content,
  Title,
  Description,
  CloseTrigger,
  CloseButton,
  Header,
  Body,
  Footer,
} = dialogParts(withContext);
export type CloseButtonProps = ComponentProps<typeof CloseButton>;

export { DialogContext as Context, type DialogOpenChangeDetails as OpenChangeDetails } from '@ark-ui/react/dialog';
export { Portal } from '@ark-ui/react/portal';
