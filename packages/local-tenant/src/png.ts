/**
 * PNG encoding (pngjs) and the avatar pictures the Graph stand-in serves: a symmetric 5×5 pattern
 * in two colours, derived from the user's object id.
 */
import { createHash } from 'node:crypto';
import { PNG } from 'pngjs';

export type Rgb = readonly [number, number, number];

/** Encodes `width × height` pixels given by `pixel(x, y)` as an 8-bit RGB PNG. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      const at = (y * width + x) * 4;
      image.data[at] = r;
      image.data[at + 1] = g;
      image.data[at + 2] = b;
      image.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(image, { colorType: 2 });
}

/** Encodes 8-bit RGBA pixels (4 bytes a pixel, row by row) as a PNG with alpha. */
export function encodeRgbaPng(width: number, height: number, rgba: Uint8Array): Buffer {
  const image = new PNG({ width, height });
  image.data = Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength);
  return PNG.sync.write(image, { colorType: 6 });
}

export function parseHexColour(hex: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [
    Number.parseInt(match[1] ?? '0', 16),
    Number.parseInt(match[2] ?? '0', 16),
    Number.parseInt(match[3] ?? '0', 16),
  ];
}

const GRID = 5;
const CELL = 20;
const MARGIN = 10;
export const AVATAR_SIZE = GRID * CELL + 2 * MARGIN;

/** A 120×120 avatar: a left-right symmetric 5×5 pattern of `foreground` cells on `background`. */
export function avatarPng(seed: string, colours: { background: string; foreground: string }): Buffer {
  const background = parseHexColour(colours.background);
  const foreground = parseHexColour(colours.foreground);
  const digest = createHash('sha256').update(seed).digest();
  const filled = (column: number, row: number): boolean => {
    const mirrored = column < 3 ? column : GRID - 1 - column;
    const byte = digest[row * 3 + mirrored] ?? 0;
    return byte % 2 === 0;
  };
  return encodePng(AVATAR_SIZE, AVATAR_SIZE, (x, y) => {
    const column = Math.floor((x - MARGIN) / CELL);
    const row = Math.floor((y - MARGIN) / CELL);
    const inside = x >= MARGIN && y >= MARGIN && column < GRID && row < GRID;
    return inside && filled(column, row) ? foreground : background;
  });
}
