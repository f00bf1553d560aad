import { beforeAll, describe, expect, it } from 'vitest';
import { createStore } from 'jotai/vanilla';
import type { HeroesView, ShopView } from '../model/index.ts';
import { stairStart } from '../rules/index.ts';
import { toastAtom } from './atoms.ts';
import type { Remote } from './remote.ts';
import { buyOffer, heroAction, heroesAtom, heroShopAtom, loadHeroes, loadHeroShop, requireHeroes } from './heroes.ts';
import { createTestPlayer, sharedReferenceServer, storeFor, type ReferenceServer } from '../../test/support/referenceServer.ts';

let reference: ReferenceServer;

beforeAll(async () => {
  reference = await sharedReferenceServer();
});

const ready = <T>(remote: Remote<T>): T => {
  if (remote.status !== 'ready') throw new Error(`not ready: ${remote.status}`);
  return remote.value;
};

const archangelGate = (shop: ShopView) => shop.offers.find((o) => o.offer.id === 'hero:archangel:ark')?.gate;

describe('the Ark token loop in the heroes state', () => {
  it('refuses an exchange with none selected, turns a reserve hero into the token missing, and buys an Ark hero with it', async () => {
    const player = await createTestPlayer(reference, { level: 3, bestVictoryStair: 29 });
    await reference.server.db.query('UPDATE players SET gold = 2000, token = 199, coordinate = $2 WHERE id = $1', [
      player.id,
      stairStart(30),
    ]);
    const { store, setPlayer } = await storeFor(reference, player.token);
    setPlayer();
    await loadHeroes(store);

    expect(await heroAction(store, (api) => api.exchange([]))).toBe(false);
    expect(store.get(toastAtom)?.text).toBe('Select heroes to exchange');

    await loadHeroShop(store, 'ark');
    expect(archangelGate(ready(store.get(heroShopAtom)))).toEqual({ code: 'NOT_ENOUGH_TOKENS', params: { currency: 'token', price: 200 } });
    expect(await buyOffer(store, 'hero:beast:usual')).toBe(true);
    const beast = ready<HeroesView>(store.get(heroesAtom)).reserve[0]!;
    expect(await heroAction(store, (api) => api.exchange([beast]))).toBe(true);
    expect(ready<HeroesView>(store.get(heroesAtom)).wallet.token).toBe(200);

    await loadHeroShop(store, 'ark');
    expect(archangelGate(ready(store.get(heroShopAtom)))).toBeNull();
    expect(await buyOffer(store, 'hero:archangel:ark')).toBe(true);
    const after = ready<HeroesView>(store.get(heroesAtom));
    const archangel = after.heroes.find((h) => h.hero.heroClass === 'archangel');
    expect([after.wallet.token, archangel?.hero.quality, after.reserve]).toEqual([0, 'ark', [archangel?.hero.id]]);
    expect(archangelGate(ready(store.get(heroShopAtom)))).toEqual({ code: 'NOT_ENOUGH_TOKENS', params: { currency: 'token', price: 200 } });
  });

  it('makes the heroes client from the request layer on first use, and names what is missing without one', () => {
    expect(() => requireHeroes(createStore())).toThrow(/requestLayerAtom/);
  });
});
