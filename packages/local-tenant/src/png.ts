/**
 * A minimal PNG encoder (8-bit RGB, no interlace) and the avatar pictures the Graph stand-in serves:
 * a symmetric 5×5 pattern in two colours, derived from the user's object id.
 */
import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

export type Rgb = readonly [number, number, number];

/** Encodes `width × height` pixels given by `pixel(x, y)` as a PNG file. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: truecolour
  header.writeUInt8(0, 10); // compression
  header.writeUInt8(0, 11); // filter
  header.writeUInt8(0, 12); // interlace
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    raw[y * stride] = 0; // filter type: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      const offset = y * stride + 1 + x * 3;
      raw[offset] = r;
      raw[offset + 1] = g;
      raw[offset + 2] = b;
    }
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
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
