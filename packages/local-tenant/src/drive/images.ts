/**
 * Pictures of the drive stand-in: seeded images (client logo, charts, "photos" as baseline JPEG),
 * image dimensions from file headers, PNG decoding and resizing for thumbnails, and the page
 * placeholder that stands for a PDF's first page.
 */
import { inflateSync } from 'node:zlib';
import { encodePng, parseHexColour, type Rgb } from '../png.ts';

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

// ---------------------------------------------------------------- baseline JPEG (DC only)

/** Huffman table as in a DHT segment: code counts per length 1..16 and the symbols. */
interface Huffman {
  counts: number[];
  symbols: number[];
}
// Annex K.3 luminance DC table; an AC table with the single symbol EOB.
const DC_TABLE: Huffman = {
  counts: [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0],
  symbols: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
};
const AC_TABLE: Huffman = { counts: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], symbols: [0] };

function huffmanCodes(table: Huffman): Map<number, { code: number; length: number }> {
  const codes = new Map<number, { code: number; length: number }>();
  let code = 0;
  let k = 0;
  table.counts.forEach((count, index) => {
    for (let i = 0; i < count; i++) codes.set(table.symbols[k++] ?? 0, { code: code++, length: index + 1 });
    code <<= 1;
  });
  return codes;
}

function segment(marker: number, body: number[]): number[] {
  return [0xff, marker, ((body.length + 2) >> 8) & 255, (body.length + 2) & 255, ...body];
}

/**
 * Encodes a picture as a baseline JPEG whose 8×8 blocks are flat (DC coefficients only): valid
 * everywhere, tiny, and honest about being a mosaic. Width and height are rounded up to 8.
 */
export function encodeJpeg(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const blocksX = Math.ceil(width / 8);
  const blocksY = Math.ceil(height / 8);
  const dc = huffmanCodes(DC_TABLE);
  const eob = huffmanCodes(AC_TABLE).get(0) ?? { code: 0, length: 1 };
  const out: number[] = [];
  let accumulator = 0;
  let bits = 0;
  const put = (code: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) {
      accumulator = (accumulator << 1) | ((code >> i) & 1);
      if (++bits === 8) {
        out.push(accumulator);
        if (accumulator === 0xff) out.push(0);
        accumulator = 0;
        bits = 0;
      }
    }
  };
  const previous = [0, 0, 0];
  for (let by = 0; by < blocksY; by++) {
    for (let bx = 0; bx < blocksX; bx++) {
      const sums: [number, number, number] = [0, 0, 0];
      for (let y = 0; y < 8; y++) {
        for (let x = 0; x < 8; x++) {
          const [r, g, b] = pixel(Math.min(bx * 8 + x, width - 1), Math.min(by * 8 + y, height - 1));
          sums[0] += 0.299 * r + 0.587 * g + 0.114 * b;
          sums[1] += -0.168736 * r - 0.331264 * g + 0.5 * b + 128;
          sums[2] += 0.5 * r - 0.418688 * g - 0.081312 * b + 128;
        }
      }
      for (let c = 0; c < 3; c++) {
        // DC = 8 × (mean − 128); quantised by 8 → mean − 128.
        const value = Math.max(-128, Math.min(127, Math.round((sums[c] ?? 0) / 64 - 128)));
        const diff = value - (previous[c] ?? 0);
        previous[c] = value;
        const magnitude = Math.abs(diff);
        const category = magnitude === 0 ? 0 : Math.floor(Math.log2(magnitude)) + 1;
        const huff = dc.get(category) ?? { code: 0, length: 2 };
        put(huff.code, huff.length);
        if (category > 0) put(diff > 0 ? diff : diff + (1 << category) - 1, category);
        put(eob.code, eob.length);
      }
    }
  }
  if (bits > 0) put((1 << (8 - bits)) - 1, 8 - bits);

  const quant = [0, 8, ...new Array<number>(63).fill(1)];
  const frame = [8, (height >> 8) & 255, height & 255, (width >> 8) & 255, width & 255, 3];
  for (let c = 1; c <= 3; c++) frame.push(c, 0x11, 0);
  const scan = [3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0];
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, quant),
    ...segment(0xc0, frame),
    ...segment(0xc4, [0x00, ...DC_TABLE.counts, ...DC_TABLE.symbols]),
    ...segment(0xc4, [0x10, ...AC_TABLE.counts, ...AC_TABLE.symbols]),
    ...segment(0xda, scan),
    ...out,
    0xff,
    0xd9,
  ]);
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

