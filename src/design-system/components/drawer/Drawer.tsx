import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { ark } from '@ark-ui/react/factory';
import { Portal } from '@ark-ui/react/portal';
import { XIcon } from 'lucide-react';
import { type ComponentProps, type CSSProperties, createContext, forwardRef, type ReactNode, useContext } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { drawer } from 'styled-system/recipes';
import { token } from 'styled-system/tokens';

// A side sheet: Ark's Dialog machine (focus trap, Escape, focus return) pinned to an inline edge.
const { withRootProvider, withContext } = createStyleContext(drawer);

/** The panel widths of the layout, or any CSS length ("420px", "30rem", "min(480px, 90vw)"). */
export type DrawerWidth = 'panel' | 'notificationPanel' | 'settingsDrawer' | (string & {});

const namedWidths = new Set(['panel', 'notificationPanel', 'settingsDrawer']);
function widthValue(width: DrawerWidth): string {
  return namedWidths.has(width) ? token.var(`sizes.${width as 'panel'}`) : width;
}

const WidthContext = createContext<DrawerWidth | undefined>(undefined);

const StyledRoot = withRootProvider(ArkDialog.Root, {
  defaultProps: { lazyMount: true, unmountOnExit: true },
});

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

const StyledPositioner = withContext(ArkDialog.Positioner, 'positioner');
export const Positioner = forwardRef<HTMLDivElement, ComponentProps<typeof StyledPositioner>>(function Positioner(
  { style, ...rest },
  ref,
) {
  const width = useContext(WidthContext);
  const sized = width === undefined ? style : ({ ...style, '--drawer-width': widthValue(width) } as CSSProperties);
  return <StyledPositioner ref={ref} style={sized} {...rest} />;
});

export const Trigger = withContext(ArkDialog.Trigger, 'trigger');
export const Backdrop = withContext(ArkDialog.Backdrop, 'backdrop');
export const Content = withContext(ArkDialog.Content, 'content');
export const Title = withContext(ArkDialog.Title, 'title');
export const Description = withContext(ArkDialog.Description, 'description');
/** Closes the dialog; unstyled, use it with `asChild` around a Button (e.g. "Cancel"). */
export const CloseTrigger = ArkDialog.CloseTrigger;
const StyledCloseTrigger = withContext(ArkDialog.CloseTrigger, 'closeTrigger');
export const Header = withContext(ark.div, 'header');
/** The end of the header: actions of the sheet beside the close button. */
export const Actions = withContext(ark.div, 'actions');
export const Body = withContext(ark.div, 'body');
export const Footer = withContext(ark.div, 'footer');

export interface CloseButtonProps extends Omit<ComponentProps<typeof StyledCloseTrigger>, 'aria-label' | 'children'> {
  /** Accessible name of the close button, e.g. "Close" in the user's language. */
  label: string;
}

/** The × button for the header. */
export const CloseButton = forwardRef<HTMLButtonElement, CloseButtonProps>(function CloseButton(
  { label, ...rest },
  ref,
) {
  return (
    <StyledCloseTrigger ref={ref} aria-label={label} {...rest}>
      <XIcon />
    </StyledCloseTrigger>
  );
});

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
