import { beforeAll, describe, expect, it } from 'vitest';
import { isApiError } from '../api/ApiError.ts';
import type { ForceId, HeroesView } from '../model/index.ts';
import { playerAtom, toastAtom } from './atoms.ts';
import type { Remote } from './remote.ts';
import { buyOffer, heroAction, heroesAtom, heroShopAtom, loadHeroes, loadHeroShop, msLeft } from './heroes.ts';
import { serverClockOffsetAtom } from './serverClock.ts';
import { createTestPlayer, sharedReferenceServer, storeFor, storeWithoutPlayer, type ReferenceServer } from '../../test/support/referenceServer.ts';

let reference: ReferenceServer;

beforeAll(async () => {
  reference = await sharedReferenceServer();
});

/** A level-3 player with the money for one usual hero, its store signed in and its player info set. */
async function richStore(gold = 2600) {
  const player = await createTestPlayer(reference, { level: 3 });
  await reference.server.db.query('UPDATE players SET gold = $2, crystal = 100, mithril = 10 WHERE id = $1', [player.id, gold]);
  const made = await storeFor(reference, player.token);
  made.setPlayer();
  return made;
}

const viewOf = (remote: Remote<HeroesView>): HeroesView => {
  if (remote.status !== 'ready') throw new Error(`the roster is ${remote.status}`);
  return remote.value;
};

describe('the heroes state against the reference server', () => {
  it('loads the roster with the starting hero and companion fighting, and the server clock offset', async () => {
    const { store } = await richStore();
    await loadHeroes(store, { now: () => 1000 });
    const view = viewOf(store.get(heroesAtom));
    expect(view.squad).toHaveLength(2);
    expect(view.reserve).toEqual([]);
    expect(store.get(serverClockOffsetAtom)).toBe(view.serverTimeMs - 1000);
  });

  it('buys a hero into reserve, shows the paid purse in the header, then puts the hero in the squad', async () => {
    const { store } = await richStore();
    await loadHeroShop(store, 'heroes');
    const shop = store.get(heroShopAtom);
    if (shop.status !== 'ready') throw new Error(`the shop is ${shop.status}`);
    const troll = shop.value.offers.find((o) => o.offer.id === 'hero:troll:usual');
    expect(troll?.gate).toBeNull();
    const goldBefore = store.get(playerAtom)?.gold ?? 0;

    expect(await buyOffer(store, 'hero:troll:usual')).toBe(true);
    const bought = viewOf(store.get(heroesAtom));
    const heroId = bought.reserve[0];
    if (heroId === undefined) throw new Error('no hero in reserve');
    expect(store.get(playerAtom)?.gold).toBe(goldBefore - (troll?.offer.price.amount ?? 0));
    expect(store.get(playerAtom)?.gold).toBe(bought.wallet.gold);

    expect(await heroAction(store, (heroes) => heroes.placeInSquad(heroId, 2))).toBe(true);
    const placed = viewOf(store.get(heroesAtom));
    expect(placed.squad).toContain(heroId);
    expect(placed.reserve).not.toContain(heroId);
  });

  it('shows a refusal as a toast and keeps the roster as it was', async () => {
    const { store } = await richStore(0);
    await loadHeroes(store);
    const before = store.get(heroesAtom);
    await loadHeroShop(store, 'heroes');
    const shop = store.get(heroShopAtom);
    if (shop.status !== 'ready') throw new Error(`the shop is ${shop.status}`);
    // The gate tells before the tap what the buy answers.
    expect(shop.value.offers.find((o) => o.offer.id === 'hero:troll:usual')?.gate?.code).toBe('NOT_ENOUGH_RESOURCES');

    expect(await buyOffer(store, 'hero:troll:usual')).toBe(false);
    expect(store.get(toastAtom)?.text).toBe('Not enough resources');
    expect(store.get(heroesAtom)).toBe(before);
  });

  it('runs two force upgrades at once, refuses a third with its message, and a speed-up charges its emeralds once', async () => {
    const { store } = await richStore();
    await loadHeroes(store);
    const [human, elf] = viewOf(store.get(heroesAtom)).heroes;
    if (!human || !elf) throw new Error('no starting heroes');
    const learnable = (id: number) => {
      const hero = viewOf(store.get(heroesAtom)).heroes.find((h) => h.hero.id === id);
      return Object.entries(hero?.forceMarks ?? {}).filter(([, mark]) => mark === 'learnable').map(([force]) => force as ForceId);
    };
    const [first, second] = learnable(human.hero.id);
    const [third] = learnable(elf.hero.id);
    if (!first || !second || !third) throw new Error('nothing to study');
    expect(await heroAction(store, (api) => api.upgradeForce(human.hero.id, first))).toBe(true);
    expect(await heroAction(store, (api) => api.upgradeForce(human.hero.id, second))).toBe(true);
    expect(viewOf(store.get(heroesAtom)).hammerDto).toEqual({ current: 2, max: 2 });

    expect(await heroAction(store, (api) => api.upgradeForce(elf.hero.id, third))).toBe(false);
    expect(store.get(toastAtom)?.text).toBe('All slots are occupied');

    const upgrade = viewOf(store.get(heroesAtom)).upgrades[0];
    if (!upgrade) throw new Error('no upgrade under way');
    const emeralds = store.get(playerAtom)?.mithril ?? 0;
    expect(await heroAction(store, (api) => api.speedUp(upgrade.id))).toBe(true);
    // 5 minutes left: one emerald, shown in the header at once.
    expect(store.get(playerAtom)?.mithril).toBe(emeralds - 1);
    expect(viewOf(store.get(heroesAtom)).upgrades.map((u) => u.id)).not.toContain(upgrade.id);
  });

  it('exchanges a reserve hero for its tokens', async () => {
    const { store } = await richStore();
    expect(await buyOffer(store, 'hero:troll:usual')).toBe(true);
    const heroId = viewOf(store.get(heroesAtom)).reserve[0];
    if (heroId === undefined) throw new Error('no hero in reserve');
    const ok = await heroAction(store, (api) => api.exchange([heroId]));
    expect(store.get(toastAtom)).toBeNull();
    expect(ok).toBe(true);
    const view = viewOf(store.get(heroesAtom));
    expect(view.reserve).toEqual([]);
    expect(view.wallet.token).toBe(1);
  });

  it('marks the roster failed when the server refuses to load it', async () => {
    const { store } = storeWithoutPlayer(reference);
    await loadHeroes(store);
    const remote = store.get(heroesAtom);
    expect(remote.status).toBe('failed');
    expect(remote.status === 'failed' && isApiError(remote.error) && remote.error.status).toBe(401);
  });
});

describe('msLeft', () => {
  it('counts down on the server clock and stops at zero', () => {
    // The server is 5 s ahead of this device.
    expect(msLeft(20_000, 10_000, 5_000)).toBe(5_000);
    expect(msLeft(20_000, 16_000, 5_000)).toBe(0);
  });
});
