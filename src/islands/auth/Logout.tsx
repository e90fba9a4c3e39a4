import { useEffect } from 'react';
import type { MsalSettings } from '@/auth/msal-settings.ts';
import { signOut } from '@/stores/sign-in.ts';

/** /logout (docs/behaviour.md): signs out as soon as the page runs; the page says 'Logging out..'. */
export default function Logout({ msal }: { msal: MsalSettings }) {
  useEffect(() => void signOut(msal), [msal]);
  return null;
}
