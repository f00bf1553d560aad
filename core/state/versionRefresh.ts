/** The session key that survives the Refresh reload: the page was reloaded because the server wanted a newer client. */
const KEY = 'versionRefresh';

const session = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch (error: unknown) {
    // A sandboxed iframe may refuse storage: the confirmation is then skipped, the game plays on.
    void error;
    return null;
  }
};

/** Remembers, across the reload the player asked for, that it was a version Refresh (product §4). */
export function markVersionRefresh(): void {
  session()?.setItem(KEY, '1');
}

/** True once after a version Refresh: the boot then tells the server the new version (POST /api/player/version/update). */
export function takeVersionRefresh(): boolean {
  const storage = session();
  if (storage?.getItem(KEY) !== '1') return false;
  storage.removeItem(KEY);
  return true;
}
