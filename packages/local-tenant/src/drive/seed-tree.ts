/**
 * The seeded document library of a client: reserved folders (General, CONTRACT_LOCKER,
 * INVOICE_INTEL, PORTAL/assets/logo with the client's logo), Uploads, and a tree of contracts,
 * invoices, reports and vendor files as real PDF, DOCX, XLSX, CSV, PNG and JPEG files. Pure and
 * deterministic: the same client always gives the same paths, bytes and dates.
 */
import { createHash } from 'node:crypto';
import { INVOICE_EXTRACT_NAME, invoiceExtractRows, invoicesOf } from '../reports/invoices.ts';
import { type SeedClient, seedClients, seedUsers } from '../seed.ts';
import { OLD_REGISTER_PATH, planContracts } from './contracts.ts';
import { csvDocument, docxDocument, pdfDocument, xlsxDocument } from './documents.ts';
import { chartPng, logoPng, photoJpeg } from './images.ts';

export interface PlannedItem {
  /** Path relative to the library root, `/`-separated. */
  path: string;
  /** File content; absent for a folder. */
  data?: Buffer;
  /** Last modification (also the file's mtime on disk). */
  modified: Date;
}

export interface Person {
  displayName: string;
  email: string;
  id: string;
}

const CLIENT_COLOURS: Record<number, string> = { 1001: '#1d4ed8', 1002: '#c2410c', 1003: '#047857' };

export function clientColour(client: SeedClient): string {
  const fallback = `#${createHash('sha256').update(client.siteID).digest('hex').slice(0, 6)}`;
  return CLIENT_COLOURS[client.hubspot_company_xref] ?? fallback;
}

export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

const STAFF: readonly Person[] = [
  { displayName: 'Priya Natarajan', email: 'priya.natarajan@efi.test', id: '0a8e6c41-7d2b-4f3e-9a15-2c4b6d8e0f11' },
  { displayName: 'Marco Rossi', email: 'marco.rossi@efi.test', id: '5c7e9a13-2f4d-4b6a-8c0e-3d5f7a9b1c22' },
];

/** Who creates and edits a client's documents: the seed users with access to it, and two staff members. */
export function peopleOf(client: SeedClient | undefined): readonly Person[] {
  const users = seedUsers
    .filter((user) => client && user.access.some((a) => a.hubspot_company_xref === client.hubspot_company_xref))
    .filter((user) => !user.failure)
    .map((user) => ({ displayName: user.displayName, email: user.email, id: user.oid }));
  return [...users, ...STAFF];
}

