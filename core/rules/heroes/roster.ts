import { HeroRefusal } from '../../model/index.ts';
import type { HeroRoster, OwnedArtifact, OwnedHero } from '../../model/index.ts';
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
