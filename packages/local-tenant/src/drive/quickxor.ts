/**
 * QuickXorHash, the content hash SharePoint and OneDrive for Business report in
 * `file.hashes.quickXorHash`: bytes XORed into a 160-bit ring, each 11 bits further along, with the
 * length XORed into the last 64 bits; base64.
 */
export interface QuickXor {
  update(data: Uint8Array): void;
  digest(): string;
  /** An independent copy of the state so far. */
  clone(): QuickXor;
}

const WIDTH_BYTES = 20;

export function createQuickXor(state?: { cells: Uint8Array; shift: number; length: number }): QuickXor {
  const cells = state ? Uint8Array.from(state.cells) : new Uint8Array(WIDTH_BYTES);
  let shift = state?.shift ?? 0; // bit position of the next byte, modulo 160
  let length = state?.length ?? 0;
  return {
    clone() {
      return createQuickXor({ cells, shift, length });
    },
    update(data) {
      for (const byte of data) {
        const index = shift >> 3;
        const value = byte << (shift & 7);
        cells[index] = (cells[index] ?? 0) ^ (value & 0xff);
        const next = (index + 1) % WIDTH_BYTES;
        cells[next] = (cells[next] ?? 0) ^ (value >> 8);
        shift = (shift + 11) % 160;
      }
      length += data.length;
    },
    digest() {
      const out = Buffer.from(cells);
      let rest = BigInt(length);
      for (let i = 0; i < 8; i++) {
        const at = WIDTH_BYTES - 8 + i;
        out[at] = (out[at] ?? 0) ^ Number(rest & 0xffn);
        rest >>= 8n;
      }
      return out.toString('base64');
    },
  };
}

export function quickXorHash(data: Uint8Array): string {
  const hash = createQuickXor();
  hash.update(data);
  return hash.digest();
}
