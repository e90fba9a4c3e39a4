/**
 * `<rfp-answers>`: keeps a vendor's answers as they type (AnswerForm.astro, decision 140). An
 * answer is saved a moment after its last key, or at once when its field is left or a choice made;
 * one save at a time per question, each based on the save before it: when another tab or device
 * saved the question meanwhile, the server answers 409 with its value, which the form shows in place
 * of this one while keeping this one aside with "Keep mine". Saves still waiting when the page goes
 * are sent with `keepalive`.
 */

import { formatSize } from '../../../file-manager/format.ts';
import { fileProblemOf } from '../../../rfp/events/attachments.ts';

const SAVE_AFTER_MS = 600;

interface QuestionState {
  timer: ReturnType<typeof setTimeout> | undefined;
  inFlight: boolean;
  /** A value changed while a save was under way: saved once that one answers. */
  again: boolean;
}

/** Whether a field differs from what the page came with. */
function changedSinceLoad(field: Element): boolean {
  if (field instanceof HTMLInputElement) {
    if (field.type === 'radio' || field.type === 'checkbox') return field.checked !== field.defaultChecked;
    return field.type !== 'file' && field.value !== field.defaultValue;
  }
  return field instanceof HTMLTextAreaElement && field.value !== field.defaultValue;
}

class RfpAnswers extends HTMLElement {
  readonly #states = new Map<string, QuestionState>();

