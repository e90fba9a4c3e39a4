// `npm run lint:layers` (and part of `npm run lint`): the layer rules of .dependency-cruiser.cjs
// over src/ and packages/, .astro components included (decision 146). dependency-cruiser cruises a
// copy of the project in which each component is its frontmatter's and its scripts' code
// (scripts/lib/layers.ts); what it reports is named by the project's own paths.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'dependency-cruiser';
import { cruiseLayers } from './lib/layers.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const result = await cruiseLayers(root, path.join(root, '.dependency-cruiser.cjs'), ['src', 'packages']);
const { output } = await format(result, { outputType: 'err' });
process.stdout.write(String(output));
process.exitCode = result.summary.error > 0 ? 1 : 0;
