import { expect, it } from 'vitest';
import { registerTrial } from '../../fixtures/server/testing/http.ts';
import { listeningServer } from '../../test/support/listeningServer.ts';
import { memoryStorage } from '../../test/support/testApi.ts';
import { createRequestLayer } from './createRequestLayer.ts';
import { createHeroesApi } from './heroesApi.ts';
import { SessionStorageKey } from '../platform.ts';

const { server, url } = await listeningServer();

it('buys once when the first answer is lost on the way back and the buy is sent again', async () => {
  const { token, info } = await registerTrial(server.app);
  await server.db.query('UPDATE players SET level = 2, gold = 5000 WHERE id = $1', [info.player.id]);
  let lost = 0;
  const layer = createRequestLayer({
    baseUrl: url,
    storage: memoryStorage({ [SessionStorageKey.authorization]: token }),
    platformHeaders: () => ({}),
    onSessionReload: () => undefined,
    onRedirect: () => undefined,
    fetch: async (input, init) => {
      const answer = await fetch(input, init);
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
      // The server bought; the connection breaks before the answer reaches the page.
      if (path === '/api/heroes/shop/buy' && lost === 0) {
        lost += 1;
        throw new TypeError('Failed to fetch');
      }
      return answer;
    },
  });
  const view = await createHeroesApi(layer, { retry: { limit: 2, delayMs: 0 } }).buy('hero:beast:usual');
  expect(lost).toBe(1);
  expect([view.wallet.gold, view.reserve.length]).toEqual([3000, 1]);
  const [row] = await server.db.query<{ gold: number; heroes: number }>(
    'SELECT gold, (SELECT count(*)::integer FROM creatures WHERE player_id = $1) AS heroes FROM players WHERE id = $1',
    [info.player.id],
  );
  expect(row).toEqual({ gold: 3000, heroes: 3 });
});
