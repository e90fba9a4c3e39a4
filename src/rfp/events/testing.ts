import type { Viewer } from './access.ts';
import type { RfpEvent } from './event.ts';

/** An event of a client as the tests make it: two questions, two vendors invited, open for a week from `now`. */
export function anEvent(now: Date, changes: Partial<RfpEvent> = {}): RfpEvent {
  return {
    id: 'event-1',
    clientId: 'client-1',
    project: 'Fleet',
    title: 'Fleet tracking',
    timeZone: 'Europe/Istanbul',
    deadline: new Date(now.getTime() + 7 * 86_400_000).toISOString(),
    status: 'open',
    createdAt: now.toISOString(),
    createdBy: { uid: 'ada', name: 'Ada Admin' },
    publishedAt: now.toISOString(),
    closed: null,
    award: null,
    questions: [
      {
        id: 1,
        secNum: 1,
        secSub: '1.1',
        section: 'Service',
        subsection: 'Tracking',
        text: 'Describe your fleet tracking',
        type: 'text',
        choices: [],
      },
      {
        id: 2,
        secNum: 1,
        secSub: '1.1',
        section: 'Service',
        subsection: 'Tracking',
        text: 'How many vehicles do you track?',
        type: 'number',
        choices: [],
      },
    ],
    invited: [
      { organisation: 'Vendor Co', emails: ['vera.vendor@vendor.test'] },
      { organisation: 'Globex', emails: [] },
    ],
    clarifications: [],
    version: 1,
    remindersSent: [],
    ...changes,
  };
}

/** The event of `anEvent` with a third question, answered with files. */
export function anEventWithFiles(now: Date, changes: Partial<RfpEvent> = {}): RfpEvent {
  const event = anEvent(now, changes);
  return {
    ...event,
    questions: [
      ...event.questions,
      {
        id: 3,
        secNum: 2,
        secSub: '2.1',
        section: 'Commercial',
        subsection: 'Pricing',
        text: 'Attach your prices',
        type: 'files',
        choices: [],
      },
    ],
  };
}

export const buyer: Viewer = { uid: 'ada', name: 'Ada Admin', roles: ['user', 'EFI_USER'], organisation: null };
export const clientUser: Viewer = {
  uid: 'cem',
  name: 'Cem Client',
  roles: ['user', 'CLIENT_PROSPECT_USER'],
  organisation: null,
};
export const vera: Viewer = {
  uid: 'vera',
  name: 'Vera Vendor',
  roles: ['user', 'VENDOR_USER'],
  organisation: 'Vendor Co',
};
export const otherVendor: Viewer = {
  uid: 'gus',
  name: 'Gus Globex',
  roles: ['user', 'VENDOR_USER'],
  organisation: 'Globex',
};
export const outsider: Viewer = {
  uid: 'ina',
  name: 'Ina Initech',
  roles: ['user', 'VENDOR_USER'],
  organisation: 'Initech',
};
