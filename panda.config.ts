import { defineConfig } from '@pandacss/dev';
import { dashboardRecipes, dashboardSlotRecipes } from './src/dashboards/recipes.ts';
import { recipes, slotRecipes } from './src/design-system/recipes.ts';
import { schemes, schemeVariables } from './src/design-system/theme/schemes.ts';
import { breakpoints, palettes, semanticTokens, textStyles, tokens } from './src/design-system/theme/tokens.ts';
import { PHONE_BREAKPOINT } from './src/design-system/theme/widths.ts';
import { rfpControlRecipe, rfpEvaluationRecipe, rfpTableRecipe } from './src/islands/rfp/rfp-evaluation.recipe.ts';
import { shellRecipes, shellSlotRecipes } from './src/shell/parts/recipes.ts';

// Scheme rules set the semantic colour variables on the element that carries data-scheme,
// so nested theme slots (main > navbar) override by inheritance, not by selector order.
const schemeRules = Object.fromEntries(
  Object.entries(schemes).map(([id, palette]) => [`[data-scheme="${id}"]`, schemeVariables(palette)]),
);

export default defineConfig({
  preflight: true,
  jsxFramework: 'react',
  include: ['./src/**/*.{ts,tsx,astro}', './.storybook/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.ts'],
  outdir: 'styled-system',
  importMap: 'styled-system',
  presets: ['@pandacss/preset-base', '@pandacss/preset-panda'],
  conditions: {
    extend: {
      folded: '[data-folded=true] &',
      open: '&:is([data-state=open], [open])',
      closed: '&[data-state=closed]',
      current: '&:is([aria-current=page], [aria-current=true])',
      // A table that becomes cards on a phone (the RFP evaluation's grid, the activity trail).
      phone: `@media (max-width: ${PHONE_BREAKPOINT - 1}px)`,
      notPhone: `@media (min-width: ${PHONE_BREAKPOINT}px)`,
    },
  },
  theme: {
    breakpoints,
    // The design system's recipes, then the app's own parts (not design-system components): the
    // shell's, the dashboards' and the RFP evaluation's. Hand-written CSS is only the global
    // layer order and page rules of src/styles/global.css (decision 145).
    extend: {
      tokens,
      semanticTokens,
      textStyles,
      recipes: { ...recipes, ...shellRecipes, ...dashboardRecipes, rfpControl: rfpControlRecipe },
      slotRecipes: {
        ...slotRecipes,
        ...shellSlotRecipes,
        ...dashboardSlotRecipes,
        rfpTable: rfpTableRecipe,
        rfpEvaluation: rfpEvaluationRecipe,
      },
    },
  },
  // A palette is chosen at run time (a badge's, an alert's): every palette's class exists.
  staticCss: { css: [{ properties: { colorPalette: [...palettes] } }] },
  globalCss: {
    extend: {
      ...schemeRules,
      html: { fontSize: 'var(--font-root, 62.5%)', WebkitTextSizeAdjust: '100%' },
      body: {
        fontFamily: 'body',
        fontSize: 'md',
        lineHeight: '1.5',
        bg: 'canvas',
        color: 'fg.default',
        WebkitFontSmoothing: 'antialiased',
      },
      'a, button, input, select, textarea, summary, [tabindex]': {
        _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
      },
      // Boxed layout: the shell is a box on a darker page (shell-layout.recipe.ts).
      'body:has(.shell[data-mode="boxed"])': {
        background: 'color-mix(in srgb, var(--colors-fg-default) 14%, var(--colors-canvas))',
      },
      'html[data-custom-scrollbars="true"]': {
        scrollbarWidth: 'thin',
        scrollbarColor: 'color-mix(in srgb, var(--colors-fg-default) 35%, transparent) transparent',
      },
      // On a box, not on a table: a table is never narrower than its content, whatever its width,
      // and a hidden one wider than a phone made the page scroll sideways.
      '.visually-hidden': {
        position: 'absolute',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
      },
    },
  },
});
