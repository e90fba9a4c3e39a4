import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { MsalSettings } from '@/auth/msal-settings.ts';
import type { LogoClient } from '@/clients/services/client-logo.ts';
import { $clientLogo, showActiveClientLogo } from '@/stores/client-logo.ts';

export interface ClientLogoProps {
  client: LogoClient;
  clientName: string;
  /** The local fallback (docs/calls.md: logo_path under the local client logos), '' when none. */
  fallbackUrl: string;
  altText: string;
  /** For loading the logo from Graph when the active client changed since this browser last did. */
  msal: MsalSettings | undefined;
  graphApi: string;
}

/**
 * The active client's logo in the navbar: the Graph logo this browser loaded for the client, the
 * local fallback until then or when it no longer loads, nothing when there is neither.
 */
export default function ClientLogo({ client, clientName, fallbackUrl, altText, msal, graphApi }: ClientLogoProps) {
  const logo = useStore($clientLogo);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setFailed(false);
    void showActiveClientLogo(client, msal, graphApi);
  }, [client, msal, graphApi]);
  const url = !failed && logo?.url ? logo.url : fallbackUrl;
  if (!url) return null;
  return (
    <img
      className="client-logo"
      src={url}
      alt={altText}
      title={clientName}
      width={32}
      height={32}
      onError={() => setFailed(true)}
    />
  );
}
