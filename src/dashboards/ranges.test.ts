import { describe, expect, it } from 'vitest';
import { chosenRange, rangeCodes } from './ranges.ts';

describe('chosenRange', () => {
  const options = [{ value: 'TW' }, { value: 'LW' }, { value: '2W' }];

  it('is the range the address asks for when the widget offers it', () => {
    expect(chosenRange(options, 'TW', 'LW')).toBe('LW');
  });

  it('is the current range when the address asks for none or for one the widget lacks', () => {
    expect(chosenRange(options, 'TW', null)).toBe('TW');
    expect(chosenRange(options, 'TW', 'DY')).toBe('TW');
    expect(chosenRange(options, 'TW', '')).toBe('TW');
  });
});

describe('rangeCodes', () => {
  it('lists the codes in the order of the data', () => {
    expect(rangeCodes({ DY: 'Yesterday', DT: 'Today', DTM: 'Tomorrow' })).toEqual(['DY', 'DT', 'DTM']);
  });
});
