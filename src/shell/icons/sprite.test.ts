import { describe, expect, it } from 'vitest';
import { shellIcons } from './shell-icons.ts';
import { SPRITE_PATH, shellIconHref, shellIconSprite } from './sprite.ts';

describe('the shell icon sprite', () => {
  it('has one symbol per shell icon, shapes only (the using svg sets stroke and size)', () => {
    const { svg } = shellIconSprite();
    const ids = [...svg.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((match) => match[1]);
    expect(ids.sort()).toEqual(Object.keys(shellIcons).sort());
    expect(svg).toMatch(/<symbol id="rocket" viewBox="0 0 24 24"><path d="[^"]+"/);
    expect(svg).not.toMatch(/<symbol[^>]*stroke/);
  });

  it('is addressed by a URL that changes with its content', () => {
    const { version } = shellIconSprite();
    expect(version).toMatch(/^[0-9a-f]{10}$/);
    expect(shellIconHref('bell')).toBe(`${SPRITE_PATH}?v=${version}#bell`);
  });
});
