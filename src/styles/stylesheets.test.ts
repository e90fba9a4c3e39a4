import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

/**
 * Styles go through Panda's recipes, patterns and tokens (decisions 066 and 145). Hand-written
 * CSS is the global file alone: the layers' order and the page rules that must sit outside them.
 */
const src = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

describe('hand-written styles', () => {
  test('the only stylesheet under src is the global one', () => {
    expect(globSync('**/*.{css,scss,sass,less,styl,pcss}', { cwd: src })).toEqual(['styles/global.css']);
  });

  test('no page or part carries a style element of its own', () => {
    const withStyle = globSync('**/*.{astro,tsx}', { cwd: src, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(src, path.join(entry.parentPath, entry.name)))
      .filter((file) => /<style[\s>]/.test(readFileSync(path.join(src, file), 'utf8')));
    expect(withStyle).toEqual([]);
  });
});
