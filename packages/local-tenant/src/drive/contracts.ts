/**
 * The contracts of a seeded library: documents in `CONTRACT_LOCKER` (by category, one level of
 * sub-folders) whose facts are the library's contract columns, read and written through Graph as
 * list-item fields. Pure and deterministic for a client and a seeding day ("today"): end dates are
 * spread around that day (passed, within 30 days, 31 to 90, later), so the register always has
 * something due; a few contracts are deliberately incomplete or malformed.
 */
import { createHash } from 'node:crypto';
import type { SeedClient } from '../seed.ts';
import { ORGANISATION_CONTRACTS, type SeedCategory, type SeedVendor, TRADE_OF, TRADES } from '../trades.ts';
import type { DocumentText } from './documents.ts';

/** The library's contract columns (SharePoint internal names) and their kinds. */
export const CONTRACT_COLUMNS = {
  Title: 'text',
  Vendor: 'text',
  Category: 'text',
  StartDate: 'dateTime',
  EndDate: 'dateTime',
  NoticePeriodDays: 'number',
  AutoRenew: 'boolean',
  AnnualValue: 'number',
  Currency: 'text',
  Owner: 'text',
  Status: 'choice',
  VendorCity: 'text',
  VendorCountry: 'text',
} as const;
export type ContractColumn = keyof typeof CONTRACT_COLUMNS;
export const STATUS_CHOICES = ['Draft', 'Active', 'Expired', 'Terminated'] as const;
export const CONTRACT_FOLDER = 'CONTRACT_LOCKER';
/** The spreadsheet the provider kept before the columns: a document of the folder, not a contract. */
export const OLD_REGISTER_PATH = `${CONTRACT_FOLDER}/Contract register.xlsx`;
/** The content type of contract documents (the folder's default), and of other files. */
export const CONTRACT_CONTENT_TYPE = 'Contract';

export type FieldValue = string | number | boolean | null;
export type FieldValues = Record<string, FieldValue>;

export interface PlannedContract {
  /** Path in the library, under CONTRACT_LOCKER. */
  path: string;
  fields: FieldValues;
  document: DocumentText;
  /** The day the document was signed (its modification date). */
  signed: Date;
}

/** Mulberry32, seeded from a string. */
export function seededRandom(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32BE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const OWNERS = ['Priya Natarajan', 'Marco Rossi', 'Cem Client', 'Ada Admin', 'Selin Aydın', 'Omar Haddad'];
const NOTICE_PERIODS = [30, 30, 60, 60, 90, 90, 120, 180];

/** How many contracts each seed client has (by hubspot_company_xref); others get a handful. */
const COUNTS: Record<number, number> = { 1001: 48, 1002: 5, 1003: 14 };

const DAY_MS = 86_400_000;

function dayOffset(today: string, days: number): Date {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS);
}

/** Graph's form of a date-only column: midnight UTC. */
export function dateTimeField(date: Date): string {
  return `${date.toISOString().slice(0, 10)}T00:00:00Z`;
}

