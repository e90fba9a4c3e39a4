import { createRoot } from 'react-dom/client';
import type { MsalSettings } from '../../auth/msal-settings.ts';
import type { IslandTexts } from '../../i18n/texts.ts';
import SessionLock from './SessionLock.tsx';

/** The locked dialog's React root, made when the session first locks (session-lock.ts). */
export function mountSessionLock(host: HTMLElement, msal: MsalSettings, texts: IslandTexts): void {
  createRoot(host).render(<SessionLock msal={msal} texts={texts} />);
}
