import { expect, it } from 'vitest';
import { registerTrial } from '../../fixtures/server/testing/http.ts';
import { listeningServer } from '../../test/support/listeningServer.ts';
import { memoryStorage } from '../../test/support/testApi.ts';
import { CLAN_JOIN_LEVEL, ErrorCode, WarriorClass } from '../model/index.ts';
import { isApiError } from './ApiError.ts';
import { createClanApi } from './clanApi.ts';
import { createClanFactoryHallApi } from './clanFactoryHallApi.ts';
import { createRequestLayer } from './createRequestLayer.ts';
import { SessionStorageKey } from '../platform.ts';

const { server, url } = await listeningServer();

it('takes the factory gift and raises a hall class through the calls, refusals coming as coded errors', async () => {
  const { token, info } = await registerTrial(server.app);
  await server.db.query('UPDATE players SET level = $2, gold = 1000 WHERE id = $1', [info.player.id, CLAN_JOIN_LEVEL]);
  const layer = createRequestLayer({
    baseUrl: url,
    storage: memoryStorage({ [SessionStorageKey.authorization]: token }),
    platformHeaders: () => ({}),
    onSessionReload: () => undefined,
    onRedirect: () => undefined,
  });
  const clan = (await createClanApi(layer).create('Api Forge')).clan;
  const api = createClanFactoryHallApi(layer);
  expect(await api.gift()).toMatchObject({ factoryLevel: 0, available: false });
  await expect(api.takeGift()).rejects.toSatisfy((e: unknown) => isApiError(e) && e.code === ErrorCode.CLAN_BUILDING_REQUIRED);

  await server.db.query("UPDATE clan_buildings SET level = 1 WHERE clan_id = $1 AND type IN ('GEAR_FACTORY', 'HALL_OF_FAME')", [clan.id]);
  await server.db.query('UPDATE clans SET gears = 20, gold = 500 WHERE id = $1', [clan.id]);
  const taken = await api.takeGift();
  expect(taken.gift.available).toBe(false);
  await expect(api.takeGift()).rejects.toSatisfy((e: unknown) => isApiError(e) && e.code === ErrorCode.CLAN_GIFT_TAKEN);

  const raised = await api.improveHall(WarriorClass.troll, 1);
  expect(raised.options.find((o) => o.force === WarriorClass.troll)?.level).toBe(1);
  expect((await api.hall()).maxLevel).toBe(2);
});
