/**
 * Widths of the spec (section 9) that code needs as numbers, not only styles as tokens: the large
 * breakpoint (the mobile navbar below it) and the two container widths, in CSS pixels. The design
 * tokens (tokens.ts) and the app's constants (src/constants.ts) both read them from here.
 */
export const LARGE_BREAKPOINT = 1280;
export const CONTAINER_WIDTH_WIDE = 1570;
export const CONTAINER_WIDTH_NARROW = 1120;
/**
 * Below this width a wide table becomes cards (the RFP evaluation's grid, the activity trail):
 * the `phone` and `notPhone` conditions of panda.config.ts.
 */
export const PHONE_BREAKPOINT = 768;
