// The layer rules read .astro files through this pre-pass: dependency-cruiser parses JavaScript and
// TypeScript (and Vue and Svelte), not Astro components (decision 146). A component's imports live
// in its frontmatter (run on the server) and its <script> elements (bundled for the browser);
// Astro's own compiler finds them, and their code is handed on as TypeScript modules, so
// dependency-cruiser resolves and judges those imports as it does a .ts file's, type-only ones
// included.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from '@astrojs/compiler-rs';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

interface Node {
  type?: string;
  start?: number;
  end?: number;
  program?: Node;
  [key: string]: unknown;
}

/** What a component's code holds: the frontmatter runs on the server, the scripts in the browser. */
export interface AstroModules {
  frontmatter: string;
  /** Every <script> element's code, one after the other ('' when there is none). */
  scripts: string;
}

function* codeOf(node: unknown): Generator<{ type: string; program: Node }> {
  if (Array.isArray(node)) {
    for (const child of node) yield* codeOf(child);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const { type, program } = node as Node;
  if ((type === 'AstroFrontmatter' || type === 'AstroScript') && program !== undefined) {
    yield { type, program };
    return;
  }
  for (const value of Object.values(node)) yield* codeOf(value);
}

/** A component's code that may import. Fails on a component Astro cannot parse: a rule must not pass by reading nothing. */
export function astroModulesOf(source: string, fileName: string): AstroModules {
  const { ast, diagnostics } = parse(source);
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
  if (errors.length > 0)
    throw new Error(errors.map((error) => `${fileName}:${error.labels[0]?.line ?? 1}: ${error.text}`).join('\n'));
  const code = [...codeOf(ast)];
  const textOf = (kind: string) =>
    code
      .filter(({ type }) => type === kind)
      .map(({ program }) => source.slice(program.start, program.end))
      .join('\n');
  return { frontmatter: textOf('AstroFrontmatter'), scripts: textOf('AstroScript') };
}

/**
 * In the copy, `Name.astro` is two modules: `Name.astro.ts`, its frontmatter (`./Name.astro`
 * resolves to it, `.ts` added), which imports `Name.astro.script.ts`, its scripts' code.
 */
const frontmatterSuffix = '.astro.ts';
const scriptsSuffix = '.astro.script.ts';

function copyReadingAstro(from: string, to: string): void {
  mkdirSync(to);
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') copyReadingAstro(source, path.join(to, entry.name));
    else if (entry.name.endsWith('.astro')) {
      const { frontmatter, scripts } = astroModulesOf(readFileSync(source, 'utf8'), source);
      const name = entry.name.slice(0, -'.astro'.length);
      const withScripts = scripts === '' ? '' : `\nimport './${name}${scriptsSuffix}';\n`;
      writeFileSync(path.join(to, name + frontmatterSuffix), frontmatter + withScripts);
      if (scripts !== '') writeFileSync(path.join(to, name + scriptsSuffix), scripts);
    } else symlinkSync(source, path.join(to, entry.name));
  }
}

/**
 * A folder that stands for `root` to dependency-cruiser: every entry a link to the real one, except
 * the folders named in `readAstroIn`, whose .astro files are their modules' code (`Name.astro.ts`).
 * Paths inside it are the project's own, so the rules' paths hold; cruise it with `preserveSymlinks`.
 * The caller removes it.
 */
function copyForCruising(root: string, readAstroIn: readonly string[]): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'layers-'));
  for (const entry of readdirSync(root)) {
    if (readAstroIn.includes(entry)) copyReadingAstro(path.join(root, entry), path.join(copy, entry));
    else symlinkSync(path.join(root, entry), path.join(copy, entry));
  }
  return copy;
}

/** A path in the copy as the project names it: `Name.astro` and its scripts, `Name.astro <script>`. */
function projectPathOf(pathInCopy: string): string {
  if (pathInCopy.endsWith(scriptsSuffix)) return `${pathInCopy.slice(0, -scriptsSuffix.length)}.astro <script>`;
  if (pathInCopy.endsWith(frontmatterSuffix)) return pathInCopy.slice(0, -'.ts'.length);
  return pathInCopy;
}

/**
 * dependency-cruiser's judgement of `dirs` of `root` by the rules of `configFile`, .astro files
 * read, everything named by the project's own paths.
 */
export async function cruiseLayers(root: string, configFile: string, dirs: string[]): Promise<ICruiseResult> {
  const options = await extractDepcruiseOptions(configFile);
  const copy = copyForCruising(root, dirs);
  try {
    const tsConfigName = options.tsConfig?.fileName;
    const tsConfigFile = tsConfigName === undefined ? undefined : path.join(copy, tsConfigName);
    const { output } = await cruise(
      dirs,
      {
        ...options,
        baseDir: copy,
        // The copy's files are links to the project's: kept as they are, their paths stay the copy's.
        preserveSymlinks: true,
        ...(tsConfigFile === undefined ? {} : { tsConfig: { fileName: tsConfigFile } }),
        outputType: 'json',
      },
      {},
      tsConfigFile === undefined ? {} : { tsConfig: extractTSConfig(tsConfigFile) },
    );
    const text = typeof output === 'string' ? output : JSON.stringify(output);
    const result: ICruiseResult = JSON.parse(text, (_key, value: unknown) =>
      typeof value === 'string' ? projectPathOf(value) : value,
    );
    result.summary.optionsUsed.baseDir = root;
    return result;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