/** Mulberry32, seeded from a string. */
function random(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32BE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const VENDORS = [
  'Acme Office Supply',
  'Globex Logistics',
  'Initech Software',
  'Umbrella Facilities',
  'Stark Industrial',
  'Wayne Fleet Services',
  'Hooli Cloud',
  'Vandelay Imports',
  'Soylent Catering',
  'Cyberdyne Security',
];

const CONTRACT_TYPES = [
  'Master services agreement',
  'Statement of work',
  'Non-disclosure agreement',
  'Software licence',
  'Maintenance agreement',
  'Supply agreement',
];

const CATEGORIES = ['Facilities', 'IT & software', 'Logistics', 'Office supplies', 'Professional services', 'Fleet'];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function money(value: number): string {
  return `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

function day(year: number, month: number, dayOfMonth: number, rnd: () => number): Date {
  return new Date(
    Date.UTC(year, month - 1, dayOfMonth, 8 + Math.floor(rnd() * 9), Math.floor(rnd() * 60), Math.floor(rnd() * 60)),
  );
}

/** Today's calendar day in UTC (`YYYY-MM-DD`): the default seeding day of the contracts. */
export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The library of a client; its contracts' dates are spread around `today` (`YYYY-MM-DD`). */
export async function planLibrary(client: SeedClient, today: string = todayUtc()): Promise<PlannedItem[]> {
  const rnd = random(`library:${client.hubspot_company_xref}`);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const small = client.projects.length === 0;
  const accent = clientColour(client);
  const people = peopleOf(client);
  const author = () => pick(people).displayName;
  const name = client.client_name;
  const items: PlannedItem[] = [];
  const folders = new Map<string, Date>();
  const folder = (path: string, modified: Date) => {
    const parts = path.split('/');
    for (let i = 1; i <= parts.length; i++) {
      const prefix = parts.slice(0, i).join('/');
      const known = folders.get(prefix);
      if (!known || known < modified) folders.set(prefix, modified);
    }
  };
  const used = new Set<string>();
  // PDFs are made asynchronously; the plan (paths, dates, the random draws) is made in order.
  const making: Promise<void>[] = [];
  const file = (wanted: string, modified: Date, data: Buffer | Promise<Buffer>) => {
    // The same vendor may sign the same kind of contract twice a year: number the second one.
    const dot = wanted.lastIndexOf('.');
    let path = wanted;
    for (let n = 2; used.has(path); n++) path = `${wanted.slice(0, dot)} (${n})${wanted.slice(dot)}`;
    used.add(path);
    const item: PlannedItem = { path, modified };
    items.push(item);
    making.push(
      Promise.resolve(data).then((bytes) => {
        item.data = bytes;
      }),
    );
    const parent = path.split('/').slice(0, -1).join('/');
    if (parent) folder(parent, modified);
  };

  // Reserved folders the portal hides from the file list.
  const setUp = day(2024, 1, 15, rnd);
  file(
    'General/Welcome to the client portal.docx',
    setUp,
    docxDocument({
      title: `Welcome, ${name}`,
      subtitle: 'Client portal',
      author: 'Ada Admin',
      created: setUp,
      lines: [
        'This library holds the documents we share with you.',
        '',
        'Contracts, invoices and reports are filed by year.',
      ],
    }),
  );
  file(
    OLD_REGISTER_PATH,
    day(2026, 10, 1, rnd),
    xlsxDocument({
      title: 'Contract register',
      author: 'Ada Admin',
      created: setUp,
      sheetName: 'Register',
      rows: [
        ['Vendor', 'Contract', 'Start', 'End', 'Annual value'],
        ...VENDORS.slice(0, 6).map((vendor, i) => [
          vendor,
          pick(CONTRACT_TYPES),
          `${2024 + (i % 3)}-0${1 + (i % 9)}-01`,
          `${2027 + (i % 2)}-12-31`,
          Math.round(rnd() * 9e6) / 100,
        ]),
      ],
    }),
  );
  // The provider's invoice extract: the same invoices the invoice report draws, up to the seeding
  // day. The random stream is drawn as the earlier, made-up extract drew it, so every later item
  // of the library stays as it was.
  const extractTime = day(2026, 10, 31, rnd);
  for (let i = 0; i < 12; i++) [pick(VENDORS), pick(CATEGORIES), rnd()];
  file(
    `INVOICE_INTEL/${INVOICE_EXTRACT_NAME}`,
    new Date(`${today}T${extractTime.toISOString().slice(11)}`),
    csvDocument(invoiceExtractRows(invoicesOf(client.hubspot_company_xref, today))),
  );
  file(`PORTAL/assets/logo/${client.logo_path}`, setUp, logoPng(initialsOf(name), accent));
  folder('Uploads', setUp);

  // Contracts by year, some with amendments one level deeper.
  const vendors = VENDORS.filter(() => rnd() < 0.75).slice(0, small ? 3 : 5);
  const years = small ? [2025, 2026] : [2024, 2025, 2026];
  for (const year of years) {
    const count = small ? 2 : 3 + Math.floor(rnd() * 2);
    for (let i = 0; i < count; i++) {
      const vendor = pick(vendors);
      const type = pick(CONTRACT_TYPES);
      const signed = day(year, 1 + Math.floor(rnd() * (year === 2026 ? 10 : 12)), 1 + Math.floor(rnd() * 27), rnd);
      const value = Math.round(2e4 + rnd() * 5e5);
      const text = {
        title: type,
        subtitle: `${name} and ${vendor}`,
        author: author(),
        created: signed,
        accent,
        lines: [
          `This ${type.toLowerCase()} is made between ${name} ("Client") and ${vendor} ("Supplier").`,
          `Effective date: ${signed.toISOString().slice(0, 10)}. Term: ${12 + 12 * Math.floor(rnd() * 3)} months.`,
          `Annual contract value: ${money(value)}. Payment terms: net ${pick([30, 45, 60])} days.`,
          '',
          '1. Services. The Supplier provides the services described in Schedule A.',
          '2. Fees. Fees are invoiced monthly in arrears.',
          '3. Termination. Either party may terminate with 90 days written notice.',
        ],
      };
      const base = `Contracts/${year}/${vendor} - ${type}`;
      file(`${base}.pdf`, signed, pdfDocument(text));
      if (rnd() < 0.4) file(`${base} (draft).docx`, signed, docxDocument(text));
      if (!small && rnd() < 0.3) {
        const amended = new Date(signed.getTime() + 40 * 86_400_000);
        file(
          `Contracts/${year}/Amendments/${vendor} - Amendment ${i + 1}.docx`,
          amended,
          docxDocument({ ...text, title: `Amendment ${i + 1}`, created: amended }),
        );
      }
    }
  }

  // Invoices by year and month, with a yearly summary workbook.
  for (const year of years.slice(-2)) {
    const months = small ? [3, 9] : year === 2026 ? [1, 2, 3, 5, 8] : [2, 4, 6, 7, 10, 12];
    const summary: (string | number)[][] = [['Invoice', 'Vendor', 'Date', 'Amount']];
    let latest = day(year, months[0] ?? 1, 1, rnd);
    for (const month of months) {
      const monthFolder = `Invoices/${year}/${String(month).padStart(2, '0')} ${MONTH_NAMES[month - 1]}`;
      const count = small ? 1 : 2 + Math.floor(rnd() * 2);
      for (let i = 0; i < count; i++) {
        const vendor = pick(vendors);
        const number = `INV-${year}-${String(month).padStart(2, '0')}${String(Math.floor(rnd() * 900) + 100)}`;
        const issued = day(year, month, 1 + Math.floor(rnd() * 27), rnd);
        const lines = Array.from({ length: 2 + Math.floor(rnd() * 3) }, () => ({
          item: pick(CATEGORIES),
          amount: Math.round(rnd() * 8e5) / 100,
        }));
        const total = lines.reduce((sum, line) => sum + line.amount, 0);
        file(
          `${monthFolder}/${number} ${vendor}.pdf`,
          issued,
          pdfDocument({
            title: `Invoice ${number}`,
            subtitle: `${vendor} to ${name}`,
            author: vendor,
            created: issued,
            accent: '#334155',
            lines: [
              `Invoice date: ${issued.toISOString().slice(0, 10)}`,
              `Bill to: ${name}`,
              '',
              ...lines.map((line) => `${line.item.padEnd(28, '.')} ${money(line.amount)}`),
              '',
              `Total due: ${money(total)}`,
            ],
          }),
        );
        summary.push([number, vendor, issued.toISOString().slice(0, 10), Math.round(total * 100) / 100]);
        if (issued > latest) latest = issued;
      }
    }
    file(
      `Invoices/${year}/Invoice summary ${year}.xlsx`,
      latest,
      xlsxDocument({
        title: `Invoice summary ${year}`,
        author: author(),
        created: latest,
        sheetName: `${year}`,
        rows: summary,
      }),
    );
  }

  // Reports, with charts one level deeper.
  const reported = day(2026, 10, 5, rnd);
  const spend = CATEGORIES.map(() => 0.2 + rnd() * 0.8);
  file(
    'Reports/Spend analysis 2026.xlsx',
    reported,
    xlsxDocument({
      title: 'Spend analysis 2026',
      author: author(),
      created: reported,
      sheetName: 'By category',
      rows: [
        ['Category', 'Spend', 'Savings'],
        ...CATEGORIES.map((category, i) => [
          category,
          Math.round((spend[i] ?? 0) * 1e8) / 100,
          Math.round((spend[i] ?? 0) * rnd() * 1e7) / 100,
        ]),
      ],
    }),
  );
  file(
    'Reports/Savings tracker.csv',
    reported,
    csvDocument([
      ['initiative', 'owner', 'target_usd', 'achieved_usd'],
      ...vendors.map((vendor) => [`Renegotiate ${vendor}`, author(), Math.round(rnd() * 1e5), Math.round(rnd() * 8e4)]),
    ]),
  );
  file('Reports/Charts/Spend by category.png', reported, chartPng(spend, accent));
  for (const quarter of small ? [3] : [1, 2, 3]) {
    const when = day(2026, quarter * 3 + 1, 10, rnd);
    file(
      `Reports/Quarterly business review Q${quarter} 2026.docx`,
      when,
      docxDocument({
        title: `Quarterly business review Q${quarter} 2026`,
        subtitle: name,
        author: author(),
        created: when,
        lines: [
          'Highlights',
          `Spend under management grew ${Math.round(rnd() * 20)}%.`,
          `Identified savings: ${money(Math.round(rnd() * 3e7) / 100)}.`,
        ],
      }),
    );
    if (!small)
      file(
        `Reports/Charts/Monthly spend Q${quarter}.png`,
        when,
        chartPng(
          [0, 1, 2].map(() => 0.3 + rnd() * 0.7),
          accent,
          360,
          240,
        ),
      );
  }

  // Vendor folders: tax form, insurance certificate, contacts, sometimes a site photo.
  for (const [index, vendor] of vendors.entries()) {
    const onboarded = day(2024 + (index % 3), 1 + Math.floor(rnd() * 10), 1 + Math.floor(rnd() * 27), rnd);
    const base = `Vendors/${vendor}`;
    file(
      `${base}/W-9.pdf`,
      onboarded,
      pdfDocument({
        title: 'Form W-9',
        subtitle: vendor,
        author: vendor,
        created: onboarded,
        accent: '#475569',
        lines: [
          `Name: ${vendor}`,
          'Federal tax classification: C corporation',
          `TIN: ${10 + index}-${String(Math.floor(rnd() * 9e6) + 1e6)}`,
        ],
      }),
    );
    file(
      `${base}/Certificate of insurance.pdf`,
      onboarded,
      pdfDocument({
        title: 'Certificate of insurance',
        subtitle: vendor,
        author: vendor,
        created: onboarded,
        accent: '#0f766e',
        lines: [
          `Insured: ${vendor}`,
          `General liability: ${money(1e6 * (1 + (index % 3)))}`,
          `Certificate holder: ${name}`,
        ],
      }),
    );
    file(
      `${base}/Contacts.csv`,
      onboarded,
      csvDocument([
        ['name', 'role', 'email'],
        ['Account manager', 'Sales', `accounts@${vendor.split(' ')[0]?.toLowerCase()}.test`],
        ['Billing', 'Finance', `billing@${vendor.split(' ')[0]?.toLowerCase()}.test`],
      ]),
    );
    if (rnd() < 0.5) file(`${base}/Site visit.jpg`, onboarded, photoJpeg(accent, index));
  }

  // Loose files at the root, one plan per project.
  const kickoff = day(2024, 2, 1, rnd);
  file(
    'Engagement letter.pdf',
    kickoff,
    pdfDocument({
      title: 'Engagement letter',
      subtitle: name,
      author: 'Ada Admin',
      created: kickoff,
      accent,
      lines: [`Dear ${name},`, '', 'Thank you for choosing us to review your procurement and spend.'],
    }),
  );
  for (const project of client.projects)
    file(
      `${project.project_name} - plan.xlsx`,
      kickoff,
      xlsxDocument({
        title: `${project.project_name} plan`,
        author: author(),
        created: kickoff,
        sheetName: 'Plan',
        rows: [
          ['Milestone', 'Owner', 'Due'],
          ['Kick-off', 'Ada Admin', '2026-01-15'],
          ['Data collection', author(), '2026-03-01'],
          ['Recommendations', author(), '2026-06-30'],
        ],
      }),
    );

  // The contract locker: each contract a document, its facts in the library's columns (fields.ts).
  for (const contract of planContracts(client, today))
    file(
      contract.path,
      contract.signed,
      contract.path.endsWith('.pdf') ? pdfDocument(contract.document) : docxDocument(contract.document),
    );

  for (const [path, modified] of folders) items.push({ path, modified });
  await Promise.all(making);
  return items.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** The seed client a site id belongs to. */
export function clientOfSite(siteId: string): SeedClient | undefined {
  return seedClients.find((client) => client.siteID === siteId);
}
