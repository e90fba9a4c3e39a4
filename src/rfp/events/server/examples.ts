import { readFile } from 'node:fs/promises';
import { clientIdFor } from '../../../clients/client.ts';
import { rfpFileSchema } from '../../../content/schemas/rfp.ts';
import type { StorageConfig } from '../../../server/storage/storage.ts';
import { offlineSubmission } from '../changes.ts';
import type { Question, RfpEvent } from '../event.ts';
import { instantOf, localTimeOf } from '../zoned-time.ts';
import { addEvent, changeResponse, readEvent } from './event-store.ts';

/**
 * The local environment's example RFP events (decision 140), for the demo client whose trade they
 * fit, Contoso Bank: a digital banking platform whose 315 questions four vendors answered (closed,
 * to evaluate), and card processing services open to Vendor Co (Vera Vendor) and one more vendor.
 * Added once, under fixed ids, by whichever instance starts first.
 */
const CONTOSO_BANK = clientIdFor(1003);
const PROJECT = 'Contoso Card Services';
const ZONE = 'Europe/Istanbul';
const system = { uid: 'portal', name: 'Client Portal' };
export const EXAMPLE_EVENT_IDS = { closed: 'contoso-digital-banking', open: 'contoso-card-processing' } as const;

const cardQuestions: [string, string, string, Question['type'], string[]][] = [
  ['Company', 'Profile', 'Describe your company, its ownership and its card processing business.', 'text', []],
  ['Company', 'Profile', 'How many issuing banks do you process cards for today?', 'number', []],
  ['Company', 'Compliance', 'Are you certified PCI DSS 4.0 Level 1?', 'yesNoPartial', []],
  ['Company', 'Compliance', 'Do you hold a payment institution licence in Türkiye?', 'yesNoPartial', []],
  ['Service', 'Processing', 'Which card schemes do you process?', 'text', []],
  ['Service', 'Processing', 'Do you support tokenised wallets (Apple Pay, Google Pay)?', 'yesNoPartial', []],
  [
    'Service',
    'Processing',
    'What authorisation time do you commit to at the 99th percentile, in milliseconds?',
    'number',
    [],
  ],
  ['Service', 'Support', 'Which support hours do you offer?', 'choice', ['Business hours', 'Extended hours', '24/7']],
  ['Service', 'Support', 'Describe how incidents are escalated to the bank.', 'text', []],
  ['Commercial', 'Pricing', 'Attach your price schedule.', 'files', []],
  ['Commercial', 'Pricing', 'What is your price per authorisation, in euro cents?', 'number', []],
  ['Commercial', 'Terms', 'What notice period do you ask for termination, in months?', 'number', []],
];

function cardProcessing(now: Date): RfpEvent {
  const sections = [...new Set(cardQuestions.map(([section]) => section))];
  const subsections: string[] = [];
  const questions: Question[] = cardQuestions.map(([section, subsection, text, type, choices], index) => {
    const secNum = sections.indexOf(section) + 1;
    if (!subsections.includes(`${section}/${subsection}`)) subsections.push(`${section}/${subsection}`);
    const subNum = subsections.filter((name) => name.startsWith(`${section}/`)).indexOf(`${section}/${subsection}`) + 1;
    return { id: index + 1, secNum, secSub: `${secNum}.${subNum}`, section, subsection, text, type, choices };
  });
  // Twelve days ahead, at 17:00 on the bank's wall clock.
  const day = localTimeOf(new Date(now.getTime() + 12 * 86_400_000), ZONE).slice(0, 10);
  const deadline = instantOf(`${day}T17:00`, ZONE) ?? new Date(now.getTime() + 12 * 86_400_000);
  return {
    id: EXAMPLE_EVENT_IDS.open,
    clientId: CONTOSO_BANK,
    project: PROJECT,
    title: 'Card processing services',
    timeZone: ZONE,
    deadline: deadline.toISOString(),
    status: 'open',
    createdAt: now.toISOString(),
    createdBy: system,
    publishedAt: now.toISOString(),
    closed: null,
    award: null,
    questions,
    invited: [
      { organisation: 'Vendor Co', emails: ['vera.vendor@vendor.test'] },
      { organisation: 'Tailspin Payments', emails: [] },
    ],
    clarifications: [],
    version: 1,
    remindersSent: [],
  };
}

async function digitalBanking(now: Date): Promise<{ event: RfpEvent; answers: Map<string, Record<string, string>> }> {
  const file = new URL('../../../content/mock/rfp-analysis.json', import.meta.url);
  const { rows } = rfpFileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  const vendors = rows[0]?.answers.map((answer) => answer.vendor) ?? [];
  const answers = new Map(vendors.map((vendor) => [vendor, {} as Record<string, string>]));
  for (const row of rows) {
    for (const answer of row.answers) {
      if (answer.value !== null) (answers.get(answer.vendor) ?? {})[String(row.Row)] = answer.value;
    }
  }
  const deadline = new Date(now.getTime() - 10 * 86_400_000).toISOString();
  const event: RfpEvent = {
    id: EXAMPLE_EVENT_IDS.closed,
    clientId: CONTOSO_BANK,
    project: PROJECT,
    title: 'Digital banking platform',
    timeZone: ZONE,
    deadline,
    status: 'closed',
    createdAt: new Date(now.getTime() - 40 * 86_400_000).toISOString(),
    createdBy: system,
    publishedAt: new Date(now.getTime() - 40 * 86_400_000).toISOString(),
    closed: { at: deadline, by: null },
    award: null,
    questions: rows.map((row) => ({
      id: row.Row,
      secNum: row.SecNum,
      secSub: row.SecSub,
      section: row.Section,
      subsection: row.Subsection,
      text: row.Question,
      type: 'text',
      choices: [],
    })),
    invited: vendors.map((organisation) => ({ organisation, emails: [] })),
    clarifications: [],
    version: 1,
    remindersSent: [],
  };
  return { event, answers };
}

/** Adds the example events the storage does not hold yet. */
export async function addExampleEvents(config: StorageConfig, now = new Date()): Promise<void> {
  if (!(await readEvent(config, EXAMPLE_EVENT_IDS.closed, now))) {
    const { event, answers } = await digitalBanking(now);
    for (const [vendor, given] of answers) {
      await changeResponse(config, event.id, vendor, (current) =>
        offlineSubmission(event, current, given, system, new Date(Date.parse(event.deadline) - 86_400_000)),
      );
    }
    await addEvent(config, event);
  }
  if (!(await readEvent(config, EXAMPLE_EVENT_IDS.open, now))) await addEvent(config, cardProcessing(now));
}
