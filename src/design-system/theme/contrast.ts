/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const channels = [0, 2, 4].map((start) => Number.parseInt(value.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Text on a coloured surface is white when the colour reaches a ratio of 3 against white (docs/constants.md). */
export const CONTRAST_THRESHOLD = 3;

export function textOn(background: string, dark = '#111827', light = '#ffffff'): string {
  return contrastRatio(background, light) >= CONTRAST_THRESHOLD ? light : dark;
}
