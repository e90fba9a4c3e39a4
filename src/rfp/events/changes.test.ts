import { describe, expect, it } from 'vitest';
import { answersReadable, eventRoleOf } from './access.ts';
import {
  awarded,
  invitedFrom,
  newEvent,
  offlineSubmission,
  published,
  submitted,
  withAnswer,
  withClarificationAnswered,
  withQuestionAsked,
  withQuestionWithdrawn,
} from './changes.ts';
import { answersToSubmit, clarificationsOpen, emptyResponse, phaseOf, toConfirm } from './event.ts';
import { rfpNotices } from './notices.ts';
import { anEvent, buyer, clientUser, otherVendor, outsider, vera } from './testing.ts';

const now = new Date('2026-12-07T10:00:00Z');
const later = (days: number) => new Date(now.getTime() + days * 86_400_000);
const ada = { uid: 'ada', name: 'Ada Admin' };

describe('an RFP event’s deadline', () => {
  it('is read on the client’s wall clock, daylight saving included', () => {
    const made = newEvent(
      {
        id: 'e',
        clientId: 'c',
        project: '',
        title: ' Fleet ',
        timeZone: 'Europe/London',
        deadline: '2027-03-29T17:00',
        questions: [],
        invited: [{ organisation: 'Globex', emails: [] }],
      },
      ada,
      now,
    );
    expect(made.ok && made.value.deadline).toBe('2027-03-29T16:00:00.000Z');
    expect(made.ok && made.value.title).toBe('Fleet');
  });

  it('refuses a deadline passed, a zone unknown, no vendor', () => {
    const base = {
      id: 'e',
      clientId: 'c',
      project: '',
      title: 'Fleet',
      timeZone: 'UTC',
      deadline: '2026-12-06T17:00',
      questions: [],
      invited: [{ organisation: 'Globex', emails: [] }],
    };
    expect(newEvent(base, ada, now)).toEqual({ ok: false, problem: { code: 'deadlinePassed' } });
    expect(newEvent({ ...base, deadline: '2026-12-20T17:00', timeZone: 'Mars/Base' }, ada, now)).toEqual({
      ok: false,
      problem: { code: 'badTimeZone' },
    });
    expect(newEvent({ ...base, deadline: '2026-12-20T17:00', invited: [] }, ada, now)).toEqual({
      ok: false,
      problem: { code: 'noVendors' },
    });
  });

  it('closes the event the moment it passes, not a minute later', () => {
    const event = anEvent(now);
    expect(phaseOf(event, new Date(Date.parse(event.deadline) - 1))).toBe('open');
    expect(phaseOf(event, new Date(event.deadline))).toBe('closed');
  });
});

describe('who sees what of an event', () => {
  const open = anEvent(now);
  const closed = anEvent(now, { status: 'closed' });

  it('gives each person their role', () => {
    expect([buyer, clientUser, vera, otherVendor, outsider].map((viewer) => eventRoleOf(open, viewer))).toEqual([
      'buyer',
      'client',
      'vendor',
      'vendor',
      'none',
    ]);
  });

  it('keeps a draft the buyer’s', () => {
    const draft = anEvent(now, { status: 'draft' });
    expect([buyer, clientUser, vera].map((viewer) => eventRoleOf(draft, viewer))).toEqual(['buyer', 'none', 'none']);
  });

  it('seals every answer from the client’s side until the deadline, and from other vendors always', () => {
    const matrix = (event: typeof open, at: Date) =>
      [buyer, clientUser, vera, otherVendor, outsider].map((viewer) => answersReadable(event, viewer, 'Vendor Co', at));
    expect(matrix(open, now)).toEqual([false, false, true, false, false]);
    expect(matrix(open, later(8))).toEqual([true, true, true, false, false]);
    expect(matrix(closed, now)).toEqual([true, true, true, false, false]);
  });
});

