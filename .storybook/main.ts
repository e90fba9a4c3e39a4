import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin } from 'vite';
import { SPRITE_PATH, shellIconSprite } from '../src/shell/icons/sprite.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Pre-bundled up front: when Vite discovers a dependency mid-run it reloads the page, and the
// story tests running in it fail. One entry per Ark subpath the design system imports.
const arkParts = [
  'avatar',
  'combobox',
  'dialog',
  'factory',
  'field',
  'locale',
  'menu',
  'popover',
  'portal',
  'progress',
  'select',
  'slider',
  'switch',
  'tabs',
  'toast',
  'tooltip',
];

/**
 * The shell's icon sprite at the portal's own address (src/pages/icons.svg.ts), for the shell's
 * parts: served by the dev and test servers, written into a built Storybook.
 */
const shellIconSpritePlugin = (): Plugin => ({
  name: 'shell-icon-sprite',
  configureServer(server) {
    server.middlewares.use((request, response, next) => {
      if (request.url?.split('?')[0] !== SPRITE_PATH) return next();
      response.setHeader('Content-Type', 'image/svg+xml');
      response.end(shellIconSprite().svg);
    });
  },
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: SPRITE_PATH.slice(1), source: shellIconSprite().svg });
  },
});

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The flags of the language button and the client logos, at the paths the portal serves them.
  staticDirs: ['../public'],
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), shellIconSpritePlugin()],
    // The same aliases as tsconfig's paths (Vite does not read them), for `storybook build`.
    resolve: {
      ...viteConfig.resolve,
      alias: {
        ...(viteConfig.resolve?.alias as Record<string, string> | undefined),
        'styled-system': path.join(root, 'styled-system'),
      },
    },
    optimizeDeps: {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        ...arkParts.map((part) => `@ark-ui/react/${part}`),
        'lucide-react',
        // The islands' stores, the settings' schemas and the dashboards' charts, which the
        // portal's own parts' stories bring in.
        'nanostores',
        '@nanostores/react',
        'zod',
        'd3-geo',
        'd3-scale',
        'd3-shape',
        'topojson-client',
      ],
    },
  }),
};
export default config;
