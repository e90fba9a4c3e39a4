/**
 * Every story is also a visual test: once it has rendered and its `play` function has passed, the
 * page is compared with the picture committed beside the story (`__screenshots__/`), so a changed
 * pixel shows in review (decision 057). `npx vitest run --project storybook -u` takes new pictures.
 */
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/** Motion would never settle into one picture: spinners, skeletons, Ark's open and close animations. */
const STILL = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
}`;

afterEach(async ({ task }) => {
  const storyId = (task.meta as { storyId?: string }).storyId;
  // A failed story has already said what is wrong; a picture of it would only add noise.
  if (!storyId || task.result?.state === 'fail') return;
  const still = document.createElement('style');
  still.textContent = STILL;
  document.head.append(still);
  try {
    // The whole page, not the story's own box: dialogs, menus and toasts render outside it.
    await expect(page.elementLocator(document.body)).toMatchScreenshot(storyId);
  } finally {
    still.remove();
  }
});
