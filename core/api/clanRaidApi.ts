import type { ClanRaid, ClanRaidOptions, RaidDifficulty } from '../model/index.ts';
import type { RequestLayer } from './createRequestLayer.ts';

/**
 * The raid calls of issue 13 (fixtures/server/API.md "Raids and the team task"). Each rejects with an `ApiError`
 * carrying the refusal code (CLAN_RAID_BUSY, CLAN_RAID_CLOSED, NOT_ENOUGH_RESOURCES, …) on a non-2xx answer.
 */
export interface ClanRaidApi {
  get(): Promise<ClanRaid>;
  options(): Promise<ClanRaidOptions>;
  start(): Promise<ClanRaid>;
  /** Collects a finished raid; with `reset` abandons one still under way. */
  end(reset: boolean): Promise<ClanRaid>;
  speedUp(): Promise<ClanRaid>;
  setDifficulty(raidDifficulty: RaidDifficulty): Promise<ClanRaid>;
}

export function createClanRaidApi(layer: Pick<RequestLayer, 'get' | 'postForm'>): ClanRaidApi {
  const { get, postForm } = layer;
  return {
    get: () => get<ClanRaid>('/api/clan/raid/get'),
    options: () => get<ClanRaidOptions>('/api/clan/raid/options'),
    start: () => postForm<ClanRaid>('/api/clan/raid/start'),
    end: (reset) => postForm<ClanRaid>('/api/clan/raid/end', { reset }),
    speedUp: () => postForm<ClanRaid>('/api/clan/raid/speedup'),
    setDifficulty: (raidDifficulty) => postForm<ClanRaid>('/api/clan/raid/difficulty/set', { raidDifficulty }),
  };
}
