import { useEffect } from 'react';
import type { MsalSettings } from '@/auth/msal-settings.ts';
import { forgetProfilePhoto } from '@/auth/services/graph-photo.ts';
import { signOutEverywhere } from '@/auth/services/msal.ts';

/**
 * Logout (docs/behaviour.md): end the portal session, clear every piece of client state, then sign out at
 * the identity provider, which returns to the company site.
 */
export default function Logout({ msal }: { msal: MsalSettings }) {
  useEffect(() => {
    void (async () => {
      await fetch('/api/session', { method: 'DELETE' }).catch(() => undefined);
      forgetProfilePhoto();
      sessionStorage.clear();
      try {
        await signOutEverywhere(msal);
      } catch {
        // Whatever the provider says, the portal session is gone: back to the login page.
        localStorage.clear();
        window.location.assign('/login');
      }
    })();
  }, [msal]);
  return null;
}
