import { forceIds, SkillType } from '../../model/index.ts';
import type {
  AmuletEffect, Artifact, ArtifactDef, Creature, HeroCatalog, HeroClass, HeroStatLine, OwnedArtifact, OwnedHero, Skill,
} from '../../model/index.ts';
import { HERO_RULES } from './heroRules.ts';

/** A hero's battle numbers: the three stats, poison moves and immortality charges (BATTLE.md). */
export interface HeroStats extends HeroStatLine {
  poison: number;
  immortality: number;
}

/** An artifact's effect values at its level: base + perLevel × (level − 1). */
export const artifactEffects = (def: ArtifactDef, level: number): Partial<Record<AmuletEffect, number>> => {
  const grown = Math.max(0, Math.min(def.maxLevel, Math.floor(level)) - 1);
  const keys = new Set([...Object.keys(def.base), ...Object.keys(def.perLevel)]) as Set<AmuletEffect>;
  return Object.fromEntries([...keys].map((k) => [k, (def.base[k] ?? 0) + (def.perLevel[k] ?? 0) * grown]));
};

/** Multiplier of the class stats at `rank`: 1 + 0.15 × (rank − 1). */
export const rankFactor = (rank: number): number => 1 + HERO_RULES.rankStatStep * (Math.max(1, rank) - 1);

/**
 * A hero's numbers (HEROES.md "Stats"): the class line at its level, times quality and rank factors, times
 * 1 + the forces' percent, plus what forges gave and what its artifacts give. Every term grows with level, rank,
 * force rank and artifact level, so no upgrade lowers a number.
 */
export const heroStats = (hero: OwnedHero, worn: readonly OwnedArtifact[], catalog: HeroCatalog): HeroStats => {
  const cls = catalog.classes[hero.heroClass];
  const grown = Math.max(0, Math.min(HERO_RULES.maxLevel, hero.level) - 1);
  const factor = catalog.qualities[hero.quality].statFactor * rankFactor(hero.rank);
  const pct = { attack: 0, defence: 0, health: 0 };
  let poison = cls.poison;
  let immortality = cls.immortality;
  for (const force of forceIds) {
    const rank = hero.forces[force] ?? 0;
    const f = catalog.forces[force];
    pct.attack += f.attackPct * rank;
    pct.defence += f.defencePct * rank;
    pct.health += f.healthPct * rank;
    if (f.poisonEvery > 0) poison += Math.floor(rank / f.poisonEvery);
    if (f.immortalityEvery > 0) immortality += Math.floor(rank / f.immortalityEvery);
  }
  const extra = { attack: 0, defence: 0, health: 0 };
  for (const a of worn) {
    const def = catalog.artifacts[a.defId];
    if (!def) continue;
    const e = artifactEffects(def, a.level);
    extra.attack += e.attack ?? 0;
    extra.defence += e.defence ?? 0;
    extra.health += e.health ?? 0;
    poison += e.poisons ?? 0;
    immortality += e.resurrections ?? 0;
  }
  const stat = (k: keyof HeroStatLine): number =>
    Math.floor((cls.base[k] + cls.growth[k] * grown) * factor * (1 + pct[k] / 100)) + hero.forged[k] + extra[k];
  return { attack: stat('attack'), defence: stat('defence'), health: stat('health'), poison, immortality };
};

/** A creature of the battle whose class may be any hero class (`WarriorClass` widens to `HeroClass` on merge). */
export type HeroCreature = Omit<Creature, 'warriorClass'> & { warriorClass: HeroClass };

const full = (skillType: SkillType, value: number): Skill => ({ skillType, valueCurrent: value, valueTotal: value });

const battleArtifact = (a: OwnedArtifact, catalog: HeroCatalog): Artifact => {
  const def = catalog.artifacts[a.defId];
  const e = def ? artifactEffects(def, a.level) : {};
  const skills: Skill[] = [];
  if (e.attack) skills.push(full(SkillType.attack, e.attack));
  if (e.defence) skills.push(full(SkillType.defence, e.defence));
  if (e.health) skills.push(full(SkillType.health, e.health));
  return { id: a.id, name: a.defId, level: a.level, temporal: a.temporal, skills };
};

/**
 * The hero as the battle rules take a creature, at full health: the skills hold the totals `heroStats` computes
 * (the battle reads skills only), the artifacts are listed for the page. `healthPct` is an elephant card's bonus.
 */
export const heroCreature = (
  hero: OwnedHero,
  worn: readonly OwnedArtifact[],
  catalog: HeroCatalog,
  healthPct = 0,
): HeroCreature => {
  const s = heroStats(hero, worn, catalog);
  const skills = [
    full(SkillType.attack, s.attack),
    full(SkillType.defence, s.defence),
    full(SkillType.health, Math.floor(s.health * (1 + healthPct / 100))),
  ];
  if (s.poison > 0) skills.push(full(SkillType.poison, s.poison));
  if (s.immortality > 0) skills.push(full(SkillType.immortality, s.immortality));
  return {
    id: hero.id,
    imageId: hero.imageId,
    warriorClass: hero.heroClass,
    level: hero.level,
    rank: hero.rank,
    temporal: hero.temporal,
    combative: hero.squadSlot !== null,
    slotsCount: catalog.qualities[hero.quality].slots,
    artifacts: worn.map((a) => battleArtifact(a, catalog)),
    skills,
    effects: [],
    identifier: `hero-${hero.id}`,
    experience: hero.experience,
  };
};
