/**
 * Seed data of the local tenant: the demo people, the client companies they have access to, and
 * the fixed identifiers of the tenant. Pure data and lookups (no Node APIs); the package exports
 * them (`import { seedUsers } from '@client-portal/local-tenant'`).
 */

/** Directory (tenant) id, the `tid` claim of every token. */
export const TENANT_ID = '6f1c2e0a-3b4d-4c5e-8f70-9a1b2c3d4e5f';
/** The portal's public client registered in the IdP; also the `aud` of ID tokens. */
export const CLIENT_ID = 'client-portal-local';
/**
 * The portal's server as a confidential client (client credentials, decision 075): it reads the
 * clients' libraries app-only. The secret is the local tenant's own, known to the portal's local
 * configuration; a real tenant's secret comes from the environment.
 */
export const SERVER_CLIENT_ID = 'client-portal-server-local';
export const SERVER_CLIENT_SECRET = 'local-tenant-server-secret';
/** The application permission of the server's app-only tokens: read on each client's site. */
export const SERVER_APP_ROLES = ['Sites.Selected'] as const;
/** Audience of the JWT access tokens (the Graph and API stand-ins accept these). */
export const API_AUDIENCE = 'api://local-tenant';
/** Scopes the access-token resource knows; a request for any of them is granted without a consent page. */
export const API_SCOPES = ['User.Read', 'Files.Read.All', 'Sites.Read.All', 'Files.ReadWrite.All'] as const;
/** Answer of `app_data.engage_db_name_get`. */
export const ENGAGE_DATABASE = { db_name: 'Engage_Local', engage_version: '4.12.0-local' } as const;

export type ClientRole = 'EFI_USER' | 'CLIENT_PROSPECT_USER' | 'VENDOR_USER';
export type UserType = 'staff' | 'client' | 'vendor';

export interface SeedClient {
  hubspot_company_xref: number;
  client_name: string;
  projects: { project_name: string }[];
  /** Graph composite site id: `<hostname>,<site collection GUID>,<web GUID>`. */
  siteID: string;
  /** Drive item id of the client's folder; a GUID (with hyphens) means "use the drive root". */
  parentID: string;
  /** Id of the document library that uploads go to. */
  LibraryUploadID: string;
  /** File name under the portal's local client logos. */
  logo_path: string;
}

export interface SeedUser {
  /** Engage user id (answer of the user info call, key of the privileges call). */
  user_id: number;
  /** Directory object id: the `oid` claim, stable per user; also the IdP account id and `sub`. */
  oid: string;
  email: string;
  displayName: string;
  companyName: string;
  user_type: UserType;
  /** Client access: which clients (by hubspot_company_xref) and with which roles. */
  access: { hubspot_company_xref: number; roles: ClientRole[] }[];
  /** Colours of the generated avatar served at Graph `me/photo/$value`; null: no photo (404). */
  photo: { background: string; foreground: string } | null;
  /** A failure the auth API simulates for this user: its user-info or site-privileges call answers 500. */
  failure?: 'userInfo' | 'privileges';
}

/** A client privilege record as `app_data.engage_site_privs_get` returns it. */
export interface ClientPrivilegeRecord extends SeedClient {
  /** The person's roles on the client, then the feature permissions the client has (if it lists any). */
  user_client_roles: string[];
}

/**
 * The feature permissions a client has, where it does not have them all: a record that lists
 * none grants every feature (the portal's src/auth/features.ts). Fabrikam has not taken Invoice
 * Intelligence, so its people have no Invoice Intelligence screen.
 */
export const clientFeatures: Readonly<Record<number, readonly string[]>> = {
  1002: [
    'FILE_MANAGER',
    'CONTRACT_LOCKER',
    'WHO_HAS_WHAT',
    'WEATHER_WIDGET',
    'TEAM_ROSTER',
    'NOTIFICATIONS',
    'TASK_LIST',
    'SEARCH',
  ],
};

/**
 * Whether a client has a feature, read as the portal reads its privilege record: a client that
 * lists no feature permission has them all. The provider's APIs refuse what a client has not taken.
 */
export function clientHasFeature(hubspotCompanyXref: number, feature: string): boolean {
  const listed = Object.hasOwn(clientFeatures, hubspotCompanyXref) ? clientFeatures[hubspotCompanyXref] : undefined;
  return !listed?.length || listed.includes(feature);
}