  connectedCallback(): void {
    this.addEventListener('input', this.#changed);
    this.addEventListener('change', this.#changed);
    this.addEventListener('click', this.#clicked);
    window.addEventListener('pagehide', this.#flush);
    // What was typed or chosen before this script ran (it comes after the page's HTML) is saved
    // as if it were typed now: its events had no one listening.
    for (const box of this.querySelectorAll<HTMLElement>('[data-question]')) {
      if (box.dataset['type'] !== 'files' && [...box.querySelectorAll('input, textarea')].some(changedSinceLoad))
        this.#later(box);
    }
  }

  disconnectedCallback(): void {
    this.removeEventListener('input', this.#changed);
    this.removeEventListener('change', this.#changed);
    this.removeEventListener('click', this.#clicked);
    window.removeEventListener('pagehide', this.#flush);
  }

  #stateOf(id: string): QuestionState {
    let state = this.#states.get(id);
    if (!state) {
      state = { timer: undefined, inFlight: false, again: false };
      this.#states.set(id, state);
    }
    return state;
  }

  readonly #changed = (event: Event): void => {
    const target = event.target as Element | null;
    const box = target?.closest<HTMLElement>('[data-question]');
    if (!box?.dataset['question']) return;
    // Files are attached one by one as they are chosen, never typed.
    if (box.dataset['type'] === 'files') {
      if (event.type === 'change' && target instanceof HTMLInputElement && target.files) void this.#attach(box, target);
      return;
    }
    // Typing saves a moment after the last key; a change (a field left, a choice made) at once.
    if (event.type === 'change') {
      void this.#save(box);
      return;
    }
    this.#later(box);
  };

  /** Saves the question a moment after its last change. */
  #later(box: HTMLElement): void {
    const state = this.#stateOf(box.dataset['question'] ?? '');
    clearTimeout(state.timer);
    state.timer = setTimeout(() => void this.#save(box), SAVE_AFTER_MS);
    this.#say(box, '');
  }

  readonly #clicked = (event: Event): void => {
    const remove = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-remove]');
    if (remove) {
      void this.#remove(remove);
      return;
    }
    const button = (event.target as Element | null)?.closest('[data-use-mine]');
    const box = button?.closest<HTMLElement>('[data-question]');
    if (!box) return;
    const mine = box.querySelector<HTMLElement>('[data-mine]')?.textContent ?? '';
    this.#fill(box, mine);
    const conflict = box.querySelector<HTMLElement>('[data-conflict]');
    if (conflict) conflict.hidden = true;
    void this.#save(box);
  };

  /** The answer as kept: a yes / no / partial one as `Partially: comment`. */
  #valueOf(box: HTMLElement): string {
    if (box.dataset['type'] === 'yesNoPartial') {
      const choice = box.querySelector<HTMLInputElement>('[data-part="choice"]:checked')?.value ?? '';
      const comment = box.querySelector<HTMLTextAreaElement>('[data-part="comment"]')?.value.trim() ?? '';
      return choice && comment ? `${choice}: ${comment}` : choice || comment;
    }
    const radios = box.querySelectorAll<HTMLInputElement>('input[type="radio"][data-part="value"]');
    if (radios.length > 0) return [...radios].find((radio) => radio.checked)?.value ?? '';
    return box.querySelector<HTMLInputElement | HTMLTextAreaElement>('[data-part="value"]')?.value ?? '';
  }

  #fill(box: HTMLElement, value: string): void {
    if (box.dataset['type'] === 'yesNoPartial') {
      const [choice = '', ...rest] = value.split(':');
      for (const radio of box.querySelectorAll<HTMLInputElement>('[data-part="choice"]'))
        radio.checked = radio.value === choice.trim();
      const comment = box.querySelector<HTMLTextAreaElement>('[data-part="comment"]');
      if (comment) comment.value = rest.join(':').trim();
      return;
    }
    const radios = box.querySelectorAll<HTMLInputElement>('input[type="radio"][data-part="value"]');
    for (const radio of radios) radio.checked = radio.value === value;
    const field = box.querySelector<HTMLInputElement | HTMLTextAreaElement>('[data-part="value"]:not([type="radio"])');
    if (field) field.value = value;
  }

  #say(box: HTMLElement, text: string): void {
    const line = box.querySelector<HTMLElement>('[data-save-state]');
    if (line) line.textContent = text;
  }

  #request(box: HTMLElement, keepalive: boolean): Promise<Response> {
    return fetch(`/api/rfp/events/${encodeURIComponent(this.dataset['event'] ?? '')}/answers`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        question: Number(box.dataset['question']),
        value: this.#valueOf(box),
        basedOn: Number(box.dataset['rev'] ?? 0),
      }),
      keepalive,
    });
  }

  async #save(box: HTMLElement): Promise<void> {
    const state = this.#stateOf(box.dataset['question'] ?? '');
    clearTimeout(state.timer);
    state.timer = undefined;
    if (state.inFlight) {
      state.again = true;
      return;
    }
    state.inFlight = true;
    this.#say(box, this.dataset['saving'] ?? '');
    try {
      const response = await this.#request(box, false);
      const body = (await response.json().catch(() => ({}))) as {
        answer?: { rev: number; value?: string };
        error?: { message?: string };
      };
      if (response.ok && body.answer) {
        box.dataset['rev'] = String(body.answer.rev);
        // "Saved" only when nothing newer waits: a change made meanwhile is not saved yet.
        if (state.timer === undefined && !state.again) this.#say(box, this.dataset['saved'] ?? '');
      } else if (response.status === 409 && body.answer?.value !== undefined) {
        // Another tab's save: show it, keep this one aside to choose.
        const mine = this.#valueOf(box);
        box.dataset['rev'] = String(body.answer.rev);
        this.#fill(box, body.answer.value);
        const conflict = box.querySelector<HTMLElement>('[data-conflict]');
        const kept = box.querySelector<HTMLElement>('[data-mine]');
        if (conflict && kept) {
          kept.textContent = mine;
          conflict.hidden = false;
        }
        this.#say(box, '');
        state.again = false;
      } else {
        this.#say(
          box,
          (this.dataset['failed'] ?? '').replace('{{reason}}', body.error?.message ?? String(response.status)),
        );
        state.again = false;
      }
    } catch {
      this.#say(box, (this.dataset['failed'] ?? '').replace('{{reason}}', '—'));
    } finally {
      state.inFlight = false;
    }
    if (state.again) {
      state.again = false;
      await this.#save(box);
    }
  }

  /** A dictionary text given to the element, with its `{{name}}` filled. */
  #text(key: string, name = ''): string {
    return (this.dataset[key] ?? '').replace('{{name}}', name);
  }

  #filesUrl(itemId?: string): string {
    const base = `/api/rfp/events/${encodeURIComponent(this.dataset['event'] ?? '')}/files`;
    return itemId === undefined ? base : `${base}/${encodeURIComponent(itemId)}`;
  }

  /** Each chosen file in turn: refused here when the rules say so, else sent and listed. */
  async #attach(box: HTMLElement, input: HTMLInputElement): Promise<void> {
    const chosen = [...(input.files ?? [])];
    input.value = '';
    const list = box.querySelector<HTMLElement>('[data-file-list]');
    const said: string[] = [];
    for (const file of chosen) {
      const attached = list?.querySelectorAll('[data-file]').length ?? 0;
      const problem = fileProblemOf(file, attached);
      if (problem) {
        said.push(
          problem.code === 'fileCount'
            ? this.#text('fileCount')
            : this.#text(problem.code === 'fileSize' ? 'fileSize' : 'fileType', file.name),
        );
        this.#say(box, said.join(' '));
        continue;
      }
      this.#say(box, [...said, this.#text('attaching', file.name)].join(' '));
      try {
        const response = await fetch(`${this.#filesUrl()}?question=${box.dataset['question'] ?? ''}`, {
          method: 'POST',
          headers: {
            'content-type': file.type || 'application/octet-stream',
            'x-file-name': encodeURIComponent(file.name),
          },
          body: file,
        });
        const body = (await response.json().catch(() => ({}))) as {
          file?: { itemId: string; name: string; size: number };
          error?: { message?: string };
        };
        if (response.ok && body.file) {
          this.#listFile(box, body.file);
          said.push(this.#text('attached', body.file.name));
        } else said.push(body.error?.message ?? this.#text('fileFailed', file.name));
      } catch {
        said.push(this.#text('fileFailed', file.name));
      }
      this.#say(box, said.join(' '));
    }
  }

  #listFile(box: HTMLElement, file: { itemId: string; name: string; size: number }): void {
    const list = box.querySelector<HTMLElement>('[data-file-list]');
    if (!list) return;
    const item = document.createElement('li');
    item.dataset['file'] = file.itemId;
    const link = document.createElement('a');
    link.href = this.#filesUrl(file.itemId);
    link.download = '';
    link.setAttribute('aria-label', this.#text('downloadLabel', file.name));
    const name = document.createElement('bdi');
    name.dir = 'auto';
    name.textContent = file.name;
    link.append(name);
    const size = document.createElement('span');
    size.className = this.dataset['hintClass'] ?? '';
    size.textContent = formatSize(file.size, this.dataset['locale'] ?? 'en');
    const remove = document.createElement('button');
    remove.type = 'button';
    remove.className = this.dataset['buttonClass'] ?? '';
    remove.dataset['remove'] = file.itemId;
    remove.setAttribute('aria-label', this.#text('removeLabel', file.name));
    remove.textContent = this.dataset['removeText'] ?? '';
    item.append(link, size, remove);
    list.append(item);
    this.#showEmpty(box);
  }

  #showEmpty(box: HTMLElement): void {
    const empty = box.querySelector<HTMLElement>('[data-no-files]');
    if (empty) empty.hidden = (box.querySelector('[data-file-list]')?.children.length ?? 0) > 0;
  }

  async #remove(button: HTMLButtonElement): Promise<void> {
    const box = button.closest<HTMLElement>('[data-question]');
    const item = button.closest<HTMLElement>('[data-file]');
    if (!box || !item) return;
    const name = item.querySelector('bdi')?.textContent ?? '';
    button.disabled = true;
    try {
      const response = await fetch(
        `${this.#filesUrl(button.dataset['remove'])}?question=${box.dataset['question'] ?? ''}`,
        { method: 'DELETE' },
      );
      if (response.ok || response.status === 404) {
        // Focus stays in the answer: on its file picker once the button is gone.
        item.remove();
        this.#showEmpty(box);
        box.querySelector<HTMLInputElement>('[data-part="files"]')?.focus();
        this.#say(box, this.#text('removed', name));
        return;
      }
      const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
      this.#say(box, body.error?.message ?? this.#text('fileNotRemoved', name));
    } catch {
      this.#say(box, this.#text('fileNotRemoved', name));
    }
    button.disabled = false;
  }

  /** The page is going: every save still waiting goes now, outliving the page. */
  readonly #flush = (): void => {
    for (const [id, state] of this.#states) {
      if (state.timer === undefined && !state.again) continue;
      clearTimeout(state.timer);
      state.timer = undefined;
      const box = this.querySelector<HTMLElement>(`[data-question="${CSS.escape(id)}"]`);
      if (box) void this.#request(box, true).catch(() => undefined);
    }
  };
}

// Evaluated once per page, so defined once.
customElements.define('rfp-answers', RfpAnswers);