// ---------------------------------------------------------------- dimensions and decoding

export interface Size {
  width: number;
  height: number;
}

/** Width and height from a PNG or JPEG header (the first bytes of the file suffice), or undefined. */
export function imageSize(head: Buffer): Size | undefined {
  if (head.length >= 24 && head.readUInt32BE(0) === 0x89504e47 && head.toString('latin1', 12, 16) === 'IHDR')
    return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
  if (head.length >= 4 && head[0] === 0xff && head[1] === 0xd8) {
    let at = 2;
    while (at + 9 < head.length) {
      if (head[at] !== 0xff) return undefined;
      const marker = head[at + 1] ?? 0;
      if (marker === 0xff) {
        at++;
        continue;
      }
      const length = head.readUInt16BE(at + 2);
      const sof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (sof) return { width: head.readUInt16BE(at + 7), height: head.readUInt16BE(at + 5) };
      at += 2 + length;
    }
  }
  return undefined;
}

interface Decoded extends Size {
  pixel(x: number, y: number): Rgb;
}

/** Decodes an 8-bit, non-interlaced PNG (grey, RGB, grey+alpha, RGBA; alpha over white). */
export function decodePng(png: Buffer): Decoded | undefined {
  const size = imageSize(png);
  if (!size || png[24] !== 8 || png[28] !== 0) return undefined;
  const channels = ({ 0: 1, 2: 3, 4: 2, 6: 4 } as Record<number, number>)[png[25] ?? -1];
  if (!channels) return undefined;
  const idat: Buffer[] = [];
  for (let at = 8; at + 8 <= png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') break;
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const { width, height } = size;
  const stride = width * channels;
  if (raw.length < (stride + 1) * height) return undefined;
  const data = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const value = raw[y * (stride + 1) + 1 + i] ?? 0;
      const a = i >= channels ? (data[y * stride + i - channels] ?? 0) : 0;
      const b = y > 0 ? (data[(y - 1) * stride + i] ?? 0) : 0;
      const c = i >= channels && y > 0 ? (data[(y - 1) * stride + i - channels] ?? 0) : 0;
      let predictor = 0;
      if (filter === 1) predictor = a;
      else if (filter === 2) predictor = b;
      else if (filter === 3) predictor = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      data[y * stride + i] = (value + predictor) & 255;
    }
  }
  return {
    width,
    height,
    pixel(x, y) {
      const at = y * stride + x * channels;
      const grey = channels <= 2;
      const rgb: Rgb = grey
        ? [data[at] ?? 0, data[at] ?? 0, data[at] ?? 0]
        : [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
      const alpha = channels === 2 || channels === 4 ? (data[at + channels - 1] ?? 255) / 255 : 1;
      return alpha === 1 ? rgb : mix(WHITE, rgb, alpha);
    },
  };
}

/** Fits `size` into a `box`² square; never enlarges unless `enlarge`. */
export function fitInto(size: Size, box: number, enlarge = false): Size {
  const fit = box / Math.max(size.width, size.height);
  const scale = enlarge ? fit : Math.min(1, fit);
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

/** A PNG of `image` scaled to `target` (box-averaged where shrinking). */
export function resizedPng(image: Decoded, target: Size): Buffer {
  const sx = image.width / target.width;
  const sy = image.height / target.height;
  return encodePng(target.width, target.height, (x, y) => {
    const x0 = Math.floor(x * sx);
    const y0 = Math.floor(y * sy);
    const x1 = Math.max(x0 + 1, Math.min(image.width, Math.floor((x + 1) * sx)));
    const y1 = Math.max(y0 + 1, Math.min(image.height, Math.floor((y + 1) * sy)));
    const stepX = Math.max(1, Math.floor((x1 - x0) / 4));
    const stepY = Math.max(1, Math.floor((y1 - y0) / 4));
    let r = 0;
    let g = 0;
    let b = 0;
    let n = 0;
    for (let yy = y0; yy < y1; yy += stepY)
      for (let xx = x0; xx < x1; xx += stepX) {
        const [pr, pg, pb] = image.pixel(xx, yy);
        r += pr;
        g += pg;
        b += pb;
        n++;
      }
    return [Math.round(r / n), Math.round(g / n), Math.round(b / n)];
  });
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
