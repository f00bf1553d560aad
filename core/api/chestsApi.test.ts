import { describe, expect, it } from 'vitest';
import { registerTrial } from '../../fixtures/server/testing/http.ts';
import { listeningServer } from '../../test/support/listeningServer.ts';
import { memoryStorage } from '../../test/support/testApi.ts';
import { isApiError } from './ApiError.ts';
import { createChestsApi } from './chestsApi.ts';
import { createRequestLayer } from './createRequestLayer.ts';
import { SessionStorageKey } from '../platform.ts';

const { server, url } = await listeningServer();

describe('createChestsApi against the reference server', () => {
  it('reads the chests, opens one earned by a purchase, starts the free chest and takes the daily rewards once', async () => {
    const { token, info } = await registerTrial(server.app);
    await server.db.query(
      `INSERT INTO payments (host, host_payment_id, player_id, pack, emeralds, amount, currency)
       VALUES ('vk', 'api-test', $1, 'pack', 100, 10, 'RUB')`,
      [info.player.id],
    );
    const layer = createRequestLayer({
      baseUrl: url,
      storage: memoryStorage({ [SessionStorageKey.authorization]: token }),
      platformHeaders: () => ({}),
      onSessionReload: () => undefined,
      onRedirect: () => undefined,
    });
    const chests = createChestsApi(layer);
    expect((await chests.chests()).boughtEmeralds).toBe(100);
    expect((await chests.open('silver')).status.chests[0]?.openedAtMs).not.toBeNull();
    const locked = await chests.open('azure').then(() => null, (e: unknown) => e);
    expect(isApiError(locked) ? locked.code : locked).toBe('CHEST_LOCKED');
    expect((await chests.ensureDelayed()).speedUpPrice).toBe(24);
    expect((await chests.takeEveryday(-300)).status.utcOffsetMinutes).toBe(-300);
    expect((await chests.takeOkDaily()).status.rewards.every((r) => !r.available)).toBe(true);
    const again = await chests.takeOkDaily().then(() => null, (e: unknown) => e);
    expect(isApiError(again) ? again.code : again).toBe('DAILY_LIMIT');
    expect((await chests.artifactSet()).artifacts.map((a) => a.defId)).toEqual(['crown', 'mirrorBlade', 'phoenixFeather']);
  });
});
