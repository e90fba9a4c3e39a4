/** The rules of the switch dialog and of switching (docs/behaviour.md, client switching). */
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
  const active = clients.find((client) => client.id === activeClientId);
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
