import { atom } from 'jotai/vanilla';
import { createHeroesApi, type HeroesApi } from '../api/heroesApi.ts';
import type { HeroesView, HeroShop, ShopView } from '../model/index.ts';
import { playerAtom } from './atoms.ts';
import type { StoreAccess } from './character.ts';
import { failed, idle, loading, ready, type Remote } from './remote.ts';
import { lazyClient } from './requestLayerAtom.ts';
import { noteServerTime } from './serverClock.ts';
import { busyCall } from './busyCall.ts';

/** The hero client of this store: made from the app's request layer on first use (tests may set their own). */
export const heroesApiAtom = atom<HeroesApi | null>(null);

/** The hero client of this store; an action before the app set the request layer is a programming error. */
export const requireHeroes = (store: StoreAccess): HeroesApi =>
  lazyClient(store, heroesApiAtom, createHeroesApi, 'heroes');

/** The roster as the server last answered it (every hero call answers the whole `HeroesView`). */
export const heroesAtom = atom<Remote<HeroesView>>(idle);

/** The shop the shops tab shows, with its offers and their gates. */
export const heroShopAtom = atom<Remote<ShopView> & { shop: HeroShop | null }>({ ...idle, shop: null });

/** A hero call is under way: the page disables its buttons (the request layer also drops a repeat). */
export const heroesBusyAtom = atom(false);

export interface HeroesDeps {
  /** The client clock (tests pass a fixed one). */
  now?: () => number;
}

const store_ = (store: StoreAccess, view: HeroesView, now: () => number): void => {
  store.set(heroesAtom, ready(view));
  // A timer counts down to the server's `finishesAtMs` whatever the device's clock says (HEROES.md "Time").
  noteServerTime(store, view.serverTimeMs, now());
  // The header shows the player's purse: a buy or an upgrade paid here must show there at once.
  const player = store.get(playerAtom);
  if (player) {
    const { gold, crystal, elixir, mithril } = view.wallet;
    if (player.gold !== gold || player.crystal !== crystal || player.elixir !== elixir || player.mithril !== mithril) {
      store.set(playerAtom, { ...player, gold, crystal, elixir, mithril });
    }
  }
};

/** Loads the roster (GET /api/heroes); a reload keeps the shown roster until the answer comes. */
export async function loadHeroes(store: StoreAccess, deps: HeroesDeps = {}): Promise<void> {
  const heroes = requireHeroes(store);
  if (store.get(heroesAtom).status !== 'ready') store.set(heroesAtom, loading);
  try {
    store_(store, await heroes.roster(), deps.now ?? Date.now);
  } catch (error: unknown) {
    store.set(heroesAtom, failed(error));
  }
}

/**
 * Runs one hero call and stores the roster it answers. A refusal leaves the roster as it was and is shown as a
 * toast with its catalogue text; answers whether the call succeeded.
 */
export async function heroAction(
  store: StoreAccess,
  call: (heroes: HeroesApi) => Promise<HeroesView>,
  deps: HeroesDeps = {},
): Promise<boolean> {
  const heroes = requireHeroes(store);
  return busyCall(store, heroesBusyAtom, async () => {
    store_(store, await call(heroes), deps.now ?? Date.now);
    return true;
  }, false);
}

/** Opens one shop (GET /api/heroes/shop/{shop}): its offers, each with the refusal a buy would get now. */
export async function loadHeroShop(store: StoreAccess, shop: HeroShop): Promise<void> {
  const heroes = requireHeroes(store);
  const held = store.get(heroShopAtom);
  if (held.shop !== shop || held.status !== 'ready') store.set(heroShopAtom, { ...loading, shop });
  try {
    const view = await heroes.shop(shop);
    // The player may have switched to another shop meanwhile: that answer is dropped.
    if (store.get(heroShopAtom).shop === shop) store.set(heroShopAtom, { ...ready(view), shop });
  } catch (error: unknown) {
    if (store.get(heroShopAtom).shop === shop) store.set(heroShopAtom, { ...failed(error), shop });
  }
}

/** Buys an offer, then asks the shop again: the gates change with the money and the one-time offers. */
export async function buyOffer(store: StoreAccess, offerId: string, deps: HeroesDeps = {}): Promise<boolean> {
  const bought = await heroAction(store, (heroes) => heroes.buy(offerId), deps);
  const shop = store.get(heroShopAtom).shop;
  if (shop) await loadHeroShop(store, shop);
  return bought;
}

/** Milliseconds until an upgrade finishes, on the server's clock as last seen; never below 0. */
export const msLeft = (finishesAtMs: number, clientNowMs: number, offsetMs: number): number =>
  Math.max(0, finishesAtMs - (clientNowMs + offsetMs));
