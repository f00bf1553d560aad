import type { HeroQuality, QualityRule } from '../../model/index.ts';

/**
 * What each quality changes (our balance, core/content/HEROES.md "Qualities"). Force caps are product §9: forces up
 * to rank 7, Ark heroes 15 and their signature force 16, and Ark heroes study all 12 forces.
 */
export const HERO_QUALITIES: Readonly<Record<HeroQuality, QualityRule>> = {
  usual: { statFactor: 1, forceCount: 3, forceCap: 7, signatureForceCap: 7, rankGatesForces: true, slots: 3, exchangeTokens: 1 },
  legend: { statFactor: 1.25, forceCount: 4, forceCap: 7, signatureForceCap: 7, rankGatesForces: true, slots: 3, exchangeTokens: 3 },
  elite: { statFactor: 1.4, forceCount: 5, forceCap: 7, signatureForceCap: 7, rankGatesForces: true, slots: 4, exchangeTokens: 5 },
  myth: { statFactor: 1.5, forceCount: 5, forceCap: 7, signatureForceCap: 7, rankGatesForces: true, slots: 4, exchangeTokens: 8 },
  top: { statFactor: 1.8, forceCount: 6, forceCap: 7, signatureForceCap: 7, rankGatesForces: true, slots: 4, exchangeTokens: 20 },
  ark: { statFactor: 2.2, forceCount: 12, forceCap: 15, signatureForceCap: 16, rankGatesForces: false, slots: 5, exchangeTokens: 40 },
};
