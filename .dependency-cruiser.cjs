// The layer rules of the portal ("what may import what", README: Layout of the code), checked
// by `npm run lint` through scripts/lint-layers.ts, which reads .astro files too (decision 146):
// there a component `Name.astro` is two modules, `Name.astro.ts` (its frontmatter, run on the
// server) and `Name.astro.script.ts` (its <script> elements, bundled for the browser), and the
// rules' paths match those names. Tests and stories may import what they test; `import type`
// crosses any layer's line, but not the no-circular rule.
const features =
  '(auth|clients|file-manager|reports|preferences|shell|content|dashboards|demo|i18n|notifications|contracts|search|rfp|audit|mail)';
// Every top-level folder of src/ has its place in the rules below; a new one fails the first rule
// until it is given one here and in the README's "Layout of the code".
const topLevelFolders = [
  features.slice(1, -1),
  'pages|middleware|layouts|islands|stores|services|design-system|server|scripts|styles',
].join('|');
const notTests = '\\.(test|stories)\\.tsx?$';
// src/services/server-*.ts call outside services from the server (their secrets stay there).
const serverOnly = '^src/(server|middleware)/|^src/[^/]+/server/|^src/services/server-';
const browserServices = '^src/services/(?!server-)|^src/[^/]+/services/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'every-folder-has-a-layer',
      comment:
        'A top-level folder of src/ that the layer rules do not know: give it a place in topLevelFolders and in the README.',
      severity: 'error',
      from: { path: `^src/(?!(${topLevelFolders})/)[^/]+/` },
      to: {},
    },
    {
      name: 'portal-without-stand-ins',
      comment:
        'The local tenant is started by the Node entry in local mode only; nothing else of the portal imports it.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/server/main\\.ts$', notTests] },
      to: { path: 'local-tenant' },
    },
    {
      name: 'stand-ins-without-portal',
      comment: 'The local tenant speaks the outside services’ wire formats; it knows nothing of the portal.',
      severity: 'error',
      from: { path: '^packages/local-tenant/' },
      to: { path: '^src/' },
    },
    {
      name: 'islands-through-stores',
      comment:
        'An island (or a plain script that drives server-rendered markup) renders stores and calls their actions: no outside calls, no server code.',
      severity: 'error',
      from: { path: '^src/(islands|scripts)/', pathNot: notTests },
      to: {
        path: [serverOnly, browserServices, '^src/(pages|layouts)/'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'contract-edit-without-zod',
      comment:
        'The staff edit form checks facts in the browser with the same rules the server parses with (src/contracts/contract.ts), written without a schema library: zod would be most of what its first save downloads (decision 098).',
      severity: 'error',
      from: { path: '^src/islands/contracts/contract-edit-form\\.ts$' },
      to: { path: 'node_modules/zod/|^src/zod\\.ts$', reachable: true },
    },
    {
      name: 'rfp-answer-form-without-zod',
      comment:
        "The vendor's answer form runs in the browser: zod's eval check trips the page's script policy, and it would be most of the form's download (src/rfp/events/limits.ts).",
      severity: 'error',
      // A component's frontmatter runs on the server (AnswerForm.astro reads the event's schema).
      from: { path: '^src/islands/rfp/events/', pathNot: '\\.astro\\.ts$' },
      to: { path: 'node_modules/zod/|^src/zod\\.ts$', reachable: true },
    },
    {
      name: 'stores-without-ui',
      comment: 'A store holds state and logic: it imports no island, component, page or server code.',
      severity: 'error',
      from: { path: '^src/stores/', pathNot: notTests },
      to: { path: [serverOnly, '^src/(islands|design-system|pages|layouts)/'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'design-system-alone',
      comment: 'A design-system component takes everything (strings included) as props: it imports nothing of the app.',
      severity: 'error',
      from: { path: '^src/design-system/', pathNot: notTests },
      to: { path: '^src/', pathNot: '^src/design-system/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-without-browser',
      comment: 'Server code never imports islands, stores or the browser’s service clients.',
      severity: 'error',
      from: { path: serverOnly, pathNot: notTests },
      to: { path: ['^src/(islands|stores)/', browserServices], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'services-without-state',
      comment: 'A browser service calls an outside service; it holds no app state and runs no server code.',
      severity: 'error',
      from: { path: browserServices, pathNot: notTests },
      to: { path: [serverOnly, '^src/(stores|islands|pages|layouts)/'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'features-pure',
      comment:
        'A feature’s own modules are rules and models, usable on both sides: no calls, no state, no server code.',
      severity: 'error',
      from: { path: `^src/${features}/[^/]+\\.tsx?$`, pathNot: notTests },
      to: {
        path: [serverOnly, browserServices, '^src/(stores|islands|pages|layouts)/'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'pages-and-layouts-on-top',
      comment:
        'A page is a route and a layout the frame of pages: a part, island or module is placed in a page, never the other way round. A page body shared by routes is a layout (ErrorPage.astro, ReportPage.astro).',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/(pages|layouts)/', notTests] },
      to: { path: '^src/(pages|layouts)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-circular',
      comment:
        'No module reaches itself, type-only imports included: a circle is a layer below that knows the one above it; break it where the knowledge belongs (a type lives with the code that defines it).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|styled-system|storybook-static|\\.astro)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
  },
};
