import { expect, waitFor } from 'storybook/test';

/**
 * Waits until the keyboard's focus is inside `layer` (a menu, list, popover or dialog just
 * opened). Ark's parts move focus there, and start listening for Escape, on a frame after they
 * show: a key pressed in between goes to what had focus before, and on a busy page that frame
 * comes late. A person's next key comes once the layer has focus.
 */
export const focusInside = (layer: HTMLElement) =>
  waitFor(() => expect(layer).toContainElement(document.activeElement as HTMLElement | null));
