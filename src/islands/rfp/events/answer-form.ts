/**
 * `<rfp-answers>`: keeps a vendor's answers as they type (AnswerForm.astro, decision 140). An
 * answer is saved a moment after its last key, or at once when its field is left or a choice made;
 * one save at a time per question, each based on the save before it: when another tab or device
 * saved the question meanwhile, the server answers 409 with its value, which the form shows in place
 * of this one while keeping this one aside with "Keep mine". Saves still waiting when the page goes
 * are sent with `keepalive`.
 */

const SAVE_AFTER_MS = 600;

interface QuestionState {
  timer: ReturnType<typeof setTimeout> | undefined;
  inFlight: boolean;
  /** A value changed while a save was under way: saved once that one answers. */
  again: boolean;
}

class RfpAnswers extends HTMLElement {
  readonly #states = new Map<string, QuestionState>();

  connectedCallback(): void {
    this.addEventListener('input', this.#changed);
    this.addEventListener('change', this.#changed);
    this.addEventListener('click', this.#clicked);
    window.addEventListener('pagehide', this.#flush);
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
    const box = (event.target as Element | null)?.closest<HTMLElement>('[data-question]');
    if (!box?.dataset['question']) return;
    // Typing saves a moment after the last key; a change (a field left, a choice made) at once.
    if (event.type === 'change') {
      void this.#save(box);
      return;
    }
    const state = this.#stateOf(box.dataset['question']);
    clearTimeout(state.timer);
    state.timer = setTimeout(() => void this.#save(box), SAVE_AFTER_MS);
    this.#say(box, '');
  };

  readonly #clicked = (event: Event): void => {
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
