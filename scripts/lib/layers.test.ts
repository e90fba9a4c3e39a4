import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { astroModulesOf, cruiseLayers } from './layers.ts';

describe('astroModulesOf', () => {
  it("gives a component's frontmatter and its scripts apart, text after non-ASCII letters included", () => {
    const component = [
      '---',
      '// Die Übersicht · لوحة — “quoted”',
      "import type { Kind } from './kinds.ts';",
      "import Part from './Part.astro';",
      '---',
      '<p title="é’">{Part}</p>',
      "<script>import './one.ts';</script>",
      "<div><script>import { two } from './two.ts'; two();</script></div>",
    ].join('\n');
    const { frontmatter, scripts } = astroModulesOf(component, 'Page.astro');
    expect(frontmatter).toContain("import type { Kind } from './kinds.ts';");
    expect(frontmatter).toContain("import Part from './Part.astro';");
    expect(frontmatter).not.toContain('---');
    expect(scripts).toBe("import './one.ts';\nimport { two } from './two.ts'; two();");
  });

  it('gives nothing of a component without code', () => {
    expect(astroModulesOf('<p>Hello</p>', 'Plain.astro')).toEqual({ frontmatter: '', scripts: '' });
  });

  it('fails on a component Astro cannot parse, naming the file and line', () => {
    expect(() => astroModulesOf('---\nconst = ;\n---\n', 'Broken.astro')).toThrow(/^Broken\.astro:2: /);
  });
});

describe('cruiseLayers', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'layers-test-'));
    write(
      '.dependency-cruiser.cjs',
      `module.exports = {
        forbidden: [
          { name: 'parts-without-server', severity: 'error', from: { path: '^src/parts/' }, to: { path: '^src/server/' } },
          { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
        ],
        options: { tsPreCompilationDeps: true, enhancedResolveOptions: { extensions: ['.ts'] } },
      };`,
    );
    write('src/server/store.ts', 'export const read = () => 1;\n');
    write(
      'src/parts/Reads.astro',
      "---\nimport { read } from '../server/store.ts';\nconst value = read();\n---\n<p>{value}</p>\n",
    );
    write(
      'src/parts/Calls.astro',
      "---\n// Nothing here.\n---\n<button>Go</button>\n<script>import '../server/store.ts';</script>\n",
    );
    write('src/pages/index.astro', "---\nimport Reads from '../parts/Reads.astro';\n---\n<Reads />\n");
    write('src/model/a.ts', "import type { B } from './b.ts';\nexport type A = { b?: B };\n");
    write('src/model/b.ts', "import type { A } from './a.ts';\nexport type B = { a?: A };\n");
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("judges a component's imports by the project's paths: frontmatter, scripts, type-only circles", async () => {
    const result = await cruiseLayers(root, path.join(root, '.dependency-cruiser.cjs'), ['src']);
    const violations = result.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`);
    expect(violations).toEqual(
      expect.arrayContaining([
        'parts-without-server: src/parts/Reads.astro → src/server/store.ts',
        'parts-without-server: src/parts/Calls.astro <script> → src/server/store.ts',
        'no-circular: src/model/a.ts → src/model/b.ts',
      ]),
    );
    const page = result.modules.find((module) => module.source === 'src/pages/index.astro');
    expect(page?.dependencies.map((dependency) => dependency.resolved)).toEqual(['src/parts/Reads.astro']);
    // No path of the copy the rules were checked in is left in what is reported.
    expect(JSON.stringify(result)).not.toMatch(/\.astro\.(script\.)?ts\b|layers-\w{6}/);
  });
});
