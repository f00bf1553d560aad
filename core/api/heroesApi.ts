import type { ForceId, HeroesView, HeroShop, ShopView } from '../model/index.ts';
import type { RequestLayer } from './createRequestLayer.ts';
import type { RetryPolicy } from './kyRetry.ts';

/**
 * The hero calls of issue 11 (fixtures/server/API.md "Heroes"). Every function answers the roster as the server
 * holds it after the call (`HeroesView`, due upgrades finished by the server clock), except `shop`, and rejects with
 * an `ApiError` on a non-2xx answer (the hero refusals' codes: core/content/HEROES.md "Refusals"). A repeat of the
 * same call within the request layer's anti-repeat window is not sent again (a double tap buys once), and every
 * change carries an Idempotency-Key, so a call whose answer was lost is sent again and still acts once.
 */
export interface HeroesApi {
  roster(): Promise<HeroesView>;
  /** Puts the hero in squad slot 0–5 (the hero there swaps places with it). */
  placeInSquad(heroId: number, slot: number): Promise<HeroesView>;
  sendToReserve(heroId: number): Promise<HeroesView>;
  toggleGroupLeveling(): Promise<HeroesView>;
  /** Studies the force (rank 1) or starts raising it one rank. */
  upgradeForce(heroId: number, force: ForceId): Promise<HeroesView>;
  /** Finishes an upgrade under way now, for emeralds. */
  speedUp(upgradeId: number): Promise<HeroesView>;
  upgradeRank(heroId: number): Promise<HeroesView>;
  assignArtifact(artifactId: number, heroId: number): Promise<HeroesView>;
  removeArtifact(artifactId: number): Promise<HeroesView>;
  upgradeArtifact(artifactId: number): Promise<HeroesView>;
  /** Melts a backpack artifact into the hero; null fields are sent absent (the server names what is missing). */
  forge(artifactId: number | null, heroId: number | null): Promise<HeroesView>;
  /** Melts an artifact a hero wears into the chosen hero (the reforge smithy). */
  reforge(artifactId: number | null, heroId: number | null): Promise<HeroesView>;
  activateCard(cardId: number): Promise<HeroesView>;
  /** Uses an active evolution card on the hero. */
  evolve(cardId: number, heroId: number): Promise<HeroesView>;
  exchange(heroIds: readonly number[]): Promise<HeroesView>;
  /** One shop with each offer's gate (why it cannot be bought now, or null). */
  shop(shop: HeroShop): Promise<ShopView>;
  buy(offerId: string): Promise<HeroesView>;
  /** Clears the "new on the hero" news flag. */
  resetCreatureNews(): Promise<HeroesView>;
}

/**
 * How a hero change is sent again when no answer came (or a 5xx): its key makes the server act once, so a buy or
 * speed-up lost to a flaky connection goes through without the player tapping twice. Not given by the spec.
 */
export const HERO_CALL_RETRY: RetryPolicy = { limit: 2, delayMs: 1_000 };

/** `retry`: how a change is sent again (tests pass no pause). */
export function createHeroesApi(
  layer: Pick<RequestLayer, 'get' | 'postForm'>,
  { retry = HERO_CALL_RETRY }: { retry?: RetryPolicy } = {},
): HeroesApi {
  const { get, postForm } = layer;
  const post = (path: string, body?: Record<string, string | number | undefined>) =>
    postForm<HeroesView>(path, body, { keyed: { retry } });
  const chosen = (id: number | null): number | undefined => (id === null ? undefined : id);
  return {
    roster: () => get<HeroesView>('/api/heroes'),
    placeInSquad: (heroId, slot) => post('/api/heroes/squad/place', { heroId, slot }),
    sendToReserve: (heroId) => post('/api/heroes/squad/reserve', { heroId }),
    toggleGroupLeveling: () => post('/api/heroes/groupLeveling/toggle'),
    upgradeForce: (heroId, force) => post('/api/heroes/force/upgrade', { heroId, force }),
    speedUp: (upgradeId) => post('/api/heroes/upgrade/speedUp', { upgradeId }),
    upgradeRank: (heroId) => post('/api/heroes/rank/upgrade', { heroId }),
    assignArtifact: (artifactId, heroId) => post('/api/heroes/artifact/assign', { artifactId, heroId }),
    removeArtifact: (artifactId) => post('/api/heroes/artifact/remove', { artifactId }),
    upgradeArtifact: (artifactId) => post('/api/heroes/artifact/upgrade', { artifactId }),
    forge: (artifactId, heroId) => post('/api/heroes/artifact/forge', { artifactId: chosen(artifactId), heroId: chosen(heroId) }),
    reforge: (artifactId, heroId) =>
      post('/api/heroes/artifact/reforge', { artifactId: chosen(artifactId), heroId: chosen(heroId) }),
    activateCard: (cardId) => post('/api/heroes/card/activate', { cardId }),
    evolve: (cardId, heroId) => post('/api/heroes/card/evolve', { cardId, heroId }),
    exchange: (heroIds) => post('/api/heroes/exchange', { heroIds: heroIds.join(',') }),
    shop: (shop) => get<ShopView>(`/api/heroes/shop/${encodeURIComponent(shop)}`),
    buy: (offerId) => post('/api/heroes/shop/buy', { offerId }),
    resetCreatureNews: () => post('/api/player/news/creature/reset'),
  };
}