describe('a vendor’s answers', () => {
  const event = anEvent(now);

  it('are saved one at a time, each on the save before it', () => {
    const first = withAnswer(event, emptyResponse(), { question: 1, value: 'GPS', basedOn: 0 }, 'vera', now);
    if (!first.ok) throw new Error('not saved');
    expect(first.answer.rev).toBe(1);
    const second = withAnswer(event, first.value, { question: 1, value: 'GPS and CAN bus', basedOn: 1 }, 'vera', now);
    expect(second.ok && second.value.answers['1']?.value).toBe('GPS and CAN bus');
  });

  it('show another tab’s save instead of overwriting it', () => {
    const first = withAnswer(event, emptyResponse(), { question: 1, value: 'GPS', basedOn: 0 }, 'vera', now);
    if (!first.ok) throw new Error('not saved');
    const stale = withAnswer(event, first.value, { question: 1, value: 'Mine', basedOn: 0 }, 'vera', now);
    expect(stale).toEqual({ ok: false, conflict: first.answer });
  });

  it('are checked against their question', () => {
    const save = (question: number, value: string) =>
      withAnswer(event, emptyResponse(), { question, value, basedOn: 0 }, 'vera', now);
    expect(save(2, 'many')).toEqual({ ok: false, problem: { code: 'notANumber' } });
    expect(save(2, '1,200').ok).toBe(true);
    expect(save(9, 'x')).toEqual({ ok: false, problem: { code: 'questionGone', question: 9 } });
    expect(save(1, 'x'.repeat(10_001))).toEqual({ ok: false, problem: { code: 'tooLong', limit: 10_000 } });
  });

  it('are refused once the deadline has passed, saved or submitted', () => {
    const at = new Date(event.deadline);
    expect(withAnswer(event, emptyResponse(), { question: 1, value: 'late', basedOn: 0 }, 'vera', at)).toEqual({
      ok: false,
      problem: { code: 'late' },
    });
    expect(submitted(event, emptyResponse(), { uid: 'vera', name: 'Vera' }, at)).toEqual({
      ok: false,
      problem: { code: 'late' },
    });
  });

  it('are submitted with a receipt counting what went', () => {
    const saved = withAnswer(event, emptyResponse(), { question: 2, value: '1200', basedOn: 0 }, 'vera', now);
    if (!saved.ok) throw new Error('not saved');
    const sent = submitted(event, saved.value, { uid: 'vera', name: 'Vera' }, now);
    expect(sent.ok && sent.value.submitted).toEqual({
      answers: { '2': '1200' },
      receipt: {
        at: now.toISOString(),
        by: { uid: 'vera', name: 'Vera' },
        answers: 1,
        files: [],
        version: 1,
        offline: false,
      },
    });
  });
});

describe('clarifications', () => {
  it('are asked until the cut-off, 48 hours before the deadline', () => {
    const event = anEvent(now, { deadline: later(3).toISOString() });
    expect(clarificationsOpen(event, now)).toBe(true);
    expect(withQuestionAsked(event, 'q1', 'Which depots?', 'vera', later(1.5))).toEqual({
      ok: false,
      problem: { code: 'clarificationsClosed' },
    });
  });

  it('an addendum puts every submission before it to confirm', () => {
    const event = anEvent(now);
    const asked = withQuestionAsked(event, 'q1', 'Which depots?', 'vera', now);
    if (!asked.ok) throw new Error('not asked');
    const response = offlineSubmission(event, emptyResponse(), { '1': 'GPS' }, ada, now);
    const answered = withClarificationAnswered(
      asked.value,
      { id: 'q1', answer: 'All three, see the annex.', addendum: true },
      now,
    );
    if (!answered.ok) throw new Error('not answered');
    expect(answered.value.version).toBe(2);
    expect(toConfirm(answered.value, response)).toBe(true);
    expect(toConfirm(event, response)).toBe(false);
  });
});

