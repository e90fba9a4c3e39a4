import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { ark } from '@ark-ui/react/factory';
import { Portal } from '@ark-ui/react/portal';
import { type ComponentProps, type CSSProperties, createContext, forwardRef, type ReactNode, useContext } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { drawer } from 'styled-system/recipes';
import { token } from 'styled-system/tokens';
import { dialogParts } from '../../parts/dialog-parts.tsx';
import { mountWhenOpen } from '../../parts/mount-when-open.ts';

// A side sheet: Ark's Dialog machine (focus trap, Escape, focus return) pinned to an inline edge.
const { withRootProvider, withContext } = createStyleContext(drawer);

/** The panel widths of the layout, or any CSS length ("420px", "30rem", "min(480px, 90vw)"). */
export type DrawerWidth = 'panel' | 'notificationPanel' | 'settingsDrawer' | (string & {});

const namedWidths = new Set(['panel', 'notificationPanel', 'settingsDrawer']);
function widthValue(width: DrawerWidth): string {
  return namedWidths.has(width) ? token.var(`sizes.${width as 'panel'}`) : width;
}

const WidthContext = createContext<DrawerWidth | undefined>(undefined);

const StyledRoot = withRootProvider(ArkDialog.Root, mountWhenOpen);

export type RootProps = ComponentProps<typeof StyledRoot> & {
  /** Width of the sheet; defaults to the settings drawer width. */
  width?: DrawerWidth | undefined;
};

/**
 * `placement="end"` (default) opens at the inline end: the right in LTR, the left in RTL;
 * `placement="start"` opens at the inline start.
 */
export function Root({ width, ...rest }: RootProps) {
  return (
    <WidthContext.Provider value={width}>
      <StyledRoot {...rest} />
    </WidthContext.Provider>
  );
}

const parts = dialogParts(withContext);

export const Positioner = forwardRef<HTMLDivElement, ComponentProps<typeof parts.Positioner>>(function Positioner(
  { style, ...rest },
  ref,
) {
  const width = useContext(WidthContext);
  const sized = width === undefined ? style : ({ ...style, '--drawer-width': widthValue(width) } as CSSProperties);
  return <parts.Positioner ref={ref} style={sized} {...rest} />;
});

export const { Trigger, Backdrop, Content, Title, Description, CloseTrigger, CloseButton, Header, Body, Footer } =
  parts;
export type CloseButtonProps = ComponentProps<typeof CloseButton>;
/** The end of the header: actions of the sheet beside the close button. */
export const Actions = withContext(ark.div, 'actions');

export interface SheetProps extends Omit<ComponentProps<typeof Content>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** Accessible name of the close button, e.g. "Close" in the user's language. */
  closeLabel: string;
  /** Controls beside the close button, e.g. "Dismiss all". */
  actions?: ReactNode;
}

/**
 * The usual side sheet inside a `Root`: backdrop, a header with the title, description, actions
 * and close button, and a scrolling body for the children. Content props (e.g. `data-*`) go on
 * the sheet itself.
 */
export function Sheet({ title, description, closeLabel, actions, children, ...content }: SheetProps) {
  return (
    <Portal>
      <Backdrop />
      <Positioner>
        <Content {...content}>
          <Header>
            <div>
              <Title>{title}</Title>
              {description ? <Description>{description}</Description> : null}
            </div>
            <Actions>
              {actions}
              <CloseButton label={closeLabel} />
            </Actions>
          </Header>
          <Body>{children}</Body>
        </Content>
      </Positioner>
    </Portal>
  );
}

export { DialogContext as Context, type DialogOpenChangeDetails as OpenChangeDetails } from '@ark-ui/react/dialog';
export { Portal };
