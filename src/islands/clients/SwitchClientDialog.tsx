import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import {
  chooseClient,
  initialSelection,
  projectPickerDisabled,
  type SwitchableClient,
  type SwitchSelection,
  showsClientPicker,
  switchTitleKey,
} from '../../clients/switching.ts';
import { Alert } from '../../design-system/components/alert/Alert.tsx';
import { Button } from '../../design-system/components/button/Button.tsx';
import * as Dialog from '../../design-system/components/dialog/Dialog.tsx';
import { SelectField } from '../../design-system/components/select/SelectField.tsx';
import { type IslandTexts, translatorOf } from '../../i18n/texts.ts';
import { $clientSwitch, switchClient } from '../../stores/clients.ts';

export interface SwitchClientDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  clients: SwitchableClient[];
  activeClientId: string | null;
  activeProject: string[];
  /** The `clients` dictionary. */
  texts: IslandTexts;
}

/** The switch dialog (docs/behaviour.md): client picker (with more than one client), project picker, Cancel, Switch. */
export function SwitchClientDialog({
  open,
  onOpenChange,
  clients,
  activeClientId,
  activeProject,
  texts,
}: SwitchClientDialogProps) {
  const t = translatorOf(texts);
  const [selection, setSelection] = useState<SwitchSelection>(() =>
    initialSelection(clients, activeClientId, activeProject),
  );
  const { status, error } = useStore($clientSwitch);
  useEffect(() => {
    if (open) setSelection(initialSelection(clients, activeClientId, activeProject));
  }, [open, clients, activeClientId, activeProject]);

  const client = clients.find((candidate) => candidate.id === selection.clientId);
  const title = t(`clients:${switchTitleKey(clients)}`);
  const noProjects = projectPickerDisabled(client);

  const failure =
    status === 'failed' ? (error instanceof Error && error.message) || t('clients:errors.switchFailed') : undefined;

  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
              <Dialog.CloseButton label={t('clients:close')} />
            </Dialog.Header>
            <Dialog.Body>
              {failure ? <Alert status="error">{failure}</Alert> : null}
              {showsClientPicker(clients) ? (
                <SelectField
                  label={t('clients:client')}
                  items={clients.map((candidate) => ({ value: candidate.id, label: candidate.client_name }))}
                  value={selection.clientId ? [selection.clientId] : []}
                  onValueChange={(details) => {
                    const [chosen] = details.value;
                    if (chosen) setSelection((current) => chooseClient(current, chosen));
                  }}
                />
              ) : null}
              <SelectField
                label={t('clients:project')}
                multiple
                disabled={noProjects}
                placeholder={noProjects ? t('clients:noProjects') : t('clients:chooseProject')}
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
                <Button variant="outline">{t('clients:cancel')}</Button>
              </Dialog.CloseTrigger>
              <Button
                loading={status === 'saving'}
                disabled={!selection.clientId}
                onClick={() => {
                  if (selection.clientId) void switchClient(selection.clientId, selection.projects);
                }}
              >
                {t('clients:switch')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
