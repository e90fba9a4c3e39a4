import { useEffect, useState } from 'react';
import type { MsalSettings } from '@/auth/msal-settings.ts';
import { type LogoClient, loadClientLogo, storeClientLogo } from '@/clients/services/client-logo.ts';
import {
  chooseClient,
  initialSelection,
  projectPickerDisabled,
  type SwitchableClient,
  type SwitchSelection,
  showsClientPicker,
} from '@/clients/switching.ts';
import { Alert } from '@/design-system/components/alert/Alert.tsx';
import { Button } from '@/design-system/components/button/Button.tsx';
import * as Dialog from '@/design-system/components/dialog/Dialog.tsx';
import { SelectField } from '@/design-system/components/select/SelectField.tsx';
import { createApiClient } from '@/services/http-client.ts';
import { clientSelected } from '@/stores/clients.ts';

export interface SwitchTexts {
  title: string;
  client: string;
  project: string;
  noProjects: string;
  chooseProject: string;
  cancel: string;
  switch: string;
  close: string;
  failed: string;
}

export interface SwitchClientDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  clients: (SwitchableClient & LogoClient)[];
  activeClientId: string | null;
  activeProject: string[];
  texts: SwitchTexts;
  msal: MsalSettings;
  graphApi: string;
}

/** A new client's logo is loaded when switching to it (docs/behaviour.md; MSAL only downloaded then). */
async function refreshClientLogo(client: LogoClient, msal: MsalSettings, graphApi: string): Promise<void> {
  try {
    const { msalTokens } = await import('@/auth/services/msal.ts');
    const graph = createApiClient({ baseUrl: graphApi, token: 'access', tokens: msalTokens(msal) });
    storeClientLogo(client.id, await loadClientLogo(graph, client));
  } catch {
    // The navbar then shows the local fallback logo.
  }
}

/** The switch dialog (docs/behaviour.md): client picker (with more than one client), project picker, Cancel, Switch. */
export function SwitchClientDialog({
  open,
  onOpenChange,
  clients,
  activeClientId,
  activeProject,
  texts,
  msal,
  graphApi,
}: SwitchClientDialogProps) {
  const [selection, setSelection] = useState<SwitchSelection>(() =>
    initialSelection(clients, activeClientId, activeProject),
  );
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (open) {
      setSelection(initialSelection(clients, activeClientId, activeProject));
      setError(undefined);
    }
  }, [open, clients, activeClientId, activeProject]);

  const client = clients.find((candidate) => candidate.id === selection.clientId);
  const noProjects = projectPickerDisabled(client);

  async function submit() {
    if (!selection.clientId) return;
    setSaving(true);
    setError(undefined);
    try {
      const response = await fetch('/api/session/active-client', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ clientId: selection.clientId, projects: selection.projects }),
      });
      const body = (await response.json()) as { changed?: boolean; error?: { message?: string } };
      if (!response.ok) throw new Error(body.error?.message || texts.failed);
      clientSelected(selection.clientId, body.changed === true);
      if (body.changed && client) await refreshClientLogo(client, msal, graphApi);
      // Every page is rendered for the active client: show this one again for the new choice.
      window.location.reload();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : texts.failed);
      setSaving(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{texts.title}</Dialog.Title>
              <Dialog.CloseButton label={texts.close} />
            </Dialog.Header>
            <Dialog.Body>
              {error ? <Alert status="error">{error}</Alert> : null}
              {showsClientPicker(clients) ? (
                <SelectField
                  label={texts.client}
                  items={clients.map((candidate) => ({ value: candidate.id, label: candidate.client_name }))}
                  value={selection.clientId ? [selection.clientId] : []}
                  onValueChange={(details) => {
                    const [chosen] = details.value;
                    if (chosen) setSelection((current) => chooseClient(current, chosen));
                  }}
                />
              ) : null}
              <SelectField
                label={texts.project}
                multiple
                disabled={noProjects}
                placeholder={noProjects ? texts.noProjects : texts.chooseProject}
                items={(client?.projects ?? []).map((project) => ({
                  value: project.project_name,
                  label: project.project_name,
                }))}
                value={selection.projects}
                onValueChange={(details) => setSelection((current) => ({ ...current, projects: details.value }))}
              />
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <Button variant="outline">{texts.cancel}</Button>
              </Dialog.CloseTrigger>
              <Button loading={saving} disabled={!selection.clientId} onClick={submit}>
                {texts.switch}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
