// Part of `npm run lint`: the README's "Layout of the code" names every top-level folder of src/
// (and nothing that is gone), and no code, test or script refers to the issue tracker: a comment
// says why, the tracker says when.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const problems = [];

const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const layout = /## Layout of the code[\s\S]*?```\n([\s\S]*?)```/.exec(readme)?.[1];
if (layout === undefined) problems.push('README.md has no "Layout of the code" block.');
const listed = new Set([...(layout ?? '').matchAll(/^src\/([\w.-]+)\/?\s/gm)].map((match) => match[1]));
const folders = readdirSync(path.join(root, 'src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
for (const folder of folders)
  if (!listed.has(folder)) problems.push(`README.md, Layout of the code: src/${folder}/ is not listed.`);
for (const name of listed)
  if (!name.includes('.') && !folders.includes(name))
    problems.push(`README.md, Layout of the code: src/${name}/ does not exist.`);

// The feature map: every path it names exists, and it names every store and every island folder.
const map = /### Where a feature lives\n([\s\S]*?)\n##/.exec(readme)?.[1];
if (map === undefined) problems.push('README.md has no "Where a feature lives" map.');
const mapped = [...(map ?? '').slice((map ?? '').indexOf('| Feature')).matchAll(/`(src\/[^`\s]+)`/g)].map(
  (match) => match[1],
);
const globOf = (pattern) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
function* allFiles(dir) {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      yield `${relative}/`;
      yield* allFiles(relative);
    } else yield relative;
  }
}
const everything = [...allFiles('src')];
const named = (file) =>
  mapped.some((entry) => globOf(entry).test(file) || (entry.endsWith('/') && file.startsWith(entry)));
for (const entry of mapped)
  if (!everything.some((file) => globOf(entry).test(file)))
    problems.push(`README.md, Where a feature lives: ${entry} does not exist.`);
const storeFiles = everything.filter((file) => /^src\/stores\/.*\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
const islandFolders = everything.filter((file) => /^src\/islands\/[^/]+\/$/.test(file));
for (const file of [...storeFiles, ...islandFolders])
  if (!named(file)) problems.push(`README.md, Where a feature lives: ${file} is not named.`);

const trackerReference = /\bissue #?\d+\b|\[\d{1,3}\/\d{1,3}\]/i;
const codeFile = /\.(ts|tsx|mts|mjs|cjs|astro)$/;
function* codeFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('__')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* codeFiles(full);
    else if (codeFile.test(entry.name)) yield full;
  }
}
for (const dir of ['src', 'tests', 'scripts', 'packages/local-tenant/src', '.storybook']) {
  for (const file of codeFiles(path.join(root, dir))) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (trackerReference.test(line))
          problems.push(`${path.relative(root, file)}:${index + 1}: refers to the issue tracker: ${line.trim()}`);
      });
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  `Docs check: ${folders.length} folders of src/ listed in the README, ${mapped.length} paths of the feature map found, no tracker references.`,
);
