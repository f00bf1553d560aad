import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type GameServer } from '../../fixtures/server/createServer.ts';
import { registerTrial } from '../../fixtures/server/testing/http.ts';
import { memoryStorage } from '../../test/support/testApi.ts';
import { isApiError } from './ApiError.ts';
import { createRequestLayer } from './createRequestLayer.ts';
import { createHeroesApi, type HeroesApi } from './heroesApi.ts';
import { SessionStorageKey } from '../platform.ts';

let server: GameServer;
let url: string;
let clock = Date.parse('2026-03-01T10:00:00Z');
beforeAll(async () => {
  server = await createServer({ inMemory: true, staticDir: null, now: () => clock });
  url = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server.close();
});

/** A level-3 player with money and its hero client on the real request layer; `requests` records each call. */
async function player(): Promise<{ heroes: HeroesApi; requests: string[] }> {
  const { token, info } = await registerTrial(server.app);
  await server.db.query('UPDATE players SET level = 3, gold = 2600, crystal = 100, mithril = 10 WHERE id = $1', [info.player.id]);
  const requests: string[] = [];
  const layer = createRequestLayer({
    baseUrl: url,
    storage: memoryStorage({ [SessionStorageKey.authorization]: token }),
    platformHeaders: () => ({}),
    onSessionReload: () => undefined,
    onRedirect: () => undefined,
    fetch: async (input, init) => {
      // A copy to read: reading the request itself would leave nothing to send.
      const request = input instanceof Request ? input.clone() : new Request(input, init);
      const sent = new URL(request.url);
      sent.searchParams.delete('sessionId'); // the session's own query field, added to every GET
      const body = request.method === 'POST' ? await request.text() : sent.search.slice(1);
      requests.push(`${request.method} ${sent.pathname}${body ? ` ${body}` : ''}`);
      return fetch(input, init);
    },
  });
  return { heroes: createHeroesApi(layer), requests };
}

const codeOf = async (call: Promise<unknown>): Promise<string | null> => {
  const error = await call.then(() => null, (e: unknown) => e);
  return isApiError(error) ? error.code : null;
};

describe('createHeroesApi against the reference server', () => {
  it('buys a hero, puts it in the squad, studies a force and speeds it up, with the form fields the server reads', async () => {
    const { heroes, requests } = await player();
    const shop = await heroes.shop('heroes');
    expect(shop.open).toBe(true);
    const bought = await heroes.buy('hero:troll:usual');
    const troll = bought.reserve[0]!;
    expect(bought.haveNewCreature).toBe(true);
    expect((await heroes.resetCreatureNews()).haveNewCreature).toBe(false);
    expect((await heroes.placeInSquad(troll, 2)).squad.at(-1)).toBe(troll);
    const started = await heroes.upgradeForce(troll, 'fury');
    const sped = await heroes.speedUp(started.upgrades[0]!.id);
    expect(sped.heroes.find((h) => h.hero.id === troll)?.hero.forces).toEqual({ fury: 1 });
    expect(sped.wallet).toMatchObject({ gold: 600, crystal: 80, mithril: 9 });
    expect((await heroes.sendToReserve(troll)).reserve).toEqual([troll]);
    expect((await heroes.toggleGroupLeveling()).groupLeveling).toBe('weakest');
    expect(requests).toEqual([
      'GET /api/heroes/shop/heroes',
      'POST /api/heroes/shop/buy offerId=hero%3Atroll%3Ausual',
      'POST /api/player/news/creature/reset',
      `POST /api/heroes/squad/place heroId=${troll}&slot=2`,
      `POST /api/heroes/force/upgrade heroId=${troll}&force=fury`,
      `POST /api/heroes/upgrade/speedUp upgradeId=${started.upgrades[0]!.id}`,
      `POST /api/heroes/squad/reserve heroId=${troll}`,
      'POST /api/heroes/groupLeveling/toggle',
    ]);
  });

  it('works artifacts and cards, and rejects refusals with their codes', async () => {
    const { heroes } = await player();
    const view = await heroes.roster();
    const heroId = view.squad[0]!;
    const sword = (await heroes.buy('artifact:sword')).artifacts[0]!.id;
    expect((await heroes.assignArtifact(sword, heroId)).artifacts[0]?.heroId).toBe(heroId);
    expect((await heroes.upgradeArtifact(sword)).upgrades[0]).toMatchObject({ kind: 'artifact', artifactId: sword });
    clock += 60 * 60_000;
    expect((await heroes.roster()).artifacts[0]?.level).toBe(2);
    expect(await codeOf(heroes.forge(null, heroId))).toBe('ARTIFACT_NOT_CHOSEN');
    expect(await codeOf(heroes.forge(sword, null))).toBe('HERO_NOT_CHOSEN');
    expect(await codeOf(heroes.forge(sword, view.squad[1]!))).toBe('FORBIDDEN');
    expect((await heroes.removeArtifact(sword)).artifacts[0]?.heroId).toBeNull();
    expect(await codeOf(heroes.reforge(sword, heroId))).toBe('FORBIDDEN');
    expect((await heroes.forge(sword, heroId)).artifacts).toEqual([]);
    expect(await codeOf(heroes.activateCard(999))).toBe('CARD_NOT_AVAILABLE');
    expect(await codeOf(heroes.evolve(999, heroId))).toBe('CARD_NOT_AVAILABLE');
    expect(await codeOf(heroes.upgradeRank(heroId))).toBe('LEVEL_TOO_LOW');
    expect(await codeOf(heroes.exchange([]))).toBe('HEROES_NOT_SELECTED');
    expect(await codeOf(heroes.exchange(view.squad))).toBe('SQUAD_EMPTY');
    expect(await codeOf(heroes.buy('hero:nobody:usual'))).toBe('NOT_FOUND');
  });
});
