import type { ApiClient } from './ApiClient.ts';

/**
 * Checks that `host` knows the same player before the game moves to it (technical §8 "Switch to a direct
 * domain"): resolves to `host` when `{host}/api/player/id/current` names `currentId`, and to `null` (switch
 * abandoned) when it names another player or the fetch fails.
 */
export async function switchToDirectDomain(
  api: Pick<ApiClient, 'player'>,
  host: string,
  currentId: number,
): Promise<string | null> {
  try {
    const answer = await api.player.idCurrent(host);
    return answer?.id === currentId ? host : null;
  } catch {
    return null;
  }
}
