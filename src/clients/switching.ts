/** The rules of the switch dialog and of switching (docs/behaviour.md, client switching). */
import { activeClientOf } from './client.ts';
export interface SwitchableClient {
  id: string;
  client_name: string;
  projects: { project_name: string }[];
}

export interface SwitchSelection {
  clientId: string | null;
  projects: string[];
}

/** 'Switch Client/Project', or 'Switch Project' when the user has only one client. */
export function switchTitleKey(clients: readonly SwitchableClient[]): 'switchClientProject' | 'switchProject' {
  return clients.length > 1 ? 'switchClientProject' : 'switchProject';
}

/** The client picker appears only with more than one client. */
export function showsClientPicker(clients: readonly SwitchableClient[]): boolean {
  return clients.length > 1;
}

/** On first open with no active client, the first client is preselected. */
export function initialSelection(
  clients: readonly SwitchableClient[],
  activeClientId: string | null,
  activeProject: readonly string[],
): SwitchSelection {
  const active = activeClientOf(clients, activeClientId);
  if (active) return { clientId: active.id, projects: [...activeProject] };
  return { clientId: clients[0]?.id ?? null, projects: [] };
}

/** Choosing a client clears the selected project. */
export function chooseClient(selection: SwitchSelection, clientId: string): SwitchSelection {
  return clientId === selection.clientId ? selection : { clientId, projects: [] };
}

/** The project picker is disabled, with 'No projects to select', when the client has none. */
export function projectPickerDisabled(client: SwitchableClient | undefined): boolean {
  return !client || client.projects.length === 0;
}

/** What switching reads and writes of a session. */
export interface ClientChoice<Client extends SwitchableClient> {
  clients: readonly Client[];
  activeClientId: string | null;
  activeProject: string[];
}

export interface ClientSwitch<Session> {
  session: Session;
  /** Whether the active client is another one than before (the file trail and logo then reset). */
  changed: boolean;
}

/**
 * Client switching (docs/behaviour.md) for every path that sets the active client — the switch
 * dialog, a deep link, sign-in: the client must be one of the session's; the selected projects are
 * always stored, kept to that client's own; without a choice of projects, another client starts
 * with none and the same client keeps its own. Undefined when the client is not the user's.
 */
export function withActiveClient<Client extends SwitchableClient, Session extends ClientChoice<Client>>(
  session: Session,
  clientId: string,
  projects?: readonly string[],
): ClientSwitch<Session> | undefined {
  const client = activeClientOf(session.clients, clientId);
  if (!client) return undefined;
  const changed = session.activeClientId !== client.id;
  const known = new Set(client.projects.map((project) => project.project_name));
  const chosen = projects ?? (changed ? [] : session.activeProject);
  return {
    session: { ...session, activeClientId: client.id, activeProject: chosen.filter((project) => known.has(project)) },
    changed,
  };
}