function money(value: number, currency: string): string {
  return `${currency} ${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/**
 * The contracts of a client, seeded on `today` (`YYYY-MM-DD`). Deadlines go round the buckets
 * (passed, within 30 days, 31 to 90, later) in turn, so every register has each; for Northwind the
 * 6th has no end date, the 12th a notice period of "abc", the 18th a negative value and the 24th
 * ends before it starts (imports and text columns bring such values; the portal shows them as
 * incomplete).
 */
export function planContracts(client: SeedClient, today: string): PlannedContract[] {
  const rnd = seededRandom(`contracts:${client.hubspot_company_xref}`);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const count = COUNTS[client.hubspot_company_xref] ?? 4;
  const trade = TRADES[TRADE_OF[client.hubspot_company_xref] ?? 'goods'] ?? {};
  const categories = Object.keys(trade);
  const small = count < 10;
  const planned: PlannedContract[] = [];
  const used = new Set<string>();
  for (let index = 0; index < count; index++) {
    const category = categories[index % categories.length] as string;
    const kind = trade[category] as SeedCategory;
    const picked = pick(kind.vendors);
    const organisation = ORGANISATION_CONTRACTS[client.hubspot_company_xref];
    const supplier = organisation?.indices.includes(index) ? organisation.vendor : picked;
    const vendor = supplier.name;
    const title = pick(kind.titles);
    // Round the buckets: passed, within 30 days, 31 to 90, later (up to two and a half years).
    const bucket = index % 4;
    const endOffset =
      bucket === 0
        ? -1 - Math.floor(rnd() * 120)
        : bucket === 1
          ? Math.floor(rnd() * 31)
          : bucket === 2
            ? 31 + Math.floor(rnd() * 60)
            : 91 + Math.floor(rnd() * 800);
    const autoRenew = rnd() < 0.4;
    const notice = autoRenew ? pick(NOTICE_PERIODS) : rnd() < 0.5 ? pick(NOTICE_PERIODS) : 0;
    // An auto-renewing contract's deadline is its notice day: move its end so the deadline lands in the bucket.
    const end = dayOffset(today, endOffset + (autoRenew ? notice : 0));
    const termYears = 1 + Math.floor(rnd() * 3);
    // Signed and started: a term that would begin after the seeding day begins a month before it.
    const start = new Date(
      Math.min(
        Date.UTC(end.getUTCFullYear() - termYears, end.getUTCMonth(), end.getUTCDate()) + DAY_MS,
        dayOffset(today, -30).getTime(),
      ),
    );
    const currency = index % 9 === 4 ? 'EUR' : index % 13 === 7 ? 'GBP' : index % 17 === 10 ? 'TRY' : 'USD';
    // Log-uniform over the category's range, to the hundred; lira at about 34 to the dollar.
    const [low, high] = kind.value;
    const dollars = low * (high / low) ** rnd();
    const rate = currency === 'TRY' ? 34 : currency === 'EUR' ? 0.92 : currency === 'GBP' ? 0.79 : 1;
    const annualValue = Math.round((dollars * rate) / 100) * 100;
    const passed = endOffset + (autoRenew ? notice : 0) < 0;
    const status =
      index === 2
        ? 'Draft'
        : index === 9
          ? 'Terminated'
          : passed && !autoRenew && index % 3 !== 0
            ? 'Expired'
            : 'Active';
    const fields: FieldValues = {
      ContentType: CONTRACT_CONTENT_TYPE,
      Title: title,
      Vendor: vendor,
      Category: category,
      StartDate: dateTimeField(start),
      EndDate: dateTimeField(end),
      NoticePeriodDays: notice,
      AutoRenew: autoRenew,
      AnnualValue: annualValue,
      Currency: currency,
      Owner: pick(OWNERS),
      Status: status,
      VendorCity: supplier.city,
      VendorCountry: supplier.country,
    };
    if (client.hubspot_company_xref === 1001) {
      if (index === 5) fields['EndDate'] = null;
      if (index === 11) fields['NoticePeriodDays'] = 'abc';
      if (index === 17) fields['AnnualValue'] = -12_500;
      if (index === 23) fields['StartDate'] = dateTimeField(new Date(end.getTime() + 30 * DAY_MS));
    }
    if (client.hubspot_company_xref === 1003 && index === 6) fields['Vendor'] = null;
    const folder = small ? CONTRACT_FOLDER : `${CONTRACT_FOLDER}/${category}`;
    // One in four a PDF (opens in the browser), the rest Word documents: PDFs are slow to make.
    // The name is made unique with its own extension: two plans of one name would make the library
    // number the second document while its facts went to the first.
    const extension = index % 4 === 0 ? '.pdf' : '.docx';
    let path = `${folder}/${vendor} - ${title}${extension}`;
    for (let n = 2; used.has(path); n++) path = `${folder}/${vendor} - ${title} (${n})${extension}`;
    used.add(path);
    const signed = new Date(start.getTime() - Math.floor(rnd() * 20) * DAY_MS + 10 * 3_600_000);
    planned.push({
      path,
      fields,
      signed,
      document: {
        title,
        subtitle: `${client.client_name} and ${vendor}`,
        author: String(fields['Owner']),
        created: signed,
        lines: [
          `This ${title.toLowerCase()} is made between ${client.client_name} ("Client") and ${vendor} ("Supplier").`,
          `Term: from ${start.toISOString().slice(0, 10)} to ${end.toISOString().slice(0, 10)}.`,
          autoRenew
            ? `The agreement renews itself for a further term unless notice is given ${notice} days before the end.`
            : 'The agreement ends at the end of the term unless renewed in writing.',
          `Annual contract value: ${money(annualValue, currency)}.`,
          '',
          '1. Services. The Supplier provides the services described in Schedule A.',
          '2. Fees. Fees are invoiced monthly in arrears.',
        ],
      },
    });
  }
  return planned;
}

/** Where the benchmark's contracts go: a folder of Contoso Bank's locker, so the other registers stay countable. */
export const BENCHMARK_CLIENT = 1003;
export const BENCHMARK_FOLDER = `${CONTRACT_FOLDER}/Benchmark`;

/** The `index`-th contract of the benchmark folder: file name and fields, cheap to make by the thousand. */
export function benchmarkContract(index: number, today: string): { name: string; fields: FieldValues } {
  const rnd = seededRandom(`benchmark:${index}`);
  const goods = TRADES['goods'] ?? {};
  const category = Object.keys(goods)[index % 8] as string;
  const kind = goods[category] as SeedCategory;
  const supplier = kind.vendors[index % kind.vendors.length] as SeedVendor;
  const vendor = supplier.name;
  const title = kind.titles[Math.floor(rnd() * kind.titles.length)] as string;
  const end = dayOffset(today, Math.floor(rnd() * 1200) - 200);
  const autoRenew = rnd() < 0.4;
  return {
    name: `${String(index + 1).padStart(5, '0')} ${vendor} - ${title}.pdf`,
    fields: {
      ContentType: CONTRACT_CONTENT_TYPE,
      Title: title,
      Vendor: vendor,
      Category: category,
      StartDate: dateTimeField(new Date(end.getTime() - 730 * DAY_MS)),
      EndDate: dateTimeField(end),
      NoticePeriodDays: autoRenew ? 90 : 0,
      AutoRenew: autoRenew,
      AnnualValue: Math.round((kind.value[0] + rnd() * (kind.value[1] - kind.value[0])) / 100) * 100,
      Currency: index % 10 === 0 ? 'EUR' : 'USD',
      Owner: OWNERS[index % OWNERS.length] as string,
      Status: end.getTime() < Date.parse(`${today}T00:00:00Z`) ? 'Expired' : 'Active',
      VendorCity: supplier.city,
      VendorCountry: supplier.country,
    },
  };
}
