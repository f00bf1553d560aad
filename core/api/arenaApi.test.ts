import { describe, expect, it } from 'vitest';
import { registerTrial } from '../../fixtures/server/testing/http.ts';
import { listeningServer } from '../../test/support/listeningServer.ts';
import { memoryStorage } from '../../test/support/testApi.ts';
import { ARENA_LEVEL, League } from '../model/index.ts';
import { isApiError } from './ApiError.ts';
import { createArenaApi } from './arenaApi.ts';
import { createRequestLayer } from './createRequestLayer.ts';
import { SessionStorageKey } from './sessionStore.ts';

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
});
