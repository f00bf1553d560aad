import { describe, expect, it } from 'vitest';
import { registerTrial } from '../../fixtures/server/testing/http.ts';
import { listeningServer } from '../../test/support/listeningServer.ts';
import { memoryStorage } from '../../test/support/testApi.ts';
import { isApiError } from './ApiError.ts';
import { createBackpackApi } from './backpackApi.ts';
import { createRequestLayer } from './createRequestLayer.ts';
import { SessionStorageKey } from '../platform.ts';

const { server, url } = await listeningServer();

describe('createBackpackApi against the reference server', () => {
  it('reads the backpack, sets and empties a slot, and rejects the locked elixir settings with their code', async () => {
    const { token } = await registerTrial(server.app);
    const layer = createRequestLayer({
      baseUrl: url,
      storage: memoryStorage({ [SessionStorageKey.authorization]: token }),
      platformHeaders: () => ({}),
      onSessionReload: () => undefined,
      onRedirect: () => undefined,
    });
    const backpack = createBackpackApi(layer);
    expect((await backpack.backpack()).stacks.map((s) => [s.itemId, s.ids.length])).toEqual([['smallPotion', 3], ['sparkScroll', 1]]);
    expect((await backpack.setSlot('scroll', 1, 'stormScroll')).slots.scroll).toEqual(['sparkScroll', 'stormScroll', null]);
    expect((await backpack.setSlot('scroll', 0, null)).slots.scroll).toEqual([null, 'stormScroll', null]);
    const error = await backpack.setElixirSettings(50, 'weakest').then(() => null, (e: unknown) => e);
    expect(isApiError(error) ? error.code : error).toBe('ELIXIR_SETTINGS_LOCKED');
  });
});