describe('a question withdrawn after answers were given', () => {
  const reason = 'Covered by the tracking question.';

  it('keeps the answer typed, no longer submits it, and puts submissions before it to confirm', () => {
    const event = anEvent(now);
    const typed = withAnswer(event, emptyResponse(), { question: 2, value: '1200', basedOn: 0 }, 'vera', now);
    if (!typed.ok) throw new Error('not saved');
    const sent = submitted(event, typed.value, { uid: 'vera', name: 'Vera' }, now);
    if (!sent.ok) throw new Error('not submitted');
    const withdrawn = withQuestionWithdrawn(event, { question: 2, reason: `  ${reason} ` }, now);
    if (!withdrawn.ok) throw new Error('not withdrawn');
    expect(withdrawn.value.questions.find((question) => question.id === 2)?.withdrawn).toEqual({
      at: now.toISOString(),
      reason,
    });
    expect(withdrawn.value.version).toBe(event.version + 1);
    expect(toConfirm(withdrawn.value, sent.value)).toBe(true);
    // Nothing typed is lost; it is just not part of the next submission.
    expect(sent.value.answers['2']?.value).toBe('1200');
    expect(answersToSubmit(withdrawn.value, sent.value)).toEqual({});
    const again = submitted(withdrawn.value, sent.value, { uid: 'vera', name: 'Vera' }, now);
    expect(again.ok && again.value.submitted?.receipt.answers).toBe(0);
  });

  it('refuses a save to it with a message naming the question, the other tab’s answer untouched', () => {
    const withdrawn = withQuestionWithdrawn(anEvent(now), { question: 2, reason }, now);
    if (!withdrawn.ok) throw new Error('not withdrawn');
    expect(withAnswer(withdrawn.value, emptyResponse(), { question: 2, value: '9', basedOn: 0 }, 'vera', now)).toEqual({
      ok: false,
      problem: { code: 'questionGone', question: 2 },
    });
    expect(
      offlineSubmission(withdrawn.value, emptyResponse(), { '1': 'GPS', '2': '9' }, ada, now).submitted?.answers,
    ).toEqual({
      '1': 'GPS',
    });
  });

  it('needs a reason, an open event, a question still asked, and leaves the last one', () => {
    const event = anEvent(now);
    expect(withQuestionWithdrawn(event, { question: 2, reason: ' ' }, now)).toEqual({
      ok: false,
      problem: { code: 'emptyText' },
    });
    expect(withQuestionWithdrawn(anEvent(now, { status: 'draft' }), { question: 2, reason }, now)).toEqual({
      ok: false,
      problem: { code: 'notOpen' },
    });
    expect(withQuestionWithdrawn(event, { question: 9, reason }, now)).toEqual({
      ok: false,
      problem: { code: 'questionGone', question: 9 },
    });
    const once = withQuestionWithdrawn(event, { question: 2, reason }, now);
    if (!once.ok) throw new Error('not withdrawn');
    expect(withQuestionWithdrawn(once.value, { question: 2, reason }, now)).toEqual({
      ok: false,
      problem: { code: 'questionGone', question: 2 },
    });
    expect(withQuestionWithdrawn(once.value, { question: 1, reason }, now)).toEqual({
      ok: false,
      problem: { code: 'lastQuestion' },
    });
  });
});

describe('publishing and awarding', () => {
  it('publishes a draft once, and awards a closed event to a vendor that submitted', () => {
    const draft = anEvent(now, { status: 'draft' });
    const open = published(draft, now);
    expect(open.ok && open.value.status).toBe('open');
    if (!open.ok) return;
    expect(published(open.value, now)).toEqual({ ok: false, problem: { code: 'notDraft' } });
    const input = { organisation: 'vendor co', reason: 'Best coverage', submittedBy: ['Vendor Co'] };
    expect(awarded(open.value, input, ada, now)).toEqual({ ok: false, problem: { code: 'notClosed' } });
    const award = awarded(open.value, input, ada, later(8));
    expect(award.ok && award.value.award?.organisation).toBe('Vendor Co');
    expect(awarded(open.value, { ...input, organisation: 'Globex' }, ada, later(8))).toEqual({
      ok: false,
      problem: { code: 'notSubmitted' },
    });
  });

  it('reads the invited vendors one a line', () => {
    expect(
      invitedFrom('Vendor Co: vera.vendor@vendor.test, ops@vendor.test\n\nGlobex\nvendor co: Sales@Vendor.test'),
    ).toEqual([
      { organisation: 'Vendor Co', emails: ['vera.vendor@vendor.test', 'ops@vendor.test', 'sales@vendor.test'] },
      { organisation: 'Globex', emails: [] },
    ]);
  });
});

describe('the notices an event owes', () => {
  it('tells an invited vendor of the invitation, then the nearest deadline reminder only', () => {
    const event = anEvent(now, { deadline: later(0.5).toISOString() });
    expect(rfpNotices([event], vera, 'Northwind', now).map((notice) => notice.once)).toEqual([
      'rfp:event-1:invited',
      'rfp:event-1:due1',
    ]);
    expect(rfpNotices([anEvent(now)], vera, 'Northwind', now).map((notice) => notice.once)).toEqual([
      'rfp:event-1:invited',
    ]);
  });

  it('tells everyone who follows it of the close and the award, and outsiders nothing', () => {
    const event = anEvent(now, { status: 'awarded' });
    expect(rfpNotices([event], clientUser, 'Northwind', now).map((notice) => notice.values.what)).toEqual([
      'closed',
      'awarded',
    ]);
    expect(rfpNotices([event], outsider, 'Northwind', now)).toEqual([]);
  });
});
