/**
 * The contracts of a seeded library: documents in `CONTRACT_LOCKER` (by category, one level of
 * sub-folders) whose facts are the library's contract columns, read and written through Graph as
 * list-item fields. Pure and deterministic for a client and a seeding day ("today"): end dates are
 * spread around that day (passed, within 30 days, 31 to 90, later), so the register always has
 * something due; a few contracts are deliberately incomplete or malformed.
 */
import { createHash } from 'node:crypto';
import type { SeedClient } from '../seed.ts';
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

/** A vendor of the seeded world and where it is (its city, and its country as ISO 3166 code). */
interface SeedVendor {
  name: string;
  city: string;
  country: string;
}
const vendor = (name: string, city: string, country: string): SeedVendor => ({ name, city, country });

/** A kind of contract a client holds: its vendors, titles, and the range of its annual value (USD). */
interface SeedCategory {
  vendors: readonly SeedVendor[];
  titles: readonly string[];
  value: readonly [number, number];
}

/**
 * What each client buys, by trade. Northwind Traders trades speciality foods: its suppliers (the
 * classic Northwind ones), freight, warehouses and packaging come first. Contoso Bank runs cards
 * and a core banking platform; Fabrikam makes things. Values are annual, in dollars, spread over
 * each category's range as real registers are (many small, a few large).
 */
const TRADES: Record<string, Record<string, SeedCategory>> = {
  goods: {
    Supply: {
      vendors: [
        vendor('Exotic Liquids', 'London', 'GB'),
        vendor('New Orleans Cajun Delights', 'New Orleans', 'US'),
        vendor('Tokyo Traders', 'Tokyo', 'JP'),
        vendor('Pavlova, Ltd.', 'Melbourne', 'AU'),
        vendor('Norske Meierier', 'Sandvika', 'NO'),
        vendor('Leka Trading', 'Singapore', 'SG'),
        vendor('Formaggi Fortini s.r.l.', 'Ravenna', 'IT'),
      ],
      titles: ['Supply agreement', 'Framework purchase agreement', 'Exclusive distribution agreement'],
      value: [180_000, 2_400_000],
    },
    Freight: {
      vendors: [
        vendor('Maersk', 'Copenhagen', 'DK'),
        vendor('Kuehne + Nagel', 'Schindellegi', 'CH'),
        vendor('DHL Global Forwarding', 'Bonn', 'DE'),
        vendor('Aras Kargo', 'Istanbul', 'TR'),
      ],
      titles: ['Ocean freight agreement', 'Road freight contract', 'Customs brokerage services'],
      value: [150_000, 1_500_000],
    },
    Warehousing: {
      vendors: [vendor('Prologis', 'San Francisco', 'US'), vendor('GXO Logistics', 'Greenwich', 'US')],
      titles: ['Warehouse lease', 'Third-party warehousing'],
      value: [120_000, 900_000],
    },
    Packaging: {
      vendors: [
        vendor('Smurfit Westrock', 'Dublin', 'IE'),
        vendor('Mondi', 'Vienna', 'AT'),
        vendor('Şişecam Glass Packaging', 'Istanbul', 'TR'),
      ],
      titles: ['Packaging supply agreement', 'Pallet pooling agreement'],
      value: [60_000, 420_000],
    },
    Software: {
      vendors: [
        vendor('SAP', 'Walldorf', 'DE'),
        vendor('Microsoft', 'Redmond', 'US'),
        vendor('Logo Yazılım', 'Istanbul', 'TR'),
      ],
      titles: ['ERP subscription', 'Support and maintenance', 'Enterprise agreement'],
      value: [20_000, 600_000],
    },
    Facilities: {
      vendors: [vendor('ISS Facility Services', 'Copenhagen', 'DK'), vendor('Sodexo', 'Paris', 'FR')],
      titles: ['Cleaning services', 'Security services', 'Catering agreement'],
      value: [40_000, 260_000],
    },
    Fleet: {
      vendors: [vendor('Ayvens', 'Paris', 'FR'), vendor('Toyota Material Handling', 'Mjölby', 'SE')],
      titles: ['Vehicle lease', 'Forklift lease and service'],
      value: [50_000, 400_000],
    },
    Insurance: {
      vendors: [vendor('Allianz Commercial', 'Munich', 'DE'), vendor('Zurich Insurance', 'Zurich', 'CH')],
      titles: ['Cargo insurance policy', 'Property insurance policy'],
      value: [30_000, 250_000],
    },
  },
  bank: {
    'Core banking': {
      vendors: [vendor('Temenos', 'Geneva', 'CH'), vendor('Finastra', 'London', 'GB')],
      titles: ['Core banking licence', 'Support and maintenance'],
      value: [600_000, 5_000_000],
    },
    'Card processing': {
      vendors: [vendor('FIS', 'Jacksonville', 'US'), vendor('Visa', 'San Francisco', 'US')],
      titles: ['Card processing agreement', 'Network services agreement'],
      value: [400_000, 3_500_000],
    },
    'Professional Services': {
      vendors: [vendor('Deloitte', 'London', 'GB'), vendor('Baker McKenzie', 'Chicago', 'US')],
      titles: ['Audit engagement', 'Legal retainer', 'Statement of work'],
      value: [120_000, 1_200_000],
    },
    Telecom: {
      vendors: [vendor('Lumen Technologies', 'Monroe', 'US'), vendor('Vodafone Business', 'Newbury', 'GB')],
      titles: ['Data centre connectivity', 'Unified communications'],
      value: [60_000, 500_000],
    },
    Facilities: {
      vendors: [vendor('ISS Facility Services', 'Copenhagen', 'DK')],
      titles: ['Branch cleaning services', 'Security services'],
      value: [80_000, 400_000],
    },
    Marketing: {
      vendors: [vendor('Ogilvy', 'New York', 'US')],
      titles: ['Brand campaign statement of work'],
      value: [100_000, 900_000],
    },
    Insurance: {
      vendors: [vendor('Zurich Insurance', 'Zurich', 'CH')],
      titles: ['Cyber insurance policy', 'Directors and officers policy'],
      value: [90_000, 600_000],
    },
  },
  manufacturing: {
    'Raw materials': {
      vendors: [vendor('thyssenkrupp Materials', 'Essen', 'DE')],
      titles: ['Steel supply agreement'],
      value: [300_000, 1_800_000],
    },
    Energy: {
      vendors: [vendor('Enel Energia', 'Rome', 'IT')],
      titles: ['Electricity supply contract'],
      value: [150_000, 700_000],
    },
    Freight: {
      vendors: [vendor('DHL Global Forwarding', 'Bonn', 'DE')],
      titles: ['Road freight contract'],
      value: [80_000, 450_000],
    },
    Software: {
      vendors: [vendor('Siemens Digital Industries Software', 'Plano', 'US')],
      titles: ['PLM subscription'],
      value: [40_000, 300_000],
    },
    Facilities: {
      vendors: [vendor('Sodexo', 'Paris', 'FR')],
      titles: ['Canteen services'],
      value: [30_000, 150_000],
    },
  },
};
/** The trade of each seed client (by hubspot_company_xref); others trade goods. */
const TRADE_OF: Record<number, keyof typeof TRADES> = { 1001: 'goods', 1002: 'manufacturing', 1003: 'bank' };
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
    const supplier = pick(kind.vendors);
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
    const start = new Date(Date.UTC(end.getUTCFullYear() - termYears, end.getUTCMonth(), end.getUTCDate()) + DAY_MS);
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
