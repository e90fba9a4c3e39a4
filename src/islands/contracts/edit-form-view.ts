/**
 * The edit form's behaviour once a person first saves: reads the form, hands it to the store
 * (src/stores/contract-edit.ts) and shows its state in the server's markup: each rule's message
 * beside its field, the other person's value beside each fact they changed meanwhile, and the
 * outcome. After a save the page is loaded again, so the details and the register show the new
 * facts as the server now reads them.
 */
import type { ContractFact, ContractFacts } from '../../contracts/contract.ts';
import { FORM_FACTS, type FormValues } from '../../contracts/edit-form.ts';
import type { EditMessageKey } from '../../contracts/editing.ts';
import {
  type ContractEditor,
  type ContractEditServices,
  type ContractEditState,
  createContractEditor,
  type EditProblem,
  portalServicesFor,
} from '../../stores/contract-edit.ts';

/** The strings the form shows after the page has loaded, in the page's language (from the server). */
export interface EditFormTexts {
  lang: string;
  messages: Partial<Record<EditMessageKey, string>>;
  problems: Partial<Record<EditProblem, string>>;
  saving: string;
  unchanged: string;
  invalid: string;
  conflict: string;
  /** With `{{value}}` where the other person's value goes. */
  theirs: string;
  empty: string;
  yes: string;
  no: string;
  statuses: Record<string, string>;
}

/** The address the page is loaded again at after a save: `edited` says so on the details. */
export const EDITED_PARAM = 'edited';

interface Bound {
  editor: ContractEditor;
  texts: EditFormTexts;
  form: HTMLFormElement;
}

const bound = new WeakMap<HTMLElement, Bound>();

function field(form: HTMLFormElement, fact: ContractFact): HTMLInputElement | HTMLSelectElement | null {
  const element = form.elements.namedItem(fact);
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element : null;
}

function readForm(form: HTMLFormElement): FormValues {
  const text = (fact: ContractFact) => field(form, fact)?.value ?? '';
  const autoRenew = field(form, 'autoRenew');
  return {
    vendor: text('vendor'),
    title: text('title'),
    category: text('category'),
    start: text('start'),
    end: text('end'),
    noticePeriodDays: text('noticePeriodDays'),
    autoRenew: autoRenew instanceof HTMLInputElement && autoRenew.checked,
    annualValue: text('annualValue'),
    currency: text('currency'),
    owner: text('owner'),
    vendorCity: text('vendorCity'),
    vendorCountry: text('vendorCountry'),
    status: text('status'),
  };
}

function writeForm(form: HTMLFormElement, values: FormValues): void {
  for (const fact of FORM_FACTS) {
    const element = field(form, fact);
    if (!element) continue;
    if (fact === 'autoRenew') (element as HTMLInputElement).checked = values.autoRenew;
    else element.value = values[fact];
  }
}

/** A fact as the person reads it: a status in their language, a date in their form. */
function shown(fact: ContractFact, values: FormValues, texts: EditFormTexts): string {
  if (fact === 'autoRenew') return values.autoRenew ? texts.yes : texts.no;
  const value = values[fact].trim();
  if (value === '') return texts.empty;
  if (fact === 'status') return texts.statuses[value] ?? value;
  if (fact === 'start' || fact === 'end') {
    const date = new Date(`${value}T00:00:00Z`);
    if (!Number.isNaN(date.getTime()))
      return new Intl.DateTimeFormat(texts.lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
  }
  return value;
}

/** "Now in the library: <value>", the value isolated (it may be in another language than the page). */
function showTheirs(note: HTMLElement, value: string, template: string): void {
  const [before = '', after = ''] = template.split('{{value}}');
  const isolated = document.createElement('bdi');
  isolated.textContent = value;
  note.replaceChildren(before, isolated, after);
}

function render(element: HTMLElement, { form, texts }: Bound, state: ContractEditState): void {
  if (state.status === 'saved') {
    const url = new URL(window.location.href);
    url.searchParams.set(EDITED_PARAM, '1');
    window.location.replace(url);
    return;
  }
  if (state.status === 'conflict') writeForm(form, state.values);
  for (const note of element.querySelectorAll<HTMLElement>('[data-error-for]')) {
    const fact = note.dataset['errorFor'] as ContractFact;
    const key = state.errors[fact];
    note.textContent = key ? (texts.messages[key] ?? key) : '';
    const input = field(form, fact);
    if (key) input?.setAttribute('aria-invalid', 'true');
    else input?.removeAttribute('aria-invalid');
  }
  for (const note of element.querySelectorAll<HTMLElement>('[data-theirs-for]')) {
    const fact = note.dataset['theirsFor'] as ContractFact;
    const changed = state.status === 'conflict' && state.changedMeanwhile.includes(fact);
    note.hidden = !changed;
    if (changed) showTheirs(note, shown(fact, state.opened, texts), texts.theirs);
    else note.replaceChildren();
  }
  const alert = element.querySelector<HTMLElement>('[data-edit-alert]');
  if (alert)
    alert.textContent =
      state.status === 'invalid'
        ? texts.invalid
        : state.status === 'conflict'
          ? texts.conflict
          : state.status === 'failed'
            ? (texts.problems[state.problem ?? 'failed'] ?? '')
            : '';
  const status = element.querySelector<HTMLElement>('[data-edit-status]');
  if (status)
    status.textContent = state.status === 'saving' ? texts.saving : state.status === 'unchanged' ? texts.unchanged : '';
  const save = element.querySelector<HTMLButtonElement>('[data-edit-save]');
  if (save) save.disabled = state.status === 'saving';
  if (state.status === 'invalid') {
    const first = FORM_FACTS.find((fact) => state.errors[fact]);
    if (first) field(form, first)?.focus();
  }
}

function bind(element: HTMLElement): Bound | undefined {
  const form = element.querySelector('form');
  const { place, contract, texts } = element.dataset;
  if (!form || !place || !contract || !texts) return undefined;
  const opened = JSON.parse(contract) as { id: string; eTag: string | null; facts: ContractFacts };
  // The portal, unless the element was given other services (its story's).
  const given = (element as HTMLElement & { services?: ContractEditServices }).services;
  const editor = createContractEditor(
    opened,
    given ?? portalServicesFor((JSON.parse(place) as { itemId: string }).itemId),
  );
  const made: Bound = { editor, texts: JSON.parse(texts) as EditFormTexts, form };
  editor.$edit.listen((state) => render(element, made, state));
  return made;
}

/** The form was sent: checked, and written to the library when it passes. */
export function submitFrom(element: HTMLElement): void {
  let made = bound.get(element);
  if (!made) {
    made = bind(element);
    if (!made) return;
    bound.set(element, made);
  }
  void made.editor.save(readForm(made.form));
}
