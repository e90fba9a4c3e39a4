import { dialogAnatomy } from '@ark-ui/react/anatomy';
import type { SystemStyleObject } from '@pandacss/dev';

/** The spec's modal backdrop transition, in ms. */
export const MODAL_BACKDROP_MS = 500;

/** The parts of every overlay built on Ark's Dialog machine: Ark's anatomy plus header, body and footer. */
export const dialogSlotNames = dialogAnatomy.extendWith('header', 'body', 'footer').keys();
type DialogSlot = (typeof dialogSlotNames)[number];
type DialogSlotStyles = Record<DialogSlot, SystemStyleObject>;

interface Overlay {
  /** Its layer: a modal dialog sits above the side sheets. */
  zIndex: 'modal' | 'drawer';
  /** How the content comes in, e.g. '150ms ease-out'. */
  motion: string;
  /** What the overlay adds to or changes in each shared slot. */
  slots: Partial<DialogSlotStyles>;
}

/**
 * Styles shared by the overlays on the dialog anatomy (Dialog, Drawer): one backdrop, one surface,
 * one header/footer arrangement, one close button, written once. Each recipe passes its own layer,
 * motion and the slot styles that make it a centred dialog or an edge-pinned sheet.
 */
export function dialogSlots({ zIndex, motion, slots }: Overlay): DialogSlotStyles {
  const shared: DialogSlotStyles = {
    backdrop: {
      position: 'fixed',
      inset: '0',
      zIndex,
      bg: 'backdrop',
      // The spec's modal backdrop transition (section 9): the page darkens over 500 ms while the
      // content itself comes in at its own, quicker pace.
      transition: `opacity ${MODAL_BACKDROP_MS}ms ease-out`,
      _starting: { opacity: 0 },
      _motionReduce: { transition: 'none' },
    },
    positioner: { position: 'fixed', zIndex, display: 'flex' },
    content: {
      display: 'flex',
      flexDirection: 'column',
      width: '100%',
      bg: 'surface',
      color: 'fg.default',
      boxShadow: 'overlay',
      outline: 'none',
      // Entry motion moves, never fades, so text keeps its full contrast while it settles.
      transition: `translate ${motion}`,
      _motionReduce: { transition: 'none' },
    },
    header: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '3' },
    title: { textStyle: 'sectionTitle', color: 'fg.default' },
    description: { fontSize: 'md', color: 'fg.muted' },
    body: { display: 'flex', flexDirection: 'column' },
    footer: { display: 'flex', justifyContent: 'flex-end', gap: '3' },
    closeTrigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      width: '8',
      height: '8',
      marginInlineEnd: '-2',
      borderRadius: 'md',
      color: 'fg.muted',
      cursor: 'pointer',
      _hover: { bg: 'surface.raised', color: 'fg.default' },
      '& svg': { width: '4', height: '4' },
    },
    trigger: {},
  };
  return Object.fromEntries(
    dialogSlotNames.map((slot) => [slot, { ...shared[slot], ...slots[slot] }]),
  ) as DialogSlotStyles;
}
