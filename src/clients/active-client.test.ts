import { describe, expect, it } from 'vitest';
import type { PortalSession, SessionClient } from '../auth/server/session-store.ts';
import { withActiveClient } from './switching.ts';

const client = (id: string, projects: string[]): SessionClient => ({
  id,
  hubspot_company_xref: 1,
  client_name: id,
  projects: projects.map((project_name) => ({ project_name })),
  user_client_roles: [],
  siteID: `site-${id}`,
  parentID: '',
  LibraryUploadID: '',
  logo_path: '',
});

const session: PortalSession = {
  id: 'session',
  uid: 'u',
  email: 'e@example.test',
  displayName: 'E',
  userInfo: { user_id: 'u', companyName: 'C', user_type: 'client', user_client_roles: [] },
  clients: [client('A', ['Alpha', 'Beta']), client('B', ['Gamma'])],
  activeClientId: 'A',
  activeProject: ['Alpha'],
  idToken: 'token',
  tokenExpiresAt: 0,
  createdAt: 0,
};

describe('switching the active client', () => {
  it('stores another client and starts it without projects unless some are chosen', () => {
    expect(withActiveClient(session, 'B')).toMatchObject({
      changed: true,
      session: { activeClientId: 'B', activeProject: [] },
    });
    expect(withActiveClient(session, 'B', ['Gamma'])?.session.activeProject).toEqual(['Gamma']);
  });

  it("keeps the same client's projects, or stores the new choice", () => {
    expect(withActiveClient(session, 'A')).toMatchObject({ changed: false, session: { activeProject: ['Alpha'] } });
    expect(withActiveClient(session, 'A', ['Beta'])?.session.activeProject).toEqual(['Beta']);
  });

  it("keeps only the client's own projects", () => {
    expect(withActiveClient(session, 'A', ['Beta', 'Gamma', 'Nope'])?.session.activeProject).toEqual(['Beta']);
  });

  it('refuses a client that is not one of the user’s', () => {
    expect(withActiveClient(session, 'Z')).toBeUndefined();
  });
});
