import { useEffect, useState } from 'react';
import { type ClientLogo as Logo, storedClientLogo } from '@/clients/services/client-logo.ts';

export interface ClientLogoProps {
  clientId: string;
  clientName: string;
  /** The local fallback (docs/calls.md: logo_path under the local client logos), '' when none. */
  fallbackUrl: string;
  altText: string;
}

/**
 * The active client's logo in the navbar: the Graph logo loaded at sign-in or on switching,
 * the local fallback until then or when it no longer loads, nothing when there is neither.
 */
export default function ClientLogo({ clientId, clientName, fallbackUrl, altText }: ClientLogoProps) {
  const [logo, setLogo] = useState<Logo | undefined>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setLogo(storedClientLogo(clientId));
    setFailed(false);
  }, [clientId]);
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
