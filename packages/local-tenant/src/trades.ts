/**
 * What each seed client buys, by trade: the vendors of its contracts (and where they are), the
 * titles of its contracts and their annual values. Pure data, read by the contracts' seeding and
 * by the invoices, so a client's invoices come from the vendors it has contracts with (and a few
 * it has none with, as real spend does).
 */
/** A vendor of the seeded world and where it is (its city, and its country as ISO 3166 code). */
export interface SeedVendor {
  name: string;
  city: string;
  country: string;
}
const vendor = (name: string, city: string, country: string): SeedVendor => ({ name, city, country });

/** A kind of contract a client holds: its vendors, titles, and the range of its annual value (USD). */
export interface SeedCategory {
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
export const TRADES: Record<string, Record<string, SeedCategory>> = {
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
/**
 * The contracts a seed vendor user's organisation holds with a client: Vera Vendor works for
 * Vendor Co, which processes cards for Contoso Bank. Which of the client's planned contracts (by
 * their place in the plan) are theirs, so the rest of the plan stays as it was.
 */
export const ORGANISATION_CONTRACTS: Record<number, { vendor: SeedVendor; indices: readonly number[] }> = {
  1003: { vendor: vendor('Vendor Co', 'Leeds', 'GB'), indices: [1, 8] },
};

/** The trade of each seed client (by hubspot_company_xref); others trade goods. */
export const TRADE_OF: Record<number, keyof typeof TRADES> = { 1001: 'goods', 1002: 'manufacturing', 1003: 'bank' };

/** The vendors a client has contracts with, once each, with the category they sell in. */
export function tradeVendorsOf(xref: number): { name: string; category: string }[] {
  const trade = TRADES[TRADE_OF[xref] ?? 'goods'] ?? {};
  const seen = new Map<string, string>();
  for (const [category, { vendors }] of Object.entries(trade))
    for (const vendor of vendors) if (!seen.has(vendor.name)) seen.set(vendor.name, category);
  return [...seen].map(([name, category]) => ({ name, category }));
}
