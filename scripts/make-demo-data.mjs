// Writes the mock data of the template widgets and the RFP comparison (docs/data.md, docs/calls.md) into
// src/content/mock/*.json. Deterministic: the same numbers every run. Content editors may edit
// the JSON files by hand afterwards; this script is only the starting point.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/content/mock');
let seed = 20261122;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const int = (min, max) => Math.floor(min + random() * (max - min + 1));
const pick = (list) => list[Math.floor(random() * list.length)];
const write = (name, data) => writeFileSync(path.join(out, name), `${JSON.stringify(data, null, 2)}\n`);

const day = (offset) => new Date(Date.UTC(2026, 10, 22 + offset)).toISOString().slice(0, 10);
const daysEnding = (end, count) => Array.from({ length: count }, (_, index) => day(end - count + 1 + index));
const monthsOf = (year) => Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`);

// Project dashboard ------------------------------------------------------------------------
const dayRanges = { DY: 'Yesterday', DT: 'Today', DTM: 'Tomorrow' };
const weekRanges = { TW: 'This Week', LW: 'Last Week', '2W': '2 Weeks Ago' };
const weekEnds = { TW: 0, LW: -7, '2W': -14 };
const counter = (id, title, label, extraLabel, detail, ranged) => ({
  id,
  title,
  ...(ranged ? { ranges: dayRanges, currentRange: 'DT' } : {}),
  data: {
    label,
    count: ranged ? { DY: int(10, 40), DT: int(10, 40), DTM: int(10, 40) } : { all: int(3, 30) },
    extra: { label: extraLabel, count: ranged ? { DY: int(1, 9), DT: int(1, 9), DTM: int(1, 9) } : { all: int(1, 9) } },
  },
  detail,
});
const perWeek = (fn) => Object.fromEntries(Object.keys(weekRanges).map((code) => [code, fn(code)]));
const projectWidgets = {
  widget1: counter(
    'widget1',
    'Due Tasks',
    'Due Tasks',
    'Completed',
    'You can show some detailed information about this widget in here.',
    true,
  ),
  widget2: counter(
    'widget2',
    'Overdue',
    'Tasks',
    "Yesterday's overdue",
    'You can show some detailed information about this widget in here.',
    false,
  ),
  widget3: counter(
    'widget3',
    'Issues',
    'Open',
    'Closed today',
    'You can show some detailed information about this widget in here.',
    false,
  ),
  widget4: counter(
    'widget4',
    'Features',
    'Proposals',
    'Implemented',
    'You can show some detailed information about this widget in here.',
    false,
  ),
  widget5: {
    id: 'widget5',
    title: 'Tasks Summary',
    ranges: weekRanges,
    currentRange: 'TW',
    mainChart: perWeek((code) => ({
      days: daysEnding(weekEnds[code], 7),
      series: [
        { key: 'created', name: 'Created', data: Array.from({ length: 7 }, () => int(5, 40)) },
        { key: 'closed', name: 'Closed', data: Array.from({ length: 7 }, () => int(3, 35)) },
      ],
    })),
    supporting: [
      ['created', 'Created'],
      ['closed', 'Closed'],
      ['reOpened', 'Re-opened'],
      ['wontFix', "Won't Fix"],
      ['needsTest', 'Needs Test'],
      ['fixed', 'Fixed'],
    ].map(([key, label]) => ({ key, label, count: perWeek(() => int(2, 60)) })),
  },
  widget6: {
    id: 'widget6',
    title: 'Task Distribution',
    ranges: weekRanges,
    currentRange: 'TW',
    mainChart: perWeek(() =>
      [
        ['frontend', 'Frontend'],
        ['backend', 'Backend'],
        ['api', 'API'],
        ['issues', 'Issues'],
      ].map(([key, label]) => ({ key, label, value: int(5, 40) })),
    ),
    totals: [
      { key: 'added', label: 'New tasks', count: perWeek(() => int(40, 120)) },
      { key: 'completed', label: 'Tasks completed', count: perWeek(() => int(20, 90)) },
    ],
  },
  widget7: {
    id: 'widget7',
    title: 'Schedule',
    ranges: { T: 'Today', TM: 'Tomorrow' },
    currentRange: 'T',
    schedule: {
      T: [
        { id: 's1', title: 'Contract review with the legal team', time: '09:00' },
        { id: 's2', title: 'Vendor call: Contoso Fintech renewal', time: '11:30' },
        { id: 's3', title: 'Lunch', time: '12:30' },
        { id: 's4', title: 'Invoice intelligence walkthrough', time: '14:00' },
        { id: 's5', title: 'RFP scoring session', time: '16:00' },
      ],
      TM: [
        { id: 's6', title: 'Steering committee', time: '10:00' },
        { id: 's7', title: 'Upload signed agreements to the contract locker', time: '13:00' },
        { id: 's8', title: 'Spend review with finance', time: '15:30' },
      ],
    },
  },
  widget8: {
    id: 'widget8',
    title: 'Budget Distribution',
    mainChart: [
      ['wages', 'Wages', 12.5],
      ['software', 'Software', 28.1],
      ['consulting', 'Consulting', 19.4],
      ['hardware', 'Hardware', 8.7],
      ['travel', 'Travel', 4.1],
      ['marketing', 'Marketing', 27.2],
    ].map(([key, label, value]) => ({ key, label, value })),
  },
  widget9: {
    id: 'widget9',
    title: 'Spent',
    ranges: weekRanges,
    currentRange: 'TW',
    items: [
      ['weeklySpent', 'Weekly spent', 2000, 9000],
      ['totalSpent', 'Total spent', 120000, 180000],
      ['remaining', 'Remaining', 40000, 90000],
    ].map(([key, label, min, max]) => ({
      key,
      label,
      amount: perWeek(() => int(min, max)),
      chart: perWeek(() => Array.from({ length: 7 }, () => int(min / 10, max / 10))),
    })),
  },
  widget10: {
    id: 'widget10',
    title: 'Budget Details',
    table: {
      columns: [
        { id: 'budgetType', title: 'Budget Type' },
        { id: 'totalBudget', title: 'Total Budget' },
        { id: 'expensesAmount', title: 'Expenses (USD)' },
        { id: 'expensesPercentage', title: 'Expenses (%)' },
        { id: 'remainingAmount', title: 'Remaining (USD)' },
        { id: 'remainingPercentage', title: 'Remaining (%)' },
      ],
      rows: ['Wages', 'Software', 'Consulting', 'Hardware', 'Travel', 'Marketing'].map((type, index) => {
        const total = int(20, 200) * 1000;
        const spent = Math.round(total * (0.2 + random() * 0.7));
        return {
          id: String(index + 1),
          cells: [
            type,
            total,
            spent,
            Math.round((spent / total) * 1000) / 10,
            total - spent,
            Math.round(((total - spent) / total) * 1000) / 10,
          ],
        };
      }),
    },
  },
  weatherWidget: {
    id: 'weatherWidget',
    currentLocation: 'NewYork',
    tempUnit: 'C',
    speedUnit: 'KMH',
    locations: Object.fromEntries(
      [
        ['NewYork', 'New York'],
        ['Istanbul', 'Istanbul'],
        ['Dubai', 'Dubai'],
      ].map(([key, name]) => {
        const celsius = int(-2, 30);
        const wind = int(4, 40);
        const conditions = ['sunny', 'partlyCloudy', 'cloudy', 'rain', 'storm', 'snow'];
        return [
          key,
          {
            name,
            condition: pick(conditions),
            temp: { C: celsius, F: Math.round((celsius * 9) / 5 + 32) },
            windSpeed: { KMH: wind, MPH: Math.round(wind * 0.621371) },
            windDirection: pick(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']),
            humidity: int(20, 90),
            next5days: Array.from({ length: 5 }, (_, index) => {
              const c = celsius + int(-5, 5);
              return {
                day: day(index + 1),
                condition: pick(conditions),
                temp: { C: c, F: Math.round((c * 9) / 5 + 32) },
              };
            }),
          },
        ];
      }),
    ),
  },
};
write('project-dashboard-widgets.json', projectWidgets);
write('project-dashboard-projects.json', {
  projects: [
    { id: 'contract-renewals-2027', name: 'Contract Renewals 2027' },
    { id: 'digital-banking-rfp', name: 'Digital Banking RFP' },
    { id: 'card-processing-review', name: 'Card Processing Review' },
    { id: 'core-conversion', name: 'Core Conversion' },
  ],
});

// Contract locker and who-has-what ---------------------------------------------------------
const sparkline = (id, title, unit, length, min, max) => {
  const data = Array.from({ length }, () => int(min, max));
  return {
    id,
    title,
    value: data.reduce((sum, value) => sum + value, 0),
    unit,
    change: int(-150, 250) / 10,
    days: daysEnding(0, length),
    data,
  };
};
const markers = [
  [40.71, -74.01, 'New York'],
  [41.88, -87.63, 'Chicago'],
  [37.77, -122.42, 'San Francisco'],
  [51.51, -0.13, 'London'],
  [41.01, 28.98, 'Istanbul'],
  [25.2, 55.27, 'Dubai'],
  [1.35, 103.82, 'Singapore'],
  [-33.87, 151.21, 'Sydney'],
  [-23.55, -46.63, 'São Paulo'],
  [52.52, 13.4, 'Berlin'],
];
const locker = (kind) => ({
  widget1: {
    id: 'widget1',
    title: kind === 'locker' ? 'Contract expirations' : 'Contracts coming to market',
    currentYear: '2026',
    years: Object.fromEntries(
      ['2025', '2026', '2027'].map((year) => [
        year,
        {
          months: monthsOf(year),
          series: [
            { key: 'dueForReview', name: 'Due for Review' },
            { key: 'expiring', name: 'Expiring' },
            { key: 'renewing', name: 'Renewing' },
          ].map((series) => ({ ...series, data: Array.from({ length: 12 }, () => int(0, 14)) })),
        },
      ]),
    ),
  },
  widget2: sparkline('widget2', kind === 'locker' ? 'Active contracts' : 'Institutions surveyed', 'count', 7, 2, 30),
  widget3: sparkline('widget3', kind === 'locker' ? 'Renewals signed' : 'Vendors tracked', 'count', 7, 0, 12),
  widget4: sparkline(
    'widget4',
    kind === 'locker' ? 'Spend under contract' : 'Contract value tracked',
    'amount',
    15,
    8000,
    90000,
  ),
  widget5: {
    id: 'widget5',
    title: kind === 'locker' ? 'Contract value by month' : 'Market value by month',
    months: monthsOf('2026'),
    series: [
      { key: 'committed', name: 'Committed', data: Array.from({ length: 12 }, () => int(40, 400) * 1000) },
      { key: 'invoiced', name: 'Invoiced', data: Array.from({ length: 12 }, () => int(30, 350) * 1000) },
    ],
  },
  widget6: {
    id: 'widget6',
    title: kind === 'locker' ? 'Vendor locations' : 'Where the peers are',
    markers: (kind === 'locker' ? markers.slice(0, 7) : markers.slice(3)).map(([lat, lng, label]) => ({
      lat,
      lng,
      label,
    })),
  },
  widget7: {
    id: 'widget7',
    title: kind === 'locker' ? 'Contracts by status' : 'Peers by core vendor',
    currentRange: 'last30',
    ranges: Object.fromEntries(
      ['today', 'last30', 'last60', 'last90'].map((range, index) => [
        range,
        (kind === 'locker'
          ? [
              ['active', 'Active'],
              ['inReview', 'In review'],
              ['expired', 'Expired'],
            ]
          : [
              ['northwind', 'Northwind Digital'],
              ['contoso', 'Contoso Fintech'],
              ['fabrikam', 'Fabrikam Systems'],
              ['tailspin', 'Tailspin Banking'],
            ]
        ).map(([key, label]) => ({ key, label, value: int(1, 10) * (index + 1) })),
      ]),
    ),
  },
  widget8: {
    id: 'widget8',
    title: kind === 'locker' ? 'Most opened contracts' : 'Most viewed vendors',
    rows: (kind === 'locker'
      ? [
          'Master Services Agreement',
          'Card Processing Addendum',
          'Online Banking SOW',
          'Data Processing Agreement',
          'Core Banking License',
        ]
      : ['Northwind Digital', 'Contoso Fintech', 'Fabrikam Systems', 'Tailspin Banking', 'Woodgrove Payments']
    ).map((title) => ({ title, clicks: int(200, 9000), conversion: int(5, 95) })),
  },
  widget9: {
    id: 'widget9',
    title: kind === 'locker' ? 'Locker activity' : 'Report activity',
    days: daysEnding(0, 15),
    series: [
      { key: 'uploads', name: 'Uploads' },
      { key: 'views', name: 'Views' },
    ].map((series) => ({ ...series, data: Array.from({ length: 15 }, () => int(0, 40)) })),
  },
});
write('contract-locker-widgets.json', locker('locker'));
write('whohaswhat-widgets.json', locker('whohaswhat'));

write('analytics-widgets.json', {
  visitors: {
    id: 'visitors',
    title: 'Visitors',
    months: monthsOf('2026'),
    series: [{ key: 'visitors', name: 'Visitors', data: Array.from({ length: 12 }, () => int(1, 9) * 1000) }],
  },
  conversions: sparkline('conversions', 'Conversion', 'count', 7, 100, 900),
  impressions: sparkline('impressions', 'Impressions', 'count', 15, 1000, 9000),
  visits: sparkline('visits', 'Visits', 'count', 7, 200, 2000),
  devices: {
    id: 'devices',
    title: 'Sessions by device',
    currentRange: 'last30',
    ranges: Object.fromEntries(
      ['today', 'last30', 'last60', 'last90'].map((range) => [
        range,
        [
          ['desktop', 'Desktop'],
          ['mobile', 'Mobile'],
          ['tablet', 'Tablet'],
        ].map(([key, label]) => ({ key, label, value: int(5, 60) })),
      ]),
    ),
  },
});

// RFP comparison ---------------------------------------------------------------------------
const vendors = ['Northwind Digital', 'Contoso Fintech', 'Fabrikam Systems', 'Tailspin Banking'];
const availability = ['Not Available', 'In Production/Live', 'General Availability', 'Professional Services', 'n/a'];
const tiers = ['$0-$100M', '$100M-$500M', '$501M-$1B', '$101B-$3B', 'Over $3B'];
const yesNo = (detail) => () => (random() < 0.75 ? `Yes. ${detail}` : random() < 0.5 ? 'No.' : null);
const compliance = {
  'Data Privacy': [
    'Describe how customer data is classified and protected at rest.',
    'Describe how customer data is protected in transit.',
    'Where are the data centres that hold client data located?',
    'How long is client data retained after contract termination?',
    'Do you support data-subject access and deletion requests?',
    'Describe your process for notifying clients of a data breach.',
    'Are subcontractors given access to client data? Name them.',
    'Is client data used to train any machine-learning models?',
    'Describe tenant isolation between clients.',
    'Do you offer customer-managed encryption keys?',
  ],
  'Security Certifications': [
    'Do you hold a current SOC 1 Type II report?',
    'Do you hold a current SOC 2 Type II report?',
    'Are you ISO 27001 certified?',
    'Are you PCI DSS compliant? At which level?',
    'How often do independent penetration tests take place?',
    'Describe your vulnerability management programme.',
    'Do you run a bug bounty or responsible disclosure programme?',
    'Describe multi-factor authentication for administrative access.',
    'How are privileged accounts reviewed?',
    'Describe your security awareness training for staff.',
  ],
  'Regulatory Reporting': [
    'Which regulatory reports does the platform produce out of the box?',
    'How are regulatory changes tracked and delivered?',
    'Do you support FFIEC examination requests?',
    'Describe the audit trail kept for user actions.',
    'Can audit logs be exported to the client SIEM?',
    'How long are audit logs retained?',
    'Do you support e-sign disclosures and consent tracking?',
    'Describe support for Regulation E dispute handling.',
    'Describe your OFAC screening capabilities.',
    'How do you support ADA and WCAG obligations?',
  ],
  'Business Continuity': [
    'What is your recovery time objective (RTO)?',
    'What is your recovery point objective (RPO)?',
    'How often is the disaster recovery plan tested?',
    'Are test results shared with clients?',
    'Describe geographic redundancy of the hosting.',
    'What uptime do you commit to in the service level agreement?',
    'What was the measured uptime over the last 12 months?',
    'Describe the incident communication process.',
    'Do you carry cyber liability insurance? Give the coverage.',
    'Describe the escrow arrangements for source code.',
  ],
  Accessibility: [
    'Which WCAG level do the end-user interfaces meet?',
    'When was the last independent accessibility audit?',
    'Do the mobile apps support screen readers?',
    'Is dynamic type or font scaling supported?',
    'Describe the remediation timeline for accessibility defects.',
    'Are accessibility conformance reports (VPAT) available?',
    'Do you support right-to-left languages?',
    'Which languages are supported in the end-user interface?',
    'Describe colour-contrast and theme options.',
    'Is keyboard-only navigation supported everywhere?',
  ],
  Audit: [
    'May the client audit the vendor on site?',
    'How are audit findings tracked to closure?',
    'Describe your internal audit function.',
    'Are financial statements available for review?',
    'Describe any regulatory actions in the last five years.',
    'Describe any litigation that could affect the services.',
    'Who is the executive sponsor for this client?',
    'Describe the vendor management programme for your own suppliers.',
    'How are contract changes approved and documented?',
    'Provide three client references of similar size.',
  ],
};
const research = {
  Roadmap: [
    'Describe the product roadmap for the next 18 months.',
    'How do clients influence the roadmap?',
    'Which roadmap items were delivered late in the last year?',
    'Describe planned open-banking capabilities.',
    'Describe planned artificial-intelligence capabilities.',
    'How is technical debt managed?',
    'Describe the planned retirement of any current product.',
    'Describe the cloud migration plan, if any.',
    'Which features are planned for small institutions?',
    'Describe the plan for real-time payments.',
    'Describe the plan for digital account opening.',
    'Describe the plan for small-business banking.',
  ],
  'Release Cadence': [
    'How often are major releases shipped?',
    'How often are minor releases and fixes shipped?',
    'Can clients defer or opt out of a release?',
    'Describe the testing clients can do before a release.',
    'How are release notes communicated?',
    'Describe the rollback process for a failed release.',
    'Are releases deployed with zero downtime?',
    'Describe feature flags available to clients.',
    'Is a sandbox environment available for every client?',
    'How long is a release supported?',
    'Describe the API versioning policy.',
    'How much notice is given before an API is retired?',
  ],
  Investment: [
    'What share of revenue is invested in research and development?',
    'How many engineers work on the proposed products?',
    'Where are the development teams located?',
    'Describe recent acquisitions and how they were integrated.',
    'Describe partnerships relevant to this proposal.',
    'Is the proposed product the strategic platform of the company?',
    'Describe the funding or ownership structure of the company.',
    'Describe investment in security over the last year.',
    'Describe investment in accessibility over the last year.',
    'Describe investment in data and analytics products.',
    'Describe innovation labs or client advisory boards.',
  ],
  Innovation: [
    'Describe a capability you shipped first in the market.',
    'Describe your use of open-source software.',
    'Do you publish a developer portal with documentation?',
    'Describe the software development kits you offer.',
    'Describe the marketplace of third-party integrations.',
    'Describe pilots run with clients in the last year.',
    'Describe how you measure end-user satisfaction.',
    'Describe the analytics clients get about end-user behaviour.',
    'Describe support for embedded finance use cases.',
    'Describe support for digital wallets.',
    'Describe support for biometric authentication.',
  ],
};
const services = [
  'Online Banking',
  'Mobile Banking',
  'Bill Pay',
  'P2P Payments',
  'Account Opening',
  'Loan Origination',
  'Card Management',
  'Remote Deposit Capture',
  'Personal Financial Management',
  'Fraud Monitoring',
  'Chat and Messaging',
];
const incumbents = ['Jack Henry', 'Fiserv', 'FIS', 'Q2', 'Alkami', 'In-house', null];
const rows = [];
const push = (SecNum, SecSub, Section, Subsection, Question, answer) =>
  rows.push({
    Row: rows.length + 1,
    answers: vendors.map((vendor) => ({ vendor, value: answer(vendor) })),
    SecNum,
    SecSub,
    Section,
    Subsection,
    Question,
  });
const prose = [
  'Yes; documented in our security policy, available under NDA.',
  'Yes, reviewed annually by an independent auditor.',
  'Partially; planned for the next major release.',
  'No.',
  'See the attached documentation.',
  'Yes, included in the standard contract.',
  'Available as an optional add-on.',
];
Object.entries(compliance).forEach(([subsection, questions], index) => {
  for (const question of questions)
    push(1, `1.${index + 1}`, 'Compliance', subsection, question, () => (random() < 0.1 ? null : pick(prose)));
});
Object.entries(research).forEach(([subsection, questions], index) => {
  for (const question of questions)
    push(2, `2.${index + 1}`, 'Research & Development', subsection, question, () =>
      random() < 0.15 ? null : pick(prose),
    );
});
services.forEach((service, index) => {
  const sub = `3.${index + 1}`;
  const ask = (question, answer) => push(3, sub, 'Integration', service, question, answer);
  ask('Service', () => service);
  ask('Current Vendor', () => pick(incumbents));
  ask('Mobile API', () => pick(availability));
  ask('Desktop API', () => pick(availability));
  for (const tier of tiers)
    ask(`# Clients Live with API (${tier})`, () => (random() < 0.2 ? null : String(int(0, 120))));
  ask('Mobile SSO', () => pick(availability));
  ask('Desktop SSO', () => pick(availability));
  for (const tier of tiers)
    ask(`# Clients Live with SSO (${tier})`, () => (random() < 0.2 ? null : String(int(0, 120))));
  ask('Describe other integration type', () =>
    random() < 0.5 ? null : pick(['File-based batch (SFTP)', 'Webhooks', 'iFrame embed', 'Message queue']),
  );
  ask('Can it be white labeled?', yesNo('Logo, colours and domain.'));
  ask('Vendor Comments', () =>
    random() < 0.6
      ? null
      : pick(['Roadmap item for next year.', 'Pricing on request.', 'Certified partner integration.']),
  );
});
if (rows.length !== 315) throw new Error(`Expected 315 RFP rows, made ${rows.length}`);
write('rfp-analysis.json', { rows });
console.log(`Wrote the demo data to ${out}`);
