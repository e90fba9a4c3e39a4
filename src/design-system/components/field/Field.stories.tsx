import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Field, SelectField, TextField } from './Field.tsx';

const meta = {
  title: 'Design system/Field',
  component: Field.Root,
} satisfies Meta<typeof Field.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A search box as the FAQ's filter: the label names it, the help text describes it. */
export const TextInput: Story = {
  render: () => (
    <Field.Root>
      <Field.Label>Search the questions</Field.Label>
      <Field.Input type="search" name="q" placeholder="Type a word, e.g. project" />
      <Field.HelperText>Matches questions and answers, ignoring accents.</Field.HelperText>
    </Field.Root>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search the questions' });
    await expect(input).toHaveAccessibleDescription('Matches questions and answers, ignoring accents.');
    await userEvent.type(input, 'project');
    await expect(input).toHaveValue('project');
  },
};

/** A native select, as the RFP section filter (works without JavaScript). */
export const NativeSelect: Story = {
  render: () => (
    <Field.Root>
      <Field.Label>Section</Field.Label>
      <Field.Select name="section" defaultValue="">
        <option value="">All sections</option>
        <option value="Compliance">Compliance</option>
        <option value="Integration">Integration</option>
      </Field.Select>
    </Field.Root>
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Section' });
    await userEvent.selectOptions(select, 'Integration');
    await expect(select).toHaveValue('Integration');
  },
};

/** Invalid: the error is shown, tied to the control, and the border says so too. */
export const Invalid: Story = {
  render: () => (
    <Field.Root invalid required>
      <Field.Label>
        Project name
        <Field.RequiredIndicator />
      </Field.Label>
      <Field.Input name="project" />
      <Field.ErrorText>Enter a project name.</Field.ErrorText>
    </Field.Root>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Project name/ });
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    // Ark ties the error with aria-errormessage (shown only while invalid), the help with aria-describedby.
    await expect(input).toHaveAccessibleErrorMessage('Enter a project name.');
    // The border turns to the danger colour (#b91c1c), the message reads dark on pale red.
    await expect(getComputedStyle(input).borderColor).toBe('rgb(185, 28, 28)');
    await expect(getComputedStyle(within(canvasElement).getByText('Enter a project name.')).color).toBe(
      'rgb(127, 29, 29)',
    );
  },
};

/** Disabled: not editable, and it looks it. */
export const Disabled: Story = {
  render: () => (
    <Field.Root disabled>
      <Field.Label>Client</Field.Label>
      <Field.Input name="client" defaultValue="Northwind Traders" />
    </Field.Root>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Client' })).toBeDisabled();
  },
};

/** The composed text field an Astro page uses (no JavaScript): a hidden label still names it. */
export const TextFieldWithHiddenLabel: Story = {
  render: () => (
    <TextField label="Search the questions" hideLabel type="search" name="q" placeholder="Type a word, e.g. project" />
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search the questions' });
    await expect(input).toHaveAttribute('placeholder', 'Type a word, e.g. project');
    await expect(within(canvasElement).getByText('Search the questions')).toHaveClass('visually-hidden');
  },
};

/** The composed text field with an error: invalid, and the message tied to it. */
export const TextFieldWithError: Story = {
  render: () => <TextField label="Filter text" name="q" errorText="Use at most 200 characters." />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Filter text' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleErrorMessage('Use at most 200 characters.');
  },
};

/** The composed select, its first option chosen unless told otherwise. */
export const SelectFieldOptions: Story = {
  render: () => (
    <SelectField
      label="Section"
      name="section"
      defaultValue="Integration"
      options={[
        { value: '', label: 'All sections' },
        { value: 'Compliance', label: 'Compliance' },
        { value: 'Integration', label: 'Integration' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Section' });
    await expect(select).toHaveValue('Integration');
    await expect(within(select).getAllByRole('option')).toHaveLength(3);
  },
};