/** A user info record as `app_data.engage_user_info_get` returns it. */
export interface UserInfoRecord {
  user_id: number;
  email: string;
  displayName: string;
  companyName: string;
  user_type: UserType;
  user_client_roles: ClientRole[];
}

export const seedClients: readonly SeedClient[] = [
  {
    hubspot_company_xref: 1001,
    client_name: 'Northwind Traders',
    projects: [{ project_name: 'Northwind Procurement 2026' }, { project_name: 'Northwind Fleet Renewal' }],
    siteID: 'localhost,2b7d4c1e-8a3f-4e6b-9c2d-1f0e3a5b7c91,d4e8f2a6-1b3c-4d5e-a6f7-8091a2b3c4d5',
    parentID: '01NWTRADERSPORTALROOT7Q2ZK4M3XH5',
    LibraryUploadID: '5a9e3c71-2d4b-4f86-b1a0-7c6e5d4f3a21',
    logo_path: 'northwind.png',
  },
  {
    hubspot_company_xref: 1002,
    client_name: 'Fabrikam',
    projects: [],
    siteID: 'localhost,8c1f5e2d-4b6a-4d3c-9e7f-2a1b0c9d8e71,3e5a7c9b-1d2f-4a6b-8c0d-e1f2a3b4c5d6',
    parentID: '0f4b8d2c-6e1a-4c3b-a5d7-9e8f1a2b3c4d',
    LibraryUploadID: 'b2c4d6e8-1a3b-4c5d-9e7f-0a1b2c3d4e5f',
    logo_path: 'fabrikam.png',
  },
  {
    hubspot_company_xref: 1003,
    client_name: 'Contoso Bank',
    projects: [{ project_name: 'Contoso Card Services' }],
    siteID: 'localhost,e7a1c3b5-9d2f-4e6a-8b0c-4d5e6f7a8b92,a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5e',
    parentID: '01CONTOSOBANKPORTALROOT9T4RW2N6',
    LibraryUploadID: '9d8c7b6a-5e4f-4d3c-b2a1-0f9e8d7c6b5a',
    logo_path: 'contoso.png',
  },
];

