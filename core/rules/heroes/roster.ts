import { HeroQuality, HeroRefusal } from '../../model/index.ts';
import type { Creature, HeroRoster, OwnedArtifact, OwnedHero } from '../../model/index.ts';
import { HeroRuleError } from './HeroRuleError.ts';

/** The hero with this id; refuses NOT_FOUND. */
export const findHero = (roster: HeroRoster, heroId: number): OwnedHero => {
  const hero = roster.heroes.find((h) => h.id === heroId);
  if (!hero) throw new HeroRuleError(HeroRefusal.NOT_FOUND, `no hero ${heroId}`, { heroId });
  return hero;
};

/** The artifact with this id; refuses NOT_FOUND. */
export const findArtifact = (roster: HeroRoster, artifactId: number): OwnedArtifact => {
  const artifact = roster.artifacts.find((a) => a.id === artifactId);
  if (!artifact) throw new HeroRuleError(HeroRefusal.NOT_FOUND, `no artifact ${artifactId}`, { artifactId });
  return artifact;
};

/** The roster with one hero replaced by `change(hero)`. */
export const withHero = (roster: HeroRoster, heroId: number, change: (hero: OwnedHero) => OwnedHero): HeroRoster => ({
  ...roster,
  heroes: roster.heroes.map((h) => (h.id === heroId ? change(h) : h)),
});

/** The artifacts a hero wears. */
export const artifactsOf = (roster: HeroRoster, heroId: number): OwnedArtifact[] =>
  roster.artifacts.filter((a) => a.heroId === heroId);

/** A roster with nothing in it, for a new player. */
export const emptyRoster = (): HeroRoster => ({
  heroes: [],
  artifacts: [],
  upgrades: [],
  cards: [],
  hammers: 0,
  groupLeveling: 'combat',
  usedOffers: [],
  nextId: 1,
});

/**
 * Today's squad creature (the first hero and companion, `Player.creatures`) as an owned hero: usual quality, its
 * level, rank and experience, fighting in `squadSlot`. Lets a server move existing players to the roster; the
 * usual rank-1 hero has the same battle numbers (tested), so nobody gets weaker by the move.
 */
export const ownedHeroFromCreature = (creature: Creature, squadSlot: number | null): OwnedHero => ({
  id: creature.id,
  heroClass: creature.warriorClass,
  quality: HeroQuality.usual,
  imageId: creature.imageId,
  level: creature.level,
  experience: creature.experience,
  rank: creature.rank,
  squadSlot,
  forces: {},
  forged: { attack: 0, defence: 0, health: 0 },
  temporal: creature.temporal,
});
