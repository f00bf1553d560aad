import type { Player, PushState } from '../model/index.ts';
import type { RequestLayer } from './createRequestLayer.ts';

/**
 * The player's small switches of issue 12 (fixtures/server/API.md "Road news, push switch, special places, OK
 * group"): the host notifications on or off, and the road news seen. Each rejects with an `ApiError` on a non-2xx
 * answer.
 */
export interface PlayerSwitchesApi {
  /** Flips the push switch on the server and answers where it is now. */
  switchPush(): Promise<PushState>;
  resetRoadNews(): Promise<Player>;
}

export function createPlayerSwitchesApi(layer: Pick<RequestLayer, 'postForm'>): PlayerSwitchesApi {
  const { postForm } = layer;
  return {
    switchPush: () => postForm<PushState>('/api/player/push/switch'),
    resetRoadNews: () => postForm<Player>('/api/player/news/road/reset'),
  };
}
