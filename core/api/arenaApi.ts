import type { ArenaHistoryPage, ArenaInfo, ArenaOpponent, Battle } from '../model/index.ts';
import type { RequestLayer } from './createRequestLayer.ts';

/**
 * The arena calls of issue 14 (fixtures/server/API.md "Arena (issue 14)"); each rejects with an `ApiError` on a
 * non-2xx answer (ARENA_LOCKED, ARENA_NO_OPPONENT, BATTLE_IN_PROGRESS). The battle it starts is played with the
 * battle calls of the main client.
 */
export interface ArenaApi {
  info(): Promise<ArenaInfo>;
  /** Attacks the opponent matchmaking picks (POST /api/battle/arena/attack): an ARENA battle in progress. */
  attack(): Promise<Battle>;
  /** The opponent held for the caller, shown before the fight (GET /api/arena/opponent). */
  opponent(): Promise<ArenaOpponent>;
  /** Another opponent, free a few times a day then for gold (POST /api/arena/opponent/next). */
  nextOpponent(): Promise<ArenaOpponent>;
  /** Fights made and suffered, newest first; `before` an entry id for older ones. */
  history(before?: number): Promise<ArenaHistoryPage>;
  /** The daily reward's local time: minutes after midnight, and the offset from UTC in minutes (east positive). */
  setRewardTime(rewardMinute: number, utcOffsetMinutes: number): Promise<ArenaInfo>;
}

export function createArenaApi(layer: Pick<RequestLayer, 'get' | 'postForm'>): ArenaApi {
  const { get, postForm } = layer;
  return {
    info: () => get<ArenaInfo>('/api/arena/info'),
    attack: () => postForm<Battle>('/api/battle/arena/attack'),
    opponent: () => get<ArenaOpponent>('/api/arena/opponent'),
    nextOpponent: () => postForm<ArenaOpponent>('/api/arena/opponent/next'),
    history: (before) => get<ArenaHistoryPage>('/api/arena/history', before === undefined ? undefined : { before }),
    setRewardTime: (rewardMinute, utcOffsetMinutes) =>
      postForm<ArenaInfo>('/api/arena/settings', { rewardMinute, utcOffsetMinutes }),
  };
}
