import { userEvent } from 'storybook/test';

/**
 * Moves the testing library's pointer onto `element`'s centre, at the coordinates a mouse would
 * have there. Its clicks and hovers otherwise carry (0, 0) whatever they target, and Ark's parts
 * (zag's interaction modality) take a pointer event at the position of the one before for no move
 * at all: once the page has seen one, a hover over a menu item highlights nothing, and a click on
 * it selects nothing. A person's mouse always moves to what it clicks.
 */
export async function moveOnto(element: Element): Promise<void> {
  const box = element.getBoundingClientRect();
  await userEvent.pointer({
    target: element,
    coords: { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 },
  });
}
