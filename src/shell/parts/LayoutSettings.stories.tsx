import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CONTAINER_WIDTH_NARROW } from '../../design-system/theme/widths.ts';
import type { Settings } from '../../preferences/settings.ts';
import { SampleShell, storyLocale, storySettings } from './examples.tsx';

type LayoutConfig = Settings['layout']['config'];

interface LayoutSettingsArgs {
  mode: LayoutConfig['mode'];
  containerWidth: LayoutConfig['containerWidth'];
  toolbarPosition: LayoutConfig['toolbar']['position'];
  footerPosition: LayoutConfig['footer']['position'];
}

/**
 * Each choice of the settings panel's layout section, as it shows (decision 053): the width mode
 * (full width, container, boxed) and where the toolbar and footer lie in layout 1. The toolbar's
 * globals still choose the language, direction, scheme and navbar style.
 */
const meta = {
  title: 'Shell/Layout settings',
  args: {
    mode: 'fullwidth',
    containerWidth: CONTAINER_WIDTH_NARROW,
    toolbarPosition: 'below',
    footerPosition: 'below',
  },
  argTypes: {
    mode: { control: 'inline-radio', options: ['fullwidth', 'container', 'boxed'] },
    containerWidth: { control: 'inline-radio', options: [1120, 1570] },
    toolbarPosition: { control: 'inline-radio', options: ['below', 'above'] },
    footerPosition: { control: 'inline-radio', options: ['below', 'above'] },
  },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' }, layout: 'layout1' },
  render: ({ mode, containerWidth, toolbarPosition, footerPosition }, { globals }) => {
    const settings = storySettings(globals);
    const config: LayoutConfig = {
      ...settings.layout.config,
      mode,
      containerWidth,
      toolbar: { ...settings.layout.config.toolbar, position: toolbarPosition },
      footer: { ...settings.layout.config.footer, position: footerPosition },
    };
    return (
      <SampleShell
        locale={storyLocale(globals['locale'])}
        settings={{ ...settings, layout: { ...settings.layout, config } }}
      />
    );
  },
} satisfies Meta<LayoutSettingsArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const boxOf = (element: Element) => element.getBoundingClientRect();
const parts = (canvasElement: HTMLElement) => {
  const shell = within(canvasElement);
  return {
    frame: canvasElement.querySelector('#shell') as HTMLElement,
    navbar: shell.getByRole('complementary', { name: 'Main navigation' }),
    toolbar: shell.getByRole('banner', { name: 'Toolbar' }),
    footer: shell.getByRole('contentinfo', { name: 'Footer' }),
    content: canvasElement.querySelector('.content-container') as HTMLElement,
  };
};

/** Full width: the page spans everything beside the navbar. */
export const FullWidth: Story = {
  play: async ({ canvasElement }) => {
    const { frame, content } = parts(canvasElement);
    await expect(boxOf(frame).width).toBe(window.innerWidth);
    await expect(boxOf(content).width).toBeGreaterThan(CONTAINER_WIDTH_NARROW);
  },
};

/** Container: the shell spans the screen; only the page keeps to the container width. */
export const Container: Story = {
  args: { mode: 'container' },
  play: async ({ canvasElement }) => {
    const { frame, toolbar, content } = parts(canvasElement);
    await expect(boxOf(frame).width).toBe(window.innerWidth);
    await expect(boxOf(content).width).toBeLessThanOrEqual(CONTAINER_WIDTH_NARROW);
    await expect(boxOf(toolbar).right).toBe(window.innerWidth);
  },
};

/** Boxed: the whole shell is a box of the container width, centred on a darker page. */
export const Boxed: Story = {
  args: { mode: 'boxed' },
  play: async ({ canvasElement }) => {
    const { frame, navbar, toolbar } = parts(canvasElement);
    const box = boxOf(frame);
    await expect(box.width).toBeLessThanOrEqual(CONTAINER_WIDTH_NARROW);
    await expect(Math.abs(box.left - (window.innerWidth - box.right))).toBeLessThanOrEqual(1);
    await expect(boxOf(navbar).left).toBeGreaterThanOrEqual(box.left);
    await expect(boxOf(toolbar).right).toBeLessThanOrEqual(box.right);
  },
};

/** Toolbar below (the default): it starts where the navbar ends. */
export const ToolbarBelow: Story = {
  play: async ({ canvasElement }) => {
    const { navbar, toolbar } = parts(canvasElement);
    await expect(Math.round(boxOf(toolbar).left)).toBe(Math.round(boxOf(navbar).right));
  },
};

/** Toolbar above: it spans the whole width over the navbar. */
export const ToolbarAbove: Story = {
  args: { toolbarPosition: 'above' },
  play: async ({ canvasElement }) => {
    const { navbar, toolbar } = parts(canvasElement);
    await expect(boxOf(toolbar).left).toBe(0);
    await expect(boxOf(toolbar).width).toBe(window.innerWidth);
    await expect(boxOf(navbar).top).toBeGreaterThanOrEqual(boxOf(toolbar).bottom - 1);
  },
};

/** Footer above: it spans the whole width under the navbar too. */
export const FooterAbove: Story = {
  args: { footerPosition: 'above' },
  play: async ({ canvasElement }) => {
    const { navbar, footer } = parts(canvasElement);
    await expect(boxOf(footer).left).toBe(0);
    await expect(boxOf(footer).width).toBe(window.innerWidth);
    await expect(boxOf(navbar).bottom).toBeLessThanOrEqual(boxOf(footer).top + 1);
  },
};