export const seedUsers: readonly SeedUser[] = [
  {
    user_id: 101,
    oid: '3a5f7c91-2b4d-4e6f-8a0b-1c2d3e4f5a61',
    email: 'ada.admin@efi.test',
    displayName: 'Ada Admin',
    companyName: 'EFI',
    user_type: 'staff',
    access: [
      { hubspot_company_xref: 1001, roles: ['EFI_USER'] },
      { hubspot_company_xref: 1002, roles: ['EFI_USER'] },
      { hubspot_company_xref: 1003, roles: ['EFI_USER'] },
    ],
    photo: { background: '#1e3a8a', foreground: '#93c5fd' },
  },
  {
    user_id: 102,
    oid: '7b9d1f23-4c6e-4a80-9b2c-3d4e5f6a7b82',
    email: 'cem.client@northwind.test',
    displayName: 'Cem Client',
    companyName: 'Northwind Traders',
    user_type: 'client',
    access: [{ hubspot_company_xref: 1001, roles: ['CLIENT_PROSPECT_USER'] }],
    photo: { background: '#14532d', foreground: '#86efac' },
  },
  {
    user_id: 103,
    oid: 'c2e4a6b8-5d7f-4b91-a3c5-4e5f6a7b8c93',
    email: 'vera.vendor@vendor.test',
    displayName: 'Vera Vendor',
    companyName: 'Vendor Co',
    user_type: 'vendor',
    access: [{ hubspot_company_xref: 1003, roles: ['VENDOR_USER'] }],
    photo: null,
  },
  {
    user_id: 104,
    oid: 'e5a7c9d1-6f8b-4ca2-b4d6-5f6a7b8c9da4',
    email: 'nora.noaccess@efi.test',
    displayName: 'Nora Noaccess',
    companyName: 'EFI',
    user_type: 'staff',
    access: [],
    photo: null,
    failure: 'privileges',
  },
  {
    user_id: 105,
    oid: 'f8b0d2e4-7a9c-4db3-85e7-6a7b8c9daeb5',
    email: 'uma.unknown@efi.test',
    displayName: 'Uma Unknown',
    companyName: 'EFI',
    user_type: 'staff',
    access: [],
    photo: null,
    failure: 'userInfo',
  },
  {
    user_id: 106,
    oid: '1d3f5b79-8e0a-4cc4-96f8-7b8c9daebfc6',
    email: 'fiona@fabrikam.test',
    displayName: 'Fiona Fabrikam',
    companyName: 'Fabrikam',
    user_type: 'client',
    access: [{ hubspot_company_xref: 1002, roles: ['CLIENT_PROSPECT_USER'] }],
    photo: { background: '#7c2d12', foreground: '#fdba74' },
  },
  {
    // A client user of Northwind whose settings the shell's browser tests change (their own
    // user document, so other suites never see a changed language, layout or theme).
    user_id: 107,
    oid: '2e4a6c8e-9f1b-4dd5-a7f9-8c9daebfc0d7',
    email: 'sam.settings@northwind.test',
    displayName: 'Sam Settings',
    companyName: 'Northwind Traders',
    user_type: 'client',
    access: [{ hubspot_company_xref: 1001, roles: ['CLIENT_PROSPECT_USER'] }],
    photo: null,
  },
  {
    // A client user of Contoso Bank: evaluates its RFP events with the provider's staff.
    user_id: 108,
    oid: '4b6d8f0a-1c3e-4f57-9a2b-9daebfc0d1e8',
    email: 'cleo.client@contoso.test',
    displayName: 'Cleo Contoso',
    companyName: 'Contoso Bank',
    user_type: 'client',
    access: [{ hubspot_company_xref: 1003, roles: ['CLIENT_PROSPECT_USER'] }],
    photo: { background: '#0c4a6e', foreground: '#7dd3fc' },
  },
  {
    // Another of Contoso Bank's team, who only tries weights: the browser tests' evaluator with no scores of her own.
    user_id: 109,
    oid: '6d8f0a2c-3e5a-4b79-8c4d-aebfc0d1e2f9',
    email: 'nadia.client@contoso.test',
    displayName: 'Nadia Contoso',
    companyName: 'Contoso Bank',
    user_type: 'client',
    access: [{ hubspot_company_xref: 1003, roles: ['CLIENT_PROSPECT_USER'] }],
    photo: null,
  },
];

export function findUserByEmail(email: string): SeedUser | undefined {
  const wanted = email.trim().toLowerCase();
  return seedUsers.find((user) => user.email === wanted);
}

export function findUserByOid(oid: string): SeedUser | undefined {
  return seedUsers.find((user) => user.oid === oid);
}

/**
 * The portal's server calling Graph app-only, as the drive routes see it: Sites.Selected granted on
 * every client's site, to read, and to write a list item's fields (staff's contract facts, which the
 * portal writes for them, decision 132); the routes refuse it any other write.
 */
export const serverApplication: SeedUser = {
  user_id: 0,
  oid: '',
  email: '',
  displayName: 'Client portal (server)',
  companyName: '',
  user_type: 'staff',
  access: seedClients.map((client) => ({ hubspot_company_xref: client.hubspot_company_xref, roles: [] })),
  photo: null,
};

/** The claims of a user's ID tokens (and of the IdP's account), as Entra ID names them. */
export function idTokenClaimsOf(user: SeedUser) {
  return {
    sub: user.oid,
    oid: user.oid,
    tid: TENANT_ID,
    name: user.displayName,
    preferred_username: user.email,
    email: user.email,
    email_verified: true,
  };
}

export function findClient(hubspotCompanyXref: number): SeedClient | undefined {
  return seedClients.find((client) => client.hubspot_company_xref === hubspotCompanyXref);
}

export function userInfoOf(user: SeedUser): UserInfoRecord {
  return {
    user_id: user.user_id,
    email: user.email,
    displayName: user.displayName,
    companyName: user.companyName,
    user_type: user.user_type,
    user_client_roles: [],
  };
}

/** The user's client privilege records, in seed order of the clients. */
export function privilegesOf(user: SeedUser): ClientPrivilegeRecord[] {
  return user.access.flatMap(({ hubspot_company_xref, roles }) => {
    const client = findClient(hubspot_company_xref);
    if (!client) return [];
    const features = clientFeatures[hubspot_company_xref] ?? [];
    return [
      { ...client, projects: client.projects.map((p) => ({ ...p })), user_client_roles: [...roles, ...features] },
    ];
  });
}
