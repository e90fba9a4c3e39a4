import { describe, expect, it } from 'vitest';
import { layoutDefaults } from '../../preferences/layouts.ts';
import { isNavigationPart, missingNavigationParts, navigationPartPath, navigationPartsOf } from './parts.ts';

describe('navigationPartsOf', () => {
  it('is the horizontal bar in layout2 and layout3', () => {
    expect(navigationPartsOf({ style: 'layout2', config: layoutDefaults.layout2 })).toEqual(['bar']);
    expect(navigationPartsOf({ style: 'layout3', config: layoutDefaults.layout3 })).toEqual(['bar']);
  });

  it('is the rail in layout1 with a style-3 navbar, and nothing beside the navbar otherwise', () => {
    const layout1 = layoutDefaults.layout1;
    expect(navigationPartsOf({ style: 'layout1', config: layout1 })).toEqual([]);
    for (const style of ['style-3', 'style-3-dense'] as const) {
      const config = { ...layout1, navbar: { ...layout1.navbar, style } };
      expect(navigationPartsOf({ style: 'layout1', config })).toEqual(['rail']);
    }
  });
});

describe('navigationPartPath', () => {
  it('names the part and the page it is for', () => {
    expect(navigationPartPath('bar', '/pages/faq')).toBe('/shell/navigation/bar?path=%2Fpages%2Ffaq');
  });

  it('knows its parts', () => {
    expect(isNavigationPart('rail')).toBe(true);
    expect(isNavigationPart('navbar')).toBe(false);
    expect(isNavigationPart(undefined)).toBe(false);
  });
});

describe('missingNavigationParts', () => {
  it('finds the markers of the parts the layout shows, not of the others', () => {
    const markers = new Map([['template[data-navigation-part="bar"]', { part: 'bar' }]]);
    const page = { querySelector: (selector: string) => markers.get(selector) ?? null } as unknown as ParentNode;
    expect(missingNavigationParts({ style: 'layout2', config: layoutDefaults.layout2 }, page)).toEqual([
      { part: 'bar' },
    ]);
    expect(missingNavigationParts({ style: 'layout1', config: layoutDefaults.layout1 }, page)).toEqual([]);
  });
});
