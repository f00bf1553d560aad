import { PLAYER_INFO_RETRIES, type PlayerInfo, type PlayerInfoWithPlaces } from '../model/index.ts';
import type { ApiClient } from './ApiClient.ts';
import { ApiError, isApiError } from './ApiError.ts';
import type { GetOptions } from './createRequestLayer.ts';

/** What the boot learns from the player info call (technical §4 "Start-up", step 2). */
export type PlayerInfoResult =
  | { kind: 'player'; info: PlayerInfo }
  /** 401: the session names no player yet, so the boot starts character selection. */
  | { kind: 'noPlayer' }
  /** The call kept failing; the boot shows the connection page. */
  | { kind: 'connectionFailed'; error: unknown };

export interface LoadPlayerInfoOptions {
  /** Retries after the first call (technical §9: 3). */
  retries?: number;
  /** Pause before each retry. */
  delayMs?: number;
  /** The `init` flag of the call; the boot's first load is the init one. */
  init?: boolean;
  /**
   * Given: ask `player/info/road` with this `around` (core/rules firstPlacesAround), so the road's first places come
   * with the info (issue 26); a server without that call (404) is asked `info/current` instead.
   */
  around?: number;
}

const DEFAULT_RETRY_DELAY_MS = 1000;

/**
 * Loads the player info with up to `retries` retries (technical §4, §8 "Player info fetch fails"), by ky's own
 * retry (`kyRetry`): only failures a retry can cure are retried, no answer or a 5xx. A 401 is "no player yet"
 * (§4: the 401 is ignored, not a session reload). Any other refusal is final.
 */
export async function loadPlayerInfo(
  api: Pick<ApiClient, 'player'>,
  { retries = PLAYER_INFO_RETRIES, delayMs = DEFAULT_RETRY_DELAY_MS, init = true, around }: LoadPlayerInfoOptions = {},
): Promise<PlayerInfoResult> {
  let info: PlayerInfo | undefined;
  const retry = { retry: { limit: retries, delayMs } };
  try {
    info = around === undefined ? await api.player.infoCurrent(init, retry) : await infoWithPlaces(api, init, around, retry);
  } catch (error: unknown) {
    if (isApiError(error) && error.status === 401) return { kind: 'noPlayer' };
    return { kind: 'connectionFailed', error };
  }
  // A 204 answers nothing: the request layer has started a session reload, so no scene may start.
  if (!info) {
    const error = new ApiError({ code: 'HTTP', status: 204, path: '/api/player/info/current' });
    return { kind: 'connectionFailed', error };
  }
  return { kind: 'player', info };
}

/** The info of `player/info/road`, or of `info/current` from a server that does not know the first call (404). */
async function infoWithPlaces(
  api: Pick<ApiClient, 'player'>,
  init: boolean,
  around: number,
  retry: GetOptions,
): Promise<PlayerInfo | undefined> {
  try {
    // A 204 answers nothing (the layer started a session reload): undefined, as infoCurrent's.
    return (await api.player.infoRoad(init, around, retry) as PlayerInfoWithPlaces | undefined)?.info;
  } catch (error: unknown) {
    if (isApiError(error) && error.status === 404) return api.player.infoCurrent(init, retry);
    throw error;
  }
}

