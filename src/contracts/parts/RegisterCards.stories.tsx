import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { languageOf } from '../../i18n/locales.ts';
import { storyLocale, storyTranslator } from '../../i18n/story-language.ts';
import { parseContract } from '../contract.ts';
import { contractStateOf } from '../model.ts';
import { type RegisterCard, RegisterCards } from './RegisterCards.tsx';
import { registerTextsOf } from './register-texts.ts';

/** The day the story's contracts are seen on. */
const TODAY = '2026-11-26';

/** Contracts as the register reads them from the library's columns: English and Arabic vendors. */
const contracts = [
  {
    Vendor: 'Contoso Fleet Services',
    Title: 'Fleet telematics',
    EndDate: '2026-12-31T00:00:00Z',
    NoticePeriodDays: 60,
  },
  {
    Vendor: 'شركة الخليج للتموين',
    Title: 'Catering, head office',
    EndDate: '2027-01-20T00:00:00Z',
    NoticePeriodDays: 30,
  },
  { Vendor: 'Northwind Freight', Title: 'Pallet freight, Europe', EndDate: '2027-02-12T00:00:00Z', AutoRenew: false },
  { Vendor: 'Fabrikam Security', Title: null, EndDate: '2028-06-30T00:00:00Z', NoticePeriodDays: 90 },
].map((fields, index) =>
  parseContract(
    {
      Category: 'Facilities',
      StartDate: '2024-01-01T00:00:00Z',
      AutoRenew: true,
      AnnualValue: 24000,
      Currency: 'USD',
      Owner: 'Priya Natarajan',
      Status: 'Active',
      ...fields,
    },
    { id: `0${index}CONTRACT`, fileName: `contract-${index + 1}.pdf` },
  ),
);

/** The cards as ContractRegister.astro builds them, in the story's language. */
function cardsIn(global: unknown): RegisterCard[] {
  const t = storyTranslator(global, ['contracts']);
  const texts = registerTextsOf(t, languageOf(storyLocale(global)).tag);
  return contracts.map((contract) => {
    const state = contractStateOf(contract, TODAY);
    return {
      id: contract.id,
      href: `?contract=${contract.id}`,
      title: contract.facts.title ?? contract.fileName ?? '',
      deadline: texts.deadline(state),
      daysLeft: texts.daysLeft(state),
      bucket: state.bucket,
      ended: state.ended,
      facts: [
        { label: t('contracts:columns.status'), value: texts.status(state) },
        { label: t('contracts:columns.vendor'), value: contract.facts.vendor ?? '' },
      ],
      titleLabel: t('contracts:columns.title'),
      incomplete:
        contract.problems.length > 0 ? { label: t('contracts:incomplete'), reasons: texts.problems(contract) } : null,
    };
  });
}

/**
 * The contract register at phone width: a card per contract, the deadline first (its day, the
 * days left, the status), then the vendor and the title that opens the details. Wider, the
 * register's table takes its place (the cards are not shown).
 */
const meta = {
  title: 'Contracts/Register cards',
  component: RegisterCards,
  args: { cards: cardsIn('en'), label: 'Contract register' },
  globals: { viewport: { value: 'phone' } },
  render: (args, { globals }) => (
    <RegisterCards
      {...args}
      cards={cardsIn(globals['locale'])}
      label={storyTranslator(globals['locale'], ['contracts'])('contracts:register.heading')}
    />
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(contracts.length);
    for (const card of cards) {
      // The deadline is what a card says first, and nothing in it is wider than the phone.
      expect(card.firstElementChild?.firstElementChild).toHaveAttribute('data-card-deadline');
      expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
      expect(within(card).getByRole('link')).toHaveAttribute('href', `?contract=${card.dataset['contractId']}`);
    }
    // Every value starts at its column's start, the page's, whatever its own script.
    const rtl = getComputedStyle(list).direction === 'rtl';
    const startGap = (value: Element) => {
      const range = document.createRange();
      range.selectNodeContents(value);
      const [box, text] = [value.getBoundingClientRect(), range.getBoundingClientRect()];
      return Math.round(rtl ? box.right - text.right : text.left - box.left);
    };
    const values = [...list.querySelectorAll('dd[dir="auto"]')];
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) expect(startGap(value)).toBe(0);
  },
} satisfies Meta<typeof RegisterCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {};

/** Arabic, right to left: every value starts at the column's start, the English vendors too. */
export const PhoneArabic: Story = { globals: { locale: 'ar' } };
