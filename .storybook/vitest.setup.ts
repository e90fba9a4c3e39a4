/**
 * Every story is also a visual test: once it has rendered and its `play` function has passed, the
 * page is compared with the picture committed beside the story (`__screenshots__/`), so a changed
 * pixel shows in review (decision 057). `npx vitest run --project storybook -u` takes new pictures.
 */
import { configure } from 'storybook/test';
import { afterEach, beforeEach, expect } from 'vitest';
import { page, userEvent } from 'vitest/browser';

// `waitFor` and `findBy…` give up after 1 s by default: on a busy shared machine a dialog's 0.5 s
// exit transition and the focus it hands back took longer (Dialog's Default story failed with the
// focus still on <body>). The limit is there for a story that hangs, not to time one (decision 041).
configure({ asyncUtilTimeout: 10_000 });

/**
 * Keyframe animations run in no time from before the story renders: a `play` function that clicks
 * while an open or close animation runs races it (an option still `pointer-events: none`, a menu
 * not yet closed), and how far the animation has got depends on how busy the machine is. Ark's
 * parts still run their open and close animations and wait for their end, so the story checks the
 * same states. Transitions keep their times: a story may check one (the dialog's backdrop).
 */
const stillAnimations = document.createElement('style');
stillAnimations.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
}`;

/** Motion would never settle into one picture: transitions and the text caret too, for the picture. */
const STILL = `*, *::before, *::after {
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
}`;

/** Moves the pointer to rest in the page's bottom corner, where no story puts anything. */
async function restPointer(): Promise<void> {
  const rest = document.createElement('div');
  rest.style.cssText = 'position: fixed; inset-inline-end: 0; bottom: 0; width: 8px; height: 8px; z-index: 2147483647;';
  document.body.append(rest);
  try {
    // Forced: a story's own overlay may lie over the corner; the pointer is moved, nothing hovered.
    await userEvent.hover(rest, { force: true, timeout: 5_000 });
  } finally {
    rest.remove();
  }
}

// Each story starts with the pointer at rest: where the story before left it is no part of this
// one's picture (a folded navigation under the pointer would open as on hover, and whether a
// browser notices depends on its headless mode).
beforeEach(async () => {
  document.head.append(stillAnimations);
  await restPointer();
});

/** The tooltip trigger the pointer rests on, if any. */
function hoveredTooltipTrigger(): Element | null {
  const hovered = [...document.querySelectorAll(':hover')].at(-1);
  return hovered?.closest('[data-scope="tooltip"][data-part="trigger"]') ?? null;
}

/**
 * A story that ends with the pointer on a tooltip's trigger (a button it clicked) would have its
 * picture taken while the tooltip's open delay runs: whether the label is in it would depend on how
 * busy the machine is. The pointer leaves such a trigger, and the picture waits until no tooltip is
 * open, so it shows the button at rest. A tooltip the story opened from the keyboard stays open.
 */
async function leaveTooltipTrigger(): Promise<void> {
  if (!hoveredTooltipTrigger()) return;
  await restPointer();
  await expect
    .poll(() => document.querySelector('[data-scope="tooltip"][data-part="content"][data-state="open"]'), {
      timeout: 10_000,
    })
    .toBeNull();
}

afterEach(async ({ task }) => {
  const storyId = (task.meta as { storyId?: string }).storyId;
  const still = document.createElement('style');
  try {
    // A failed story has already said what is wrong; a picture of it would only add noise.
    if (!storyId || task.result?.state === 'fail') return;
    await leaveTooltipTrigger();
    still.textContent = STILL;
    document.head.append(still);
    // The whole page, not the story's own box: dialogs, menus and toasts render outside it.
    await expect(page.elementLocator(document.body)).toMatchScreenshot(storyId);
  } finally {
    still.remove();
    stillAnimations.remove();
  }
});
