import { describe, expect, it } from 'vitest';
import type { SessionClient } from '../../auth/server/session-store.ts';
import { contractWith } from '../../contracts/contract-examples.ts';
import { WHOLE_REGISTER } from '../../contracts/vendor-scope.ts';
import { translatorFor } from '../../i18n/translator.ts';
import type { ServerGraph } from '../../services/server-graph.ts';
import { CONTRACTS_REFRESH_MS, folderPathOf, graphLibrary, libraryContracts, libraryDocuments } from './library.ts';

const client = (id: string, siteID: string) => ({ id, siteID }) as SessionClient;

const contract = (id: string, vendor: string, title: string) =>
  contractWith(id, { vendor, title, category: 'Fleet' }, `${title}.pdf`);

/** Two clients' libraries that share words: each site answers only its own. */
const graph = {
  listContracts: async ({ siteID }: { siteID: string }) =>
    siteID === 'north-site'
      ? [
          {
            ...contract('n1', 'Contoso Leasing', 'Fleet lease'),
            folder: '',
            webUrl: null,
            size: null,
            lastModified: null,
          },
        ]
      : [
          {
            ...contract('c1', 'Fabrikam Fleet', 'Fleet lease 2'),
            folder: '',
            webUrl: null,
            size: null,
            lastModified: null,
          },
        ],
  searchDrive: async ({ siteID }: { siteID: string }, q: string) => [
    {
      id: `${siteID}-doc`,
      name: `Fleet lease ${q}.pdf`,
      webUrl: null,
      isFolder: false,
      size: 1,
      lastModified: null,
      parentPath: '/drive/root:/CONTRACT_LOCKER/2026%20Fleet',
      parentId: `${siteID}-folder`,
    },
    {
      id: 'rfp-file',
      name: `Fleet prices ${q}.pdf`,
      webUrl: null,
      isFolder: false,
      size: 1,
      lastModified: null,
      parentPath: '/drive/root:/RFP_EVENTS/Fleet%20(e1)/Vendor%20Co',
      parentId: 'rfp-folder',
    },
    {
      id: 'f',
      name: 'Fleet',
      webUrl: null,
      isFolder: true,
      size: 0,
      lastModified: null,
      parentPath: null,
      parentId: null,
    },
  ],
  downloadUrl: async () => '',
} as unknown as ServerGraph;

describe('the library sources', () => {
  const library = graphLibrary(graph);

  it('index a client’s contracts by title and vendor, opening each in the contract locker', async () => {
    const source = libraryContracts(library, client('northwind', 'north-site'), WHOLE_REGISTER, () => 0);
    expect(source.key).toBe('contracts:northwind:whole');
    const [document] = await source.documents();
    expect(document).toMatchObject({
      id: 'contract:n1',
      kind: 'contracts',
      title: 'Fleet lease',
      url: '/apps/dashboards/contractlocker?contract=n1',
      detail: 'Contoso Leasing · Fleet · Fleet lease.pdf',
    });
  });

  it('keep two clients apart', async () => {
    const north = await libraryContracts(library, client('northwind', 'north-site'), WHOLE_REGISTER).documents();
    const contoso = await libraryContracts(library, client('contoso', 'contoso-site'), WHOLE_REGISTER).documents();
    expect(north.map((document) => document.id)).toEqual(['contract:n1']);
    expect(contoso.map((document) => document.id)).toEqual(['contract:c1']);
  });

  it('list contracts again when the refresh time has passed', async () => {
    let now = 0;
    const source = libraryContracts(library, client('northwind', 'north-site'), WHOLE_REGISTER, () => now);
    const first = await source.version();
    now = CONTRACTS_REFRESH_MS - 1;
    expect(await source.version()).toBe(first);
    now = CONTRACTS_REFRESH_MS;
    expect(await source.version()).not.toBe(first);
  });

  it('list contracts again at once after an edit made through the portal', async () => {
    let mark = '';
    const source = libraryContracts(
      library,
      client('northwind', 'north-site'),
      WHOLE_REGISTER,
      () => 0,
      async () => mark,
    );
    const first = await source.version();
    expect(await source.version()).toBe(first);
    mark = 'edited';
    expect(await source.version()).not.toBe(first);
  });

  it('find documents with Graph, in their folder, leaving folders and vendors’ RFP files out', async () => {
    const search = libraryDocuments(library, client('northwind', 'north-site'), translatorFor('en'));
    const hits = await search('  "fleet" LEASE* ', 5, new AbortController().signal);
    expect(hits).toEqual([
      {
        id: 'document:north-site-doc',
        kind: 'documents',
        title: 'Fleet lease fleet lease.pdf',
        url: '/apps/file-manager?folder=north-site-folder&item=north-site-doc',
        excerpt: 'Contracts › 2026 Fleet',
        terms: ['fleet', 'lease', 'fleet', 'lease'],
      },
    ]);
  });

  it('read Graph’s parent paths', () => {
    expect(folderPathOf('/drive/root:')).toBe('');
    expect(folderPathOf('/drive/root:/A/B%20C')).toBe('A/B C');
    expect(folderPathOf(null)).toBe('');
    expect(folderPathOf('/drive/root:/%E0%A4%A')).toBe('%E0%A4%A');
  });
});
