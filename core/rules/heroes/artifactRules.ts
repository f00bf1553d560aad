import { Currency, HeroRefusal, UpgradeKind } from '../../model/index.ts';
import type { HeroCatalog, HeroRoster, Price, Wallet } from '../../model/index.ts';
import { HeroRuleError } from './HeroRuleError.ts';
import { HERO_RULES } from './heroRules.ts';
import { artifactsOf, findArtifact, findHero } from './roster.ts';
import { addUpgrade } from './upgrades.ts';
import { pay } from './wallet.ts';

/**
 * Puts an artifact on a hero (product §5, core/rules/artifacts.ts `canAssignArtifact`): refuses FORBIDDEN for a
 * temporal artifact or the excluded hero (the one in the smithy), NO_ARTIFACT_SPACE when its slots are full. An
 * artifact worn by another hero moves.
 */
export const assignArtifact = (
  roster: HeroRoster,
  artifactId: number,
  heroId: number,
  catalog: HeroCatalog,
  excludedHeroId: number | null = null,
): HeroRoster => {
  const artifact = findArtifact(roster, artifactId);
  const hero = findHero(roster, heroId);
  if (artifact.temporal) {
    throw new HeroRuleError(HeroRefusal.FORBIDDEN, `artifact ${artifactId} is temporal`, { artifactId });
  }
  if (heroId === excludedHeroId) throw new HeroRuleError(HeroRefusal.FORBIDDEN, `hero ${heroId} is excluded`, { heroId });
  if (artifact.heroId === heroId) return roster;
  const slots = catalog.qualities[hero.quality].slots;
  if (artifactsOf(roster, heroId).length >= slots) {
    throw new HeroRuleError(HeroRefusal.NO_ARTIFACT_SPACE, `hero ${heroId} wears ${slots} artifacts`, { heroId, slots });
  }
  return { ...roster, artifacts: roster.artifacts.map((a) => (a.id === artifactId ? { ...a, heroId } : a)) };
};

/** Takes an artifact off into the backpack. */
export const removeArtifact = (roster: HeroRoster, artifactId: number): HeroRoster => {
  findArtifact(roster, artifactId);
  return { ...roster, artifacts: roster.artifacts.map((a) => (a.id === artifactId ? { ...a, heroId: null } : a)) };
};

/** Price of reaching artifact level l: 200 × l gold. */
export const artifactUpgradePrice = (toLevel: number): Price => ({
  currency: Currency.gold,
  amount: HERO_RULES.artifactGold * toLevel,
});

/** Minutes to reach artifact level l: 10 × l². */
export const artifactUpgradeMinutes = (toLevel: number): number => HERO_RULES.artifactMinutes * toLevel * toLevel;

/**
 * Starts raising an artifact one level at `nowMs`; refuses UPGRADE_CAP at its top level, UPGRADE_RUNNING, then the
 * shortage.
 */
export const startArtifactUpgrade = (
  roster: HeroRoster,
  wallet: Wallet,
  artifactId: number,
  nowMs: number,
  catalog: HeroCatalog,
): { roster: HeroRoster; wallet: Wallet } => {
  const artifact = findArtifact(roster, artifactId);
  const def = catalog.artifacts[artifact.defId];
  if (!def) throw new HeroRuleError(HeroRefusal.NOT_FOUND, `no artifact kind ${artifact.defId}`, { artifactId });
  if (artifact.level >= def.maxLevel) {
    throw new HeroRuleError(HeroRefusal.UPGRADE_CAP, `artifact ${artifactId} is at level ${def.maxLevel}`, {
      artifactId,
      cap: def.maxLevel,
    });
  }
  if (roster.upgrades.some((u) => u.kind === UpgradeKind.artifact && u.artifactId === artifactId)) {
    throw new HeroRuleError(HeroRefusal.UPGRADE_RUNNING, `artifact ${artifactId} is already rising`, { artifactId });
  }
  const toLevel = artifact.level + 1;
  const paid = pay(wallet, artifactUpgradePrice(toLevel));
  const order = { kind: UpgradeKind.artifact, artifactId, toLevel } as const;
  return { roster: addUpgrade(roster, order, nowMs, artifactUpgradeMinutes(toLevel)), wallet: paid };
};
