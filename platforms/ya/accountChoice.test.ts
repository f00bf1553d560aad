import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformAdapter, StorageLike } from '../sdk/index.ts';
import { createTestApi, memoryStorage } from '../../test/support/testApi.ts';
import { freePort } from '../../fixtures/hosts/freePort.ts';
import { backendClient } from '../../fixtures/hosts/shared/backendClient.ts';
import { testHostConfig } from '../../fixtures/hosts/testSecrets.ts';
import { createFakeYaGames } from '../../fixtures/hosts/ya/fakeYaGames.ts';
import { createServer, type GameServer } from '../../fixtures/server/createServer.ts';
import { createYandexAdapter } from './adapter.ts';

/** Technical §7 "A search and a remap call exist for merging accounts", against the reference server and the fake Yandex. */
describe('Yandex account choice', () => {
  let server: GameServer;
  let origin = '';

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = await createServer({ inMemory: true, staticDir: null, hosts: testHostConfig(origin), fakeHost: 'ya' });
    await server.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server.close();
  });

  /** Signs `user` in on the device whose local storage is `storage`, as the boot does. */
  const signIn = async (user: string, storage: StorageLike) => {
    const yaGames = createFakeYaGames({ backend: backendClient(origin), user, lang: 'en', choose: async () => 'ok' });
    const adapter: PlatformAdapter = createYandexAdapter({ yaGames, storage });
    const client = createTestApi(origin, { storage, platformHeaders: () => ({ ...adapter.headers() }) });
    await adapter.signIn({
      postForm: (path, body) => client.layer.postForm(path, body, { repeatable: true }),
      postJson: (path, json) => client.layer.postJson(path, json),
      lang: 'en',
    });
    const player = await client.api.player.current();
    return { adapter, client, player };
  };

  it('lists the other accounts this device played, and continues as the chosen one', async () => {
    const device = memoryStorage();
    const secondUser = `b${Date.now()}`;
    const first = await signIn(`a${Date.now()}`, device);
    const second = await signIn(secondUser, device);
    expect(second.player.id).not.toBe(first.player.id);

    const choice = second.adapter.accountChoice;
    if (!choice) throw new Error('the Yandex adapter offers no account choice');
    const options = await choice.list();
    expect(options).toEqual([{ playerId: first.player.id, name: first.player.name, level: first.player.level }]);

    await choice.choose(first.player.id);
    // The request layer kept the remap's new token: this device now plays the chosen account.
    expect((await second.client.api.player.current()).id).toBe(first.player.id);
    // The second Yandex account now names the first player: a new sign-in lands there too.
    expect((await signIn(secondUser, device)).player.id).toBe(first.player.id);
  });

  it('offers nothing on a device that played only one account, and refuses an account it did not offer', async () => {
    const elsewhere = await signIn(`c${Date.now()}`, memoryStorage());
    const device = memoryStorage();
    const lone = await signIn(`d${Date.now()}`, device);
    const choice = lone.adapter.accountChoice;
    if (!choice) throw new Error('the Yandex adapter offers no account choice');
    expect(await choice.list()).toEqual([]);
    await expect(choice.choose(elsewhere.player.id)).rejects.toMatchObject({ status: 403 });
    expect((await lone.client.api.player.current()).id).toBe(lone.player.id);
  });
});
