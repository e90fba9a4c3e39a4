import { defineRecipe } from '@pandacss/dev';

/** The most locations a weather widget shows (the sample data has three). */
const LOCATIONS = 12;

const shownLocation = Array.from(
  { length: LOCATIONS },
  (_, index) => `&:has([data-location-option="${index}"]:checked) [data-location-panel="${index}"]`,
).join(', ');

/**
 * The weather widget without a script (Weather.tsx): Celsius and km/h unless the other unit is
 * checked, and of every location rendered the one chosen in the select, found by its place in
 * the list. With one location there is no select and it is shown.
 */
export const weatherRecipe = defineRecipe({
  className: 'weather',
  base: {
    '& [data-temp="F"], & [data-speed="MPH"]': { display: 'none' },
    '&:has([data-unit="F"]:checked) [data-temp="F"], &:has([data-unit="MPH"]:checked) [data-speed="MPH"]': {
      display: 'inline',
    },
    '&:has([data-unit="F"]:checked) [data-temp="C"], &:has([data-unit="MPH"]:checked) [data-speed="KMH"]': {
      display: 'none',
    },
    '& [data-location-panel]': { display: 'none' },
    [`&:not(:has([data-location-choice])) [data-location-panel], ${shownLocation}`]: { display: 'contents' },
  },
  staticCss: ['*'],
});
