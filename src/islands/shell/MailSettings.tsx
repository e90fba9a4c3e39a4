import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect } from 'react';
import { Button } from '../../design-system/components/button/Button.tsx';
import { SelectField } from '../../design-system/components/select/SelectField.tsx';
import { isLocale, languages } from '../../i18n/locales.ts';
import type { Translate } from '../../i18n/texts.ts';
import { timeZoneOptions } from '../../i18n/time-zones.ts';
import { DIGEST_FREQUENCIES, type DigestFrequency } from '../../mail/schedule.ts';
import {
  $mailSettings,
  $mailSettingsStatus,
  chooseDigest,
  chooseMailLanguage,
  chooseMailTimeZone,
  loadMailSettings,
} from '../../stores/mail-settings.ts';

/**
 * The settings panel's Email section (decision 127): a digest per client (daily, weekly, off),
 * and the language and time zone the mail is written and scheduled in. Loaded when the panel
 * opens; each choice is saved at once.
 */
export function MailSettings({ t, section }: { t: Translate; section: (title: string, body: ReactNode) => ReactNode }) {
  const settings = useStore($mailSettings);
  const status = useStore($mailSettingsStatus);
  useEffect(() => {
    if ($mailSettingsStatus.get() === 'idle') void loadMailSettings();
  }, []);
  const title = t('panels:mail.heading');
  if (!settings)
    return section(
      title,
      status === 'failed' ? (
        <>
          <p role="alert">{t('panels:mail.failed')}</p>
          <Button type="button" onClick={() => void loadMailSettings()}>
            {t('panels:mail.retry')}
          </Button>
        </>
      ) : (
        <p role="status">{t('panels:mail.loading')}</p>
      ),
    );
  const frequencies = DIGEST_FREQUENCIES.map((value) => ({ value, label: t(`panels:mail.frequency.${value}`) }));
  const zones = timeZoneOptions();
  const zoneItems = zones.some((zone) => zone.value === settings.timeZone)
    ? zones
    : [{ value: settings.timeZone, label: settings.timeZone }, ...zones];
  return section(
    title,
    <>
      <p>{t('panels:mail.intro', { email: settings.email })}</p>
      {settings.clients.length === 0 ? <p>{t('panels:mail.noClients')}</p> : null}
      {settings.clients.map((client) => (
        <SelectField
          key={client.id}
          label={t('panels:mail.digest', { client: client.name })}
          items={frequencies}
          value={[client.digest]}
          positioning={{ sameWidth: true }}
          onValueChange={({ value: [next] }) => {
            if (next) void chooseDigest(client.id, next as DigestFrequency);
          }}
        />
      ))}
      <SelectField
        label={t('panels:mail.language')}
        items={languages.map((language) => ({ value: language.id, label: language.title }))}
        value={[settings.language]}
        positioning={{ sameWidth: true }}
        onValueChange={({ value: [next] }) => {
          if (isLocale(next)) void chooseMailLanguage(next);
        }}
      />
      <SelectField
        label={t('panels:mail.timeZone')}
        items={zoneItems}
        value={[settings.timeZone]}
        positioning={{ sameWidth: true }}
        onValueChange={({ value: [next] }) => {
          if (next) void chooseMailTimeZone(next);
        }}
      />
      {status === 'saveFailed' ? <p role="alert">{t('panels:mail.saveFailed')}</p> : null}
    </>,
  );
}
