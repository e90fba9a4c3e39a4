// Whether `dist/` was built from the files now in the tree: `npm test` then skips `astro build`
// (a minute and a core) when nothing it reads has changed since the last build (decision 090).
// The fingerprint is of contents, not times: a checkout or a copy that only touches files does
// not count as a change, an edit does, and so does a file added or removed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Everything `astro build` reads besides node_modules (which package-lock.json stands for). */
const inputs = [
  'src',
  'public',
  'packages/local-tenant/src',
  'packages/local-tenant/package.json',
  'astro.config.mjs',
  'panda.config.ts',
  'postcss.config.cjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/precompress.mjs',
  '.env',
  '.env.production',
];

/** Where the fingerprint of the last build's inputs is kept, inside the build it describes. */
const stampFile = (root) => path.join(root, 'dist', '.build-inputs');

function* filesUnder(root, entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    yield entry;
    return;
  }
  for (const child of readdirSync(full, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (child.name === 'node_modules' || child.name.startsWith('.')) continue;
    yield* filesUnder(root, path.join(entry, child.name));
  }
}

/** A fingerprint of the build's inputs: every file's path and contents, and the `PUBLIC_` variables the build inlines. */
export function buildInputsFingerprint(root, env = process.env) {
  const hash = createHash('sha256');
  for (const entry of inputs) {
    for (const file of filesUnder(root, entry)) {
      hash.update(`${file.split(path.sep).join('/')}\0`);
      hash.update(readFileSync(path.join(root, file)));
      hash.update('\0');
    }
  }
  for (const name of Object.keys(env)
    .filter((key) => key.startsWith('PUBLIC_'))
    .sort()) {
    hash.update(`${name}=${env[name]}\0`);
  }
  return hash.digest('hex');
}

/** True when `dist/` holds a complete build of exactly these inputs. */
export function isBuildCurrent(root, env = process.env) {
  const stamp = stampFile(root);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === buildInputsFingerprint(root, env);
}

/**
 * For astro.config.mjs: every build, `npm run build` included, forgets the last fingerprint as it
 * starts (a failed build leaves `dist/` half written) and records the inputs it started from once
 * it is done, so an edit made while it ran still counts as a change.
 */
export function buildInputsIntegration(root) {
  let fingerprint = '';
  return {
    name: 'build-inputs-fingerprint',
    hooks: {
      'astro:build:start': () => {
        rmSync(stampFile(root), { force: true });
        fingerprint = buildInputsFingerprint(root);
      },
      'astro:build:done': () => {
        writeFileSync(stampFile(root), `${fingerprint}\n`);
      },
    },
  };
}
