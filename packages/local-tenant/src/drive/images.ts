/**
 * Pictures of the drive stand-in: seeded images (client logo, charts, "photos" as JPEG), image
 * dimensions from file headers (image-size), thumbnails (PNG and JPEG decoded by pngjs and jpeg-js,
 * scaled by pica) and the page placeholder that stands for a PDF's first page.
 */
import { imageSize as sizeOfImage } from 'image-size';
import { decode as decodeJpeg, encode as encodeJpegPixels } from 'jpeg-js';
import pica from 'pica';
import { PNG } from 'pngjs';
import { encodePng, encodeRgbaPng, parseHexColour, type Rgb } from '../png.ts';

export type { Rgb };

// ---------------------------------------------------------------- a 5×7 bitmap font (a few letters)

const GLYPHS: Record<string, readonly string[]> = {
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  B: ['11110', '10001', '10001', '11110', '10001', '10001', '11110'],
  C: ['01110', '10001', '10000', '10000', '10000', '10001', '01110'],
  D: ['11110', '10001', '10001', '10001', '10001', '10001', '11110'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  G: ['01110', '10001', '10000', '10111', '10001', '10001', '01111'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '11001', '10101', '10011', '10001', '10001', '10001'],
  O: ['01110', '10001', '10001', '10001', '10001', '10001', '01110'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  W: ['10001', '10001', '10001', '10101', '10101', '11011', '10001'],
};

/** Whether pixel (x, y) lies on `text` drawn at (left, top) with square cells of `scale` pixels. */
function onText(text: string, left: number, top: number, scale: number, x: number, y: number): boolean {
  const column = Math.floor((x - left) / scale);
  const row = Math.floor((y - top) / scale);
  if (x < left || y < top || row >= 7) return false;
  const glyph = GLYPHS[text[Math.floor(column / 6)] ?? ''];
  const bit = column % 6;
  return bit < 5 && glyph?.[row]?.[bit] === '1';
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [
    Math.round(a[0] + (b[0] - a[0]) * t),
    Math.round(a[1] + (b[1] - a[1]) * t),
    Math.round(a[2] + (b[2] - a[2]) * t),
  ];
}

const WHITE: Rgb = [255, 255, 255];

/** A client logo: `size`² rounded tile in the client colour with the initials in white. */
export function logoPng(initials: string, colour: string, size = 256): Buffer {
  const base = parseHexColour(colour);
  const dark = mix(base, [0, 0, 0], 0.35);
  const text = initials.toUpperCase().slice(0, 2);
  const scale = Math.floor(size / (text.length * 6 + 4));
  const left = Math.floor((size - (text.length * 6 - 1) * scale) / 2);
  const top = Math.floor((size - 7 * scale) / 2);
  const radius = size / 6;
  return encodePng(size, size, (x, y) => {
    const dx = Math.max(radius - x, x - (size - 1 - radius), 0);
    const dy = Math.max(radius - y, y - (size - 1 - radius), 0);
    if (dx * dx + dy * dy > radius * radius) return WHITE;
    if (onText(text, left, top, scale, x, y)) return WHITE;
    return mix(base, dark, y / size);
  });
}

/** A bar chart on white: `values` (0..1) as bars in `colour`, with axes. */
export function chartPng(values: readonly number[], colour: string, width = 480, height = 320): Buffer {
  const bar = parseHexColour(colour);
  const grid: Rgb = [226, 232, 240];
  const axis: Rgb = [71, 85, 105];
  const left = 40;
  const bottom = height - 30;
  const slot = (width - left - 20) / Math.max(1, values.length);
  return encodePng(width, height, (x, y) => {
    if ((x === left && y >= 20 && y <= bottom) || (y === bottom && x >= left && x <= width - 20)) return axis;
    if (x > left && y < bottom) {
      const index = Math.floor((x - left) / slot);
      const within = (x - left) % slot;
      const value = values[index];
      if (value !== undefined && within > slot * 0.2 && within < slot * 0.8 && y >= bottom - value * (bottom - 30))
        return mix(bar, WHITE, (index % 3) * 0.2);
      if ((bottom - y) % 50 === 0) return grid;
    }
    return WHITE;
  });
}

// ---------------------------------------------------------------- JPEG

/** Encodes `width × height` pixels given by `pixel(x, y)` as a baseline JPEG (quality 80). */
export function encodeJpeg(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      data.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return encodeJpegPixels({ data, width, height }, 80).data;
}

/** A "site photo": a soft landscape-like gradient with a building block, as a JPEG mosaic. */
export function photoJpeg(colour: string, variant: number, width = 320, height = 240): Buffer {
  const tint = parseHexColour(colour);
  const sky = mix([186, 214, 240], tint, 0.15);
  const ground = mix([112, 128, 96], tint, 0.1);
  const horizon = height * (0.55 + (variant % 3) * 0.05);
  const left = width * (0.2 + (variant % 4) * 0.1);
  return encodeJpeg(width, height, (x, y) => {
    if (x > left && x < left + width * 0.35 && y > horizon - height * 0.3 && y < horizon) return mix(tint, WHITE, 0.2);
    return y < horizon ? mix(sky, WHITE, y / horizon / 2) : mix(ground, [60, 70, 50], (y - horizon) / height);
  });
}

// ---------------------------------------------------------------- dimensions and thumbnails

export interface Size {
  width: number;
  height: number;
}

/** Width and height of a PNG or JPEG from its first bytes (64 KiB suffice), or undefined. */
export function imageSize(head: Uint8Array): Size | undefined {
  try {
    const { type, width, height } = sizeOfImage(head);
    return type === 'png' || type === 'jpg' ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

/** Fits `size` into a `box`² square; never enlarges unless `enlarge`. */
export function fitInto(size: Size, box: number, enlarge = false): Size {
  const fit = box / Math.max(size.width, size.height);
  const scale = enlarge ? fit : Math.min(1, fit);
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

/** Decoded pictures larger than this are not thumbnailed (the file is served as it is). */
const MAX_DECODED_PIXELS = 40_000_000;

/** RGBA pixels of a PNG or JPEG file, or undefined for anything it cannot decode. */
function decodeImage(bytes: Buffer, mimeType: string): { width: number; height: number; data: Uint8Array } | undefined {
  const size = imageSize(bytes);
  if (!size || size.width * size.height > MAX_DECODED_PIXELS) return undefined;
  try {
    if (mimeType === 'image/png') return PNG.sync.read(bytes);
    if (mimeType === 'image/jpeg') return decodeJpeg(bytes, { useTArray: true, formatAsRGBA: true });
  } catch {
    // Not what its name says, or damaged: no thumbnail.
  }
  return undefined;
}

let scaler: ReturnType<typeof pica> | undefined;

/**
 * A PNG thumbnail of a PNG or JPEG file scaled to `target` (pica's Lanczos filter, alpha kept),
 * or undefined when the file cannot be decoded.
 */
export async function thumbnailPng(bytes: Buffer, mimeType: string, target: Size): Promise<Buffer | undefined> {
  const image = decodeImage(bytes, mimeType);
  if (!image) return undefined;
  // In Node pica has neither workers nor canvas: plain JavaScript on raw RGBA buffers.
  scaler ??= pica({ features: ['js'] });
  const scaled =
    image.width === target.width && image.height === target.height
      ? image.data
      : await scaler.resizeBuffer({
          src: image.data,
          width: image.width,
          height: image.height,
          toWidth: target.width,
          toHeight: target.height,
        });
  return encodeRgbaPng(target.width, target.height, scaled);
}

/** US Letter proportions of the PDF page placeholder. */
export const PAGE_SIZE: Size = { width: 612, height: 792 };

/**
 * A placeholder for a PDF's first page: white sheet, a band in `accent`, grey "text" lines whose
 * lengths come from `seed`, and a red PDF tag.
 */
export function pdfPagePng(target: Size, seed: number, accent = '#1e3a8a'): Buffer {
  const band = parseHexColour(accent);
  const line: Rgb = [203, 213, 225];
  const red: Rgb = [220, 38, 38];
  const { width, height } = target;
  const margin = Math.max(2, Math.round(width * 0.09));
  const lineHeight = Math.max(2, Math.round(height * 0.028));
  const tagScale = Math.max(1, Math.floor(width / 60));
  const tagWidth = 18 * tagScale + 2 * tagScale;
  return encodePng(width, height, (x, y) => {
    if (x === 0 || y === 0 || x === width - 1 || y === height - 1) return [148, 163, 184];
    if (y < height * 0.1) return band;
    const tagTop = height - margin - 9 * tagScale;
    if (x >= margin && x < margin + tagWidth && y >= tagTop && y < tagTop + 9 * tagScale)
      return onText('PDF', margin + tagScale, tagTop + tagScale, tagScale, x, y) ? WHITE : red;
    const row = Math.floor((y - height * 0.15) / (lineHeight * 2));
    if (y >= height * 0.15 && y < tagTop - lineHeight && (y - height * 0.15) % (lineHeight * 2) < lineHeight) {
      const length = 0.45 + ((((seed >>> (row % 24)) ^ Math.imul(row + 1, 2654435761)) >>> 0) % 1000) / 2000;
      if (x >= margin && x < margin + (width - 2 * margin) * length) return line;
    }
    return WHITE;
  });
}
