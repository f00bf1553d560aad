import type { Battle, ClanBossView } from '../model/index.ts';
import type { RequestLayer } from './createRequestLayer.ts';

/**
 * The clan boss calls of issue 14 (fixtures/server/API.md "Clan boss: MULTI battles"); each rejects with an `ApiError`
 * on a non-2xx answer (NO_CLAN, BATTLE_IN_PROGRESS, CLAN_BOSS_RUNNING, CLAN_BOSS_CLOSED). The MULTI battle they start
 * is played with the battle calls of the main client.
 */
export interface ClanBossApi {
  get(): Promise<ClanBossView>;
  open(): Promise<Battle>;
  join(battleId: number): Promise<Battle>;
}

export function createClanBossApi(layer: Pick<RequestLayer, 'postForm'>): ClanBossApi {
  const { postForm } = layer;
  return {
    // A read: exempt from the anti-repeat window, so a push right after the last load still fetches anew.
    get: () => postForm<ClanBossView>('/api/clanBoss/get', undefined, { repeatable: true }),
    open: () => postForm<Battle>('/api/clanBoss/open'),
    join: (battleId) => postForm<Battle>('/api/clanBoss/join', { battleId }),
  };
}
