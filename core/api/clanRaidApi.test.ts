import { describe, expect, it } from 'vitest';
import { registerTrial } from '../../fixtures/server/testing/http.ts';
import { listeningServer } from '../../test/support/listeningServer.ts';
import { memoryStorage } from '../../test/support/testApi.ts';
import { CLAN_JOIN_LEVEL, ClanRole, ErrorCode, RaidOutcome, RaidState } from '../model/index.ts';
import { isApiError } from './ApiError.ts';
import { createClanRaidApi } from './clanRaidApi.ts';
import { createRequestLayer } from './createRequestLayer.ts';
import { SessionStorageKey } from '../platform.ts';

const { server, url } = await listeningServer();

const member = async (clanId: number, role: ClanRole) => {
  const { token, info } = await registerTrial(server.app);
  const id = info.player.id;
  await server.db.query('UPDATE players SET level = $2, clan_id = $3 WHERE id = $1', [id, CLAN_JOIN_LEVEL, clanId]);
  await server.db.query('INSERT INTO clan_members (player_id, clan_id, role, joined_at) VALUES ($1, $2, $3, $4)', [
    id, clanId, role, new Date(Date.now() - 60_000),
  ]);
  const layer = createRequestLayer({
    baseUrl: url,
    storage: memoryStorage({ [SessionStorageKey.authorization]: token }),
    platformHeaders: () => ({}),
    onSessionReload: () => undefined,
    onRedirect: () => undefined,
  });
  return createClanRaidApi(layer);
};

describe('createClanRaidApi against the reference server', () => {
  it('reads the raid and its options, sets the difficulty, starts, abandons, and rejects with codes', async () => {
    const [clan] = await server.db.query<{ id: number }>("INSERT INTO clans (name) VALUES ('Api Raiders') RETURNING id");
    const leader = await member(clan!.id, ClanRole.LEADER);
    const newbie = await member(clan!.id, ClanRole.NEWBIE);
    expect(await newbie.get()).toMatchObject({ state: RaidState.RAID_AVAILABLE, mayChangeDifficulty: false });
    expect((await newbie.options()).options).toHaveLength(4);
    expect((await leader.setDifficulty('EASY')).difficulty).toBe('EASY');
    await expect(newbie.setDifficulty('HARD')).rejects.toSatisfy((e: unknown) => isApiError(e) && e.code === ErrorCode.CLAN_PERMISSION_DENIED);
    expect((await newbie.start()).raid?.difficulty).toBe('EASY');
    await expect(newbie.end(false)).rejects.toSatisfy((e: unknown) => isApiError(e) && e.code === ErrorCode.CLAN_RAID_NOT_FINISHED);
    expect((await newbie.end(true)).last?.outcome).toBe(RaidOutcome.ABANDONED);
    await expect(newbie.speedUp()).rejects.toSatisfy((e: unknown) => isApiError(e) && e.code === ErrorCode.CLAN_RAID_NOT_RUNNING);
  });
});
