const PHOTO_KEY = 'portal.photoURL';

/**
 * docs/calls.md: the avatar is `me/photo/$value` on Graph; any failure means no avatar. It is read once
 * at sign-in with the fresh access token and kept as a data URL in browser storage, so pages show
 * it without loading MSAL.
 */
export async function storeProfilePhoto(graphApi: string, accessToken: string): Promise<void> {
  try {
    const response = await fetch(`${graphApi}/me/photo/$value`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    if (!response.ok) throw new Error(String(response.status));
    const blob = await response.blob();
    const dataUrl = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(blob);
    });
    localStorage.setItem(PHOTO_KEY, dataUrl);
  } catch {
    localStorage.removeItem(PHOTO_KEY);
  }
}

export function storedProfilePhoto(): string | undefined {
  try {
    return localStorage.getItem(PHOTO_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function forgetProfilePhoto(): void {
  localStorage.removeItem(PHOTO_KEY);
}
