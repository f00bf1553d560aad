import { isHeroRuleError } from '../../core/rules/heroes/HeroRuleError.ts';
import type { HeroClass, HeroQuality, HeroRoster, OwnedHero, Wallet } from '../../core/model/index.ts';
import { emptyRoster } from '../../core/rules/heroes/roster.ts';
import { emptyWallet } from '../../core/rules/heroes/wallet.ts';

/** Test-only builder of an owned hero (not exported from the folder's index). */
export const testHero = (id: number, over: Partial<OwnedHero> = {}, heroClass: HeroClass = 'human', quality: HeroQuality = 'usual'): OwnedHero => ({
  id,
  heroClass,
  quality,
  imageId: heroClass,
  level: 1,
  experience: 0,
  rank: 1,
  squadSlot: null,
  forces: {},
  forged: { attack: 0, defence: 0, health: 0 },
  temporal: false,
  ...over,
});

/** Test-only roster holding `heroes`, ids for new things from 100. */
export const testRoster = (heroes: OwnedHero[], over: Partial<HeroRoster> = {}): HeroRoster => ({
  ...emptyRoster(),
  heroes,
  nextId: 100,
  ...over,
});

/** Test-only wallet with plenty of everything unless told otherwise. */
export const richWallet = (over: Partial<Wallet> = {}): Wallet => {
  const w = emptyWallet();
  for (const k of Object.keys(w) as (keyof Wallet)[]) w[k] = 1_000_000;
  return { ...w, ...over };
};

/** Test-only: the code a hero rule refuses `run` with; fails when it is not refused or throws something else. */
export const refusalOf = (run: () => unknown): string => {
  try {
    run();
  } catch (e: unknown) {
    if (isHeroRuleError(e)) return e.code;
    throw e;
  }
  throw new Error('not refused');
};
