import { describe, expect, it } from 'vitest';
import { registerTrial } from '../../fixtures/server/testing/http.ts';
import { listeningServer } from '../../test/support/listeningServer.ts';
import { memoryStorage } from '../../test/support/testApi.ts';
import { ARENA_LEVEL, League } from '../model/index.ts';
import { isApiError } from './ApiError.ts';
import { createArenaApi } from './arenaApi.ts';
import { createRequestLayer } from './createRequestLayer.ts';
import { SessionStorageKey } from '../platform.ts';

const { server, url } = await listeningServer();

const arenaFor = (token: string) =>
  createArenaApi(
    createRequestLayer({
      baseUrl: url,
      storage: memoryStorage({ [SessionStorageKey.authorization]: token }),
      platformHeaders: () => ({}),
      onSessionReload: () => undefined,
      onRedirect: () => undefined,
    }),
  );

describe('createArenaApi against the reference server', () => {
  it('reads the standing, saves the reward time, reads an empty history and is refused the attack below its level', async () => {
    const { token } = await registerTrial(server.app);
    const arena = arenaFor(token);
    expect(await arena.info()).toMatchObject({ cups: 0, league: League.NOVICE, bestLeague: League.NOVICE });
    const saved = await arena.setRewardTime(9 * 60, -300);
    expect([saved.rewardMinute, saved.utcOffsetMinutes]).toEqual([9 * 60, -300]);
    expect(await arena.history()).toEqual({ entries: [], nextBefore: null });
    const error = await arena.attack().then(() => null, (e: unknown) => e);
    expect(isApiError(error) ? [error.code, error.params] : error).toEqual(['ARENA_LOCKED', { level: ARENA_LEVEL }]);
  });

  it('shows the held opponent and asks another over the wire, the empty POST body included', async () => {
    const players = await Promise.all([0, 1, 2].map(async (i) => {
      const { token, info } = await registerTrial(server.app);
      await server.db.query('UPDATE players SET name = $2, level = $3 WHERE id = $1', [info.player.id, `Wire${i}`, ARENA_LEVEL]);
      await arenaFor(token).info();
      return { token, id: info.player.id };
    }));
    const [me] = players;
    const arena = arenaFor(me!.token);
    const held = await arena.opponent();
    expect(players.map((p) => p.id)).toContain(held.id);
    expect(held.id).not.toBe(me!.id);
    const next = await arena.nextOpponent();
    expect([next.id === held.id, next.freeRerollsLeft]).toEqual([false, held.freeRerollsLeft - 1]);
  });
});
