import { describe, expect, it } from 'vitest';
import { CONTRAST_THRESHOLD, contrastRatio, textOn } from './contrast.ts';
import { type SchemeId, schemeIds, schemes, statusTextOn } from './schemes.ts';

describe('contrast', () => {
  it('measures black on white as 21 and white on white as 1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
  });

  it('puts white text on colours that reach the threshold of 3 against white', () => {
    expect(CONTRAST_THRESHOLD).toBe(3);
    expect(textOn('#1e40af')).toBe('#ffffff');
    expect(textOn('#fde68a')).toBe('#111827');
  });
});

describe('schemes', () => {
  it.each(schemeIds)('%s keeps body text readable (AA, 4.5:1) on its surfaces', (id: SchemeId) => {
    const scheme = schemes[id];
    for (const background of [scheme.canvas, scheme.surface, scheme.surfaceRaised]) {
      expect(contrastRatio(scheme.fg, background)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(scheme.fgMuted, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(schemeIds)('%s keeps a status written as text readable (AA, 4.5:1) on its surfaces', (id: SchemeId) => {
    const scheme = schemes[id];
    for (const colour of Object.values(statusTextOn(scheme))) {
      for (const background of [scheme.canvas, scheme.surface, scheme.surfaceRaised]) {
        expect(contrastRatio(colour, background)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it.each(schemeIds)('%s keeps its accent readable as text on its surface', (id: SchemeId) => {
    const scheme = schemes[id];
    expect(contrastRatio(scheme.accent, scheme.surface)).toBeGreaterThanOrEqual(4.5);
  });
});
