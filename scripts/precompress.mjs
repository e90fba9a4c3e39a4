// The build's browser files compressed once, beside each file (`.br`, `.gz`), at the best
// settings: sirv sends them to a browser that accepts them (src/server/main.ts), so no request
// pays for compressing a stylesheet again. Text files of 1 KB or more only.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const textFile = /\.(?:js|mjs|css|svg|json|html|txt|xml|map)$/;

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (textFile.test(entry.name)) yield file;
  }
}

/** Writes `<file>.br` and `<file>.gz` for every text file of at least 1 KB under `dir`. */
export function precompressBuild(dir) {
  const root = dir instanceof URL ? fileURLToPath(dir) : dir;
  for (const file of filesUnder(root)) {
    if (statSync(file).size < 1024) continue;
    const source = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  }
}
