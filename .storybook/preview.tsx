import { LocaleProvider } from '@ark-ui/react/locale';
import type { Preview } from '@storybook/react-vite';
import '../src/styles/global.css';

const preview: Preview = {
  parameters: {
    // Every story is also an accessibility test: axe violations fail the run.
    a11y: { test: 'error' },
    layout: 'padded',
  },
  globalTypes: {
    locale: {
      description: 'Language and direction',
      toolbar: {
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'ar', title: 'العربية (RTL)' },
        ],
      },
    },
  },
  initialGlobals: { locale: 'en' },
  decorators: [
    (Story, context) => {
      const rtl = context.globals['locale'] === 'ar';
      document.documentElement.lang = rtl ? 'ar' : 'en';
      document.documentElement.dir = rtl ? 'rtl' : 'ltr';
      // Ark's machines (keyboard direction, positioning, portalled parts) read the locale from
      // this provider, not from <html dir>.
      return (
        <LocaleProvider locale={rtl ? 'ar-SA' : 'en-US'}>
          <div data-scheme="default" style={{ padding: 4 }}>
            <Story />
          </div>
        </LocaleProvider>
      );
    },
  ],
};
export default preview;
