import { describe, expect, it } from 'vitest';
import type { StorageConfig } from '../../server/storage/storage.ts';
import { answersReadable, eventRoleOf, type Viewer } from './access.ts';
import type { EventStatus } from './event.ts';
import { runEventAction } from './server/actions.ts';
import { anEvent, buyer, clientUser, otherVendor, outsider, vera } from './testing.ts';

const now = new Date('2026-12-07T09:00:00Z');
const week = 7 * 86_400_000;

/** The event in each phase: a draft, open before its deadline, closed by its deadline, awarded. */
const phases: Record<EventStatus, ReturnType<typeof anEvent>> = {
  draft: anEvent(now, { status: 'draft', publishedAt: null }),
  open: anEvent(now),
  closed: anEvent(now, { deadline: new Date(now.getTime() - week).toISOString() }),
  awarded: anEvent(now, {
    status: 'awarded',
    deadline: new Date(now.getTime() - week).toISOString(),
    award: {
      organisation: 'Vendor Co',
      reason: 'Best fit',
      at: now.toISOString(),
      by: { uid: 'ada', name: 'Ada Admin' },
    },
  }),
};

const people: Record<string, Viewer> = { buyer, clientUser, vera, otherVendor, outsider };

describe('who may do what in an RFP event', () => {
  // Each person's role, and whether they may read Vendor Co's answers, in each phase.
  const matrix: Record<string, Record<EventStatus, [string, boolean]>> = {
    buyer: { draft: ['buyer', false], open: ['buyer', false], closed: ['buyer', true], awarded: ['buyer', true] },
    clientUser: {
      draft: ['none', false],
      open: ['client', false],
      closed: ['client', true],
      awarded: ['client', true],
    },
    vera: { draft: ['none', false], open: ['vendor', true], closed: ['vendor', true], awarded: ['vendor', true] },
    otherVendor: {
      draft: ['none', false],
      open: ['vendor', false],
      closed: ['vendor', false],
      awarded: ['vendor', false],
    },
    outsider: { draft: ['none', false], open: ['none', false], closed: ['none', false], awarded: ['none', false] },
  };
  for (const [name, byPhase] of Object.entries(matrix)) {
    for (const [phase, [role, reads]] of Object.entries(byPhase) as [EventStatus, [string, boolean]][]) {
      it(`${name} in a ${phase} event: ${role}, ${reads ? 'reads' : 'cannot read'} Vendor Co's answers`, () => {
        const viewer = people[name] as Viewer;
        expect(eventRoleOf(phases[phase], viewer)).toBe(role);
        expect(answersReadable(phases[phase], viewer, 'Vendor Co', now)).toBe(reads);
      });
    }
  }

  it('reads a vendor organisation by its name whatever its case and spacing', () => {
    const shouting = { ...vera, organisation: '  VENDOR CO ' };
    expect(answersReadable(phases.open, shouting, 'Vendor Co', now)).toBe(true);
  });

  it('unseals at the deadline to the minute', () => {
    const event = phases.open;
    const at = new Date(Date.parse(event.deadline));
    expect(answersReadable(event, buyer, 'Vendor Co', new Date(at.getTime() - 1))).toBe(false);
    expect(answersReadable(event, buyer, 'Vendor Co', at)).toBe(true);
  });
});

describe('the event page refuses a form not of the person’s role', () => {
  // Refused before anything is read or written: no storage is needed.
  const config = {} as StorageConfig;
  const post = (action: string) => {
    const form = new FormData();
    form.set('action', action);
    return form;
  };
  const cases: [string, 'buyer' | 'vendor' | 'client', Viewer, string][] = [
    ['a vendor publishing', 'vendor', vera, 'publish'],
    ['a vendor awarding', 'vendor', vera, 'award'],
    ['a vendor answering a clarification', 'vendor', vera, 'answerClarification'],
    ['a vendor loading offline answers', 'vendor', vera, 'importAnswers'],
    ['a client user publishing', 'client', clientUser, 'publish'],
    ['a client user submitting', 'client', clientUser, 'submit'],
    ['a client user asking', 'client', clientUser, 'ask'],
    ['the buyer submitting answers', 'buyer', buyer, 'submit'],
    ['the buyer asking a question', 'buyer', buyer, 'ask'],
    ['anyone with an unknown action', 'buyer', buyer, 'reopen'],
  ];
  for (const [name, role, viewer, action] of cases) {
    it(name, async () => {
      expect(await runEventAction(config, { event: phases.open, role, viewer }, post(action), now)).toEqual({
        refused: true,
      });
    });
  }
});
