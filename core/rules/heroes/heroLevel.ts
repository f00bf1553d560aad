import type { OwnedHero } from '../../model/index.ts';
import { HERO_RULES } from './heroRules.ts';

/** Experience a hero needs at `level` for the next: 40 × L × (L + 1) (80, 240, 480, …). */
export const heroExpForLevel = (level: number): number => {
  const l = Math.max(1, Math.floor(level));
  return HERO_RULES.expFactor * l * (l + 1);
};

/**
 * Adds `gain` to a hero. Unlike the player's level (one per gain), a big gain may raise several levels: a hero
 * fresh from the shop catches up with the squad. At the top level the experience stops at 0.
 */
export const gainHeroExperience = (hero: OwnedHero, gain: number): OwnedHero => {
  let level = hero.level;
  let experience = Math.max(0, hero.experience) + Math.max(0, Math.floor(gain));
  while (level < HERO_RULES.maxLevel && experience >= heroExpForLevel(level)) {
    experience -= heroExpForLevel(level);
    level++;
  }
  if (level >= HERO_RULES.maxLevel) experience = 0;
  return { ...hero, level, experience };
};
