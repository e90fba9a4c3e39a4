import { describe, expect, it } from 'vitest';
import { quickPanelDataSchema } from './quick-panel.ts';
import { QuickPanelAnswerError, readQuickPanelAnswer } from './quick-panel-answer.ts';

const entry = { id: 'e1', title: 'Renewal call', detail: '10:00' };

describe("the quick panel's answer", () => {
  it('is read as the endpoint schema reads it, extra fields dropped', () => {
    const answer = { events: [{ ...entry, extra: true }], notes: [entry] };
    expect(readQuickPanelAnswer(answer)).toEqual(quickPanelDataSchema.parse(answer));
  });

  it('is refused when it is not the documented shape', () => {
    for (const bad of [null, 'x', {}, { events: [], notes: {} }, { events: [{ ...entry, id: '' }], notes: [] }]) {
      expect(() => readQuickPanelAnswer(bad)).toThrow(QuickPanelAnswerError);
    }
  });
});
