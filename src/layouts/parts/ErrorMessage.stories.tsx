import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyTranslator } from '../../i18n/story-language.ts';
import { ErrorMessage } from './ErrorMessage.tsx';
import { OnBareCard } from './examples.tsx';

type Status = '403' | '404' | '500' | '503';

/** A request id as the server's log names it. */
const requestId = '7f3c9a2e-51d4-4b8e-9c61-0a2f4e6d8b13';

/** The props ErrorPage.astro gives the message for a status, in the story's language. */
function errorPage(status: Status, locale: unknown) {
  const t = storyTranslator(locale, ['pages']);
  return {
    props: {
      code: t(`pages:errors.${status}.code`),
      title: t(`pages:errors.${status}.title`),
      message: t(`pages:errors.${status}.message`),
      reference:
        status === '404' || status === '403'
          ? undefined
          : t('pages:errors.reference', { id: `\u2068${requestId}\u2069` }),
      back: {
        href: status === '503' ? '/apps/file-manager' : '/apps/dashboards/project',
        label: t(`pages:errors.${status}.back`),
      },
    },
  };
}

const meta = {
  title: 'Pages/Error page',
  component: ErrorMessage,
  parameters: { layout: 'fullscreen' },
  args: errorPage('404', 'en').props,
  render: (args, { globals, parameters }) => {
    const { props } = errorPage(parameters['status'] as Status, globals['locale']);
    return (
      <OnBareCard locale={globals['locale']}>
        <ErrorMessage {...args} {...props} />
      </OnBareCard>
    );
  },
} satisfies Meta<typeof ErrorMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page that does not exist: no reference (nothing failed), back to the dashboard. */
export const NotFound: Story = {
  parameters: { status: '404' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    await expect(page.queryByTestId('error-reference')).not.toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Go back to the dashboard' })).toHaveAttribute(
      'href',
      '/apps/dashboards/project',
    );
  },
};

/** A screen the company's portal does not include (its features): no reference (nothing failed), back to the dashboard. */
export const Forbidden: Story = {
  parameters: { status: '403' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1 })).toHaveTextContent("Not part of your company's portal");
    await expect(page.queryByTestId('error-reference')).not.toBeInTheDocument();
  },
};

/** A failure on the portal's side: the reference a person can quote to support. */
export const ServerError: Story = {
  parameters: { status: '500' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong');
    await expect(page.getByTestId('error-reference')).toHaveTextContent(requestId);
  },
};

/** The storage does not answer: try the same page again. */
export const Unavailable: Story = {
  parameters: { status: '503' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('The portal is unavailable');
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/apps/file-manager');
  },
};
