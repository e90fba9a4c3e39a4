import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

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

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    // The same aliases as tsconfig's paths (Vite does not read them), for `storybook build`.
    resolve: {
      ...viteConfig.resolve,
      alias: {
        ...(viteConfig.resolve?.alias as Record<string, string> | undefined),
        'styled-system': path.join(root, 'styled-system'),
        '@': path.join(root, 'src'),
      },
    },
    optimizeDeps: {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        ...arkParts.map((part) => `@ark-ui/react/${part}`),
        'lucide-react',
        'nanostores',
        '@nanostores/react',
      ],
    },
  }),
};
export default config;
