// @ts-check

import { fileURLToPath } from 'node:url';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { buildInputsIntegration } from './scripts/lib/build-inputs.mjs';
import { precompressBuild } from './scripts/precompress.mjs';

// Every route is rendered on the server; the adapter builds a request handler that our own
// Node entry (src/server/main.ts) mounts, so one process serves pages, static assets and,
// locally, starts the tenant.
export default defineConfig({
  output: 'server',
  // Pages render to one string, not a stream (decision 097): they are read whole before they are sent
  // anyway (server/http/whole-page.ts), and a stream cost a chunk, an encoding and a read per part.
  // The JSON APIs take at most 64 KB and an RFP workbook 8 MB (src/server/http/json-body.ts); this is the backstop for any body.
  adapter: node({ mode: 'middleware', bodySizeLimit: 9 * 1024 * 1024, experimentalDisableStreaming: true }),
  integrations: [
    // Each React part renders with renderToString instead of a web stream of its own (decision 091):
    // a dashboard renders about a dozen React parts per request. See 'react-parts-keep-their-ids'.
    react({ experimentalDisableStreaming: true }),
    {
      // `client:interaction`: hydrate an island on the first pointer, focus or key inside it (decision 060).
      name: 'client-interaction-directive',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) => {
          addClientDirective({ name: 'interaction', entrypoint: './src/scripts/hydrate-on-interaction.ts' });
        },
      },
    },
    {
      // The browser's files, compressed once here (brotli and gzip) for sirv to send (src/server/main.ts).
      name: 'precompressed-assets',
      hooks: { 'astro:build:done': () => precompressBuild(new URL('./dist/client/', import.meta.url)) },
    },
    // Last: what the finished build was made from, so `npm test` can skip a build that is current.
    buildInputsIntegration(fileURLToPath(new URL('.', import.meta.url))),
  ],
  trailingSlash: 'ignore',
  build: { inlineStylesheets: 'never' },
  server: { host: '127.0.0.1', port: 4321 },
  devToolbar: { enabled: false },
  prefetch: false,
  security: {
    // Cross-site writes are refused by the middleware against PUBLIC_URL's origin (src/middleware/cross-site.ts):
    // Astro's own check compares with the origin the Node server sees, plain http behind a TLS proxy.
    checkOrigin: false,
    // Astro hashes every script and style it renders into each page's Content-Security-Policy
    // header, so no 'unsafe-inline' is needed for them; the middleware adds the directives that
    // depend on the configuration (src/server/http/security-headers.ts). Server-rendered React
    // writes `style` attributes (positions, sizes), hence 'unsafe-inline' for attributes only.
    csp: {
      scriptDirective: { resources: ["'self'"] },
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
    },
  },
  vite: {
    ssr: {
      // lucide-react's `node` export is one CommonJS file of every icon (2.6 MB, each icon's shape
      // made at load): the server kept all of them alive to draw a few dozen. Bundled like our own
      // code, only the icons the pages import are in the build.
      noExternal: ['lucide-react'],
    },
    plugins: [
      {
        // Panda's generated modules only define styles and recipes, but the bundler cannot tell
        // (`Object.keys(...)` at their top level): every page that used one recipe from the
        // barrel paid for all of them. Saying they have no side effects lets unused ones go.
        name: 'styled-system-without-side-effects',
        transform(code, id) {
          if (/[\\/]styled-system[\\/].*\.mjs$/.test(id)) return { code, map: null, moduleSideEffects: false };
          return undefined;
        },
      },
      {
        // With streaming off, @astrojs/react renders without the island's id prefix, so ids from
        // `useId` (the user menu) would differ between the server's HTML and the hydrated island.
        // React's renderToString takes the prefix: hand it the options the stream was given.
        name: 'react-parts-keep-their-ids',
        transform(code, id, options) {
          if (!options?.ssr || !/[\\/]@astrojs[\\/]react[\\/]dist[\\/]server\.js$/.test(id)) return undefined;
          const unprefixed = 'ReactDOM.renderToString(vnode)';
          if (!code.includes(unprefixed)) throw new Error('@astrojs/react changed: check react-parts-keep-their-ids');
          return { code: code.replace(unprefixed, 'ReactDOM.renderToString(vnode, renderOptions)'), map: null };
        },
      },
      {
        // Each signed-in page hashes its inline scripts and styles for the CSP header and encrypts
        // its server island's props, through WebCrypto: a thread-pool round trip each, for a few
        // hundred bytes. The server build does both in process instead, with the same results
        // (src/server/http/render-crypto.ts, decision 108).
        name: 'render-crypto-in-process',
        transform(code, id, options) {
          if (!options?.ssr || !/[\\/]astro[\\/]dist[\\/]core[\\/]encryption\.js$/.test(id)) return undefined;
          const replaced = ['encryptString', 'generateCspDigest'];
          for (const name of replaced) {
            if (!code.includes(`async function ${name}(`))
              throw new Error('Astro’s encryption module changed: check render-crypto-in-process');
          }
          const inProcess = fileURLToPath(new URL('./src/server/http/render-crypto.ts', import.meta.url));
          return {
            code: `import { ${replaced.join(', ')} } from ${JSON.stringify(inProcess)};\n${replaced.reduce(
              (module, name) => module.replace(`async function ${name}(`, `async function ${name}WithWebCrypto(`),
              code,
            )}`,
            map: null,
          };
        },
      },
      {
        // Astro asks each renderer whether a component is its own before rendering it; React's
        // answer renders the component once more (a whole renderToReadableStream, per part, per
        // request). A component tagged with its renderer is not asked (decision 082): every
        // component our .tsx files export is React's, so the server build tags them.
        name: 'react-parts-tagged',
        transform(code, id, options) {
          if (!options?.ssr || !/[\\/]src[\\/].*\.tsx$/.test(id) || /\.(stories|test)\.tsx$/.test(id)) return undefined;
          const names = [...code.matchAll(/^export (?:default )?function ([A-Z]\w*)/gm)].map((match) => match[1]);
          if (names.length === 0) return undefined;
          const tags = names.map((name) => `__astro_tag_component__(${name}, '@astrojs/react');`).join('\n');
          return {
            code: `${code}\nimport { __astro_tag_component__ } from 'astro/runtime/server/index.js';\n${tags}\n`,
            map: null,
          };
        },
      },
    ],
  },
});
