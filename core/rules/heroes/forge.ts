import { HeroRefusal, UpgradeKind } from '../../model/index.ts';
import type { HeroCatalog, HeroRoster, HeroStatLine, OwnedArtifact } from '../../model/index.ts';
import { HeroRuleError } from './HeroRuleError.ts';
import { HERO_RULES } from './heroRules.ts';
import { artifactEffects } from './heroStats.ts';
import { findArtifact, findHero, withHero } from './roster.ts';

/** The chosen hero's share of an artifact's power: 25% of its attack, defence and health, rounded down (product §9). */
export const forgeShare = (artifact: OwnedArtifact, catalog: HeroCatalog): HeroStatLine => {
  const def = catalog.artifacts[artifact.defId];
  const e = def ? artifactEffects(def, artifact.level) : {};
  const share = (v: number | undefined): number => Math.floor(((v ?? 0) * HERO_RULES.forgeSharePct) / 100);
  return { attack: share(e.attack), defence: share(e.defence), health: share(e.health) };
};

/**
 * The forge and the reforge smithy (product §5, §9): melts the chosen artifact, from the backpack or off a hero,
 * and the chosen hero keeps 25% of its power for good. Refuses ARTIFACT_NOT_CHOSEN first (the forge needs an
 * artifact chosen first), then HERO_NOT_CHOSEN, FORBIDDEN for a temporal artifact, UPGRADE_RUNNING while it rises.
 */
export const forgeArtifact = (
  roster: HeroRoster,
  artifactId: number | null,
  heroId: number | null,
  catalog: HeroCatalog,
): HeroRoster => {
  if (artifactId === null) {
    throw new HeroRuleError(HeroRefusal.ARTIFACT_NOT_CHOSEN, 'the forge needs an artifact chosen first');
  }
  if (heroId === null) {
    throw new HeroRuleError(HeroRefusal.HERO_NOT_CHOSEN, 'the forge needs a hero chosen', { artifactId });
  }
  const artifact = findArtifact(roster, artifactId);
  findHero(roster, heroId);
  if (artifact.temporal) {
    throw new HeroRuleError(HeroRefusal.FORBIDDEN, `artifact ${artifactId} is temporal`, { artifactId });
  }
  if (roster.upgrades.some((u) => u.kind === UpgradeKind.artifact && u.artifactId === artifactId)) {
    throw new HeroRuleError(HeroRefusal.UPGRADE_RUNNING, `artifact ${artifactId} is rising`, { artifactId });
  }
  const share = forgeShare(artifact, catalog);
  const melted = { ...roster, artifacts: roster.artifacts.filter((a) => a.id !== artifactId) };
  return withHero(melted, heroId, (h) => ({
    ...h,
    forged: {
      attack: h.forged.attack + share.attack,
      defence: h.forged.defence + share.defence,
      health: h.forged.health + share.health,
    },
  }));
};
