import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type ContractEntry, parseContract } from '../../contracts/contract.ts';
import { storyLocale, storyTranslator } from '../../i18n/story-language.ts';
import type { ContractEditServices } from '../../stores/contract-edit.ts';
import { ContractEditFields } from './ContractEditFields.tsx';
import { editFormTextsOf } from './edit-form-texts.ts';
import './contract-edit-form.ts';

/** A contract as the register reads it from the library's columns. */
const fieldsOf = (changes: Record<string, unknown> = {}) => ({
  '@odata.etag': '"{7B1E},4"',
  Vendor: 'Contoso Fleet Services',
  Title: 'Fleet telematics',
  Category: 'Logistics',
  StartDate: '2025-01-01T00:00:00Z',
  EndDate: '2027-12-31T00:00:00Z',
  NoticePeriodDays: 90,
  AutoRenew: true,
  AnnualValue: 36000,
  Currency: 'EUR',
  Owner: 'Priya Natarajan',
  Status: 'Active',
  ...changes,
});
const contract: ContractEntry = parseContract(fieldsOf(), { id: '01CONTRACT', eTag: '"{7B1E},4"' });

/**
 * Services in place of the portal's: each save is refused with Graph's 412 (someone else saved first),
 * and reading the contract again answers the library's new facts, whose title someone changed.
 */
const someoneSavedFirst: ContractEditServices = {
  write: async () => {
    throw Object.assign(new Error('resourceModified'), { status: 412, code: 'resourceModified' });
  },
  read: async () => ({
    fieldValueSet: fieldsOf({ Title: 'Fleet telematics and tracking', '@odata.etag': '"{7B1E},5"' }),
    eTag: '"{7B1E},5"',
  }),
};

/**
 * Provider staff's form for a contract's facts, as the server renders it under the contract's
 * details (ContractEditForm.astro) with its `<contract-edit-form>` element; here the element's
 * calls to the portal are the story's.
 */
const meta = {
  title: 'Contracts/Edit form',
  component: ContractEditFields,
  args: { contract, t: storyTranslator('en', ['contracts', 'contractEdit']) },
  render: (args, { globals }) => {
    const t = storyTranslator(globals['locale'], ['contracts', 'contractEdit']);
    const opened = { id: args.contract.id, eTag: args.contract.eTag, facts: args.contract.facts };
    // The element as the server writes it (a custom element: created by name, its services set as a property).
    return createElement(
      'contract-edit-form',
      {
        ref: (element: (HTMLElement & { services?: ContractEditServices }) | null) => {
          if (element) element.services = someoneSavedFirst;
        },
        'data-place': '{}',
        'data-contract': JSON.stringify(opened),
        'data-texts': JSON.stringify(editFormTextsOf(t, storyLocale(globals['locale']))),
      },
      <ContractEditFields contract={args.contract} t={t} />,
    );
  },
} satisfies Meta<typeof ContractEditFields>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sets a date field as a person picking a day does (typing into a date field differs by browser). */
function pick(field: HTMLElement, day: string): void {
  (field as HTMLInputElement).value = day;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A rule broken: its message beside the field, which says it to assistive technology too. */
export const EndBeforeStart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Edit facts'));
    const end = canvas.getByLabelText('End');
    pick(end, '2024-06-30');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(end).toHaveAttribute('aria-invalid', 'true'));
    await expect(end).toHaveAccessibleDescription(/^\s*The end must come after the start\.\s*$/);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Check the facts marked below.');
    await expect(end).toHaveFocus();
  },
};

/**
 * Someone else saved first (Graph's 412): what this person typed is kept, the fact the other
 * person changed shows its new value beside it, and nothing is written until they save again.
 */
export const ChangedMeanwhile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Edit facts'));
    const owner = canvas.getByLabelText('Owner');
    await userEvent.clear(owner);
    await userEvent.type(owner, 'Mehmet Yılmaz');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/Someone else changed this contract/));
    const title = canvas.getByLabelText('Title');
    await expect(title).toHaveAccessibleDescription(/^\s*Now in the library: Fleet telematics and tracking\s*$/);
    await expect(owner).toHaveValue('Mehmet Yılmaz');
    await expect(canvasElement.querySelector(`[data-theirs-for="owner"]`)).not.toBeVisible();
  },
};
