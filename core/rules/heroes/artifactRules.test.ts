import { describe, expect, it } from 'vitest';
import type { OwnedArtifact } from '../../model/index.ts';
import { HERO_CATALOG } from '../../content/index.ts';
import { assignArtifact, removeArtifact, startArtifactUpgrade } from './artifactRules.ts';
import { forgeArtifact, forgeShare } from './forge.ts';
import { MINUTE_MS } from './heroRules.ts';
import { finishUpgrades } from './upgrades.ts';
import { refusalOf, richWallet, testHero, testRoster } from '../../../test/support/testRoster.ts';

const art = (id: number, over: Partial<OwnedArtifact> = {}): OwnedArtifact => ({ id, defId: 'sword', level: 1, heroId: null, temporal: false, ...over });

describe('artifact assignment (product §5)', () => {
  it('puts an artifact on a hero and moves it from another', () => {
    const roster = testRoster([testHero(1), testHero(2)], { artifacts: [art(10, { heroId: 2 })] });
    expect(assignArtifact(roster, 10, 1, HERO_CATALOG).artifacts[0]?.heroId).toBe(1);
    expect(removeArtifact(roster, 10).artifacts[0]?.heroId).toBeNull();
  });

  it('refuses a temporal artifact and the excluded hero with FORBIDDEN', () => {
    const roster = testRoster([testHero(1)], { artifacts: [art(10, { temporal: true }), art(11)] });
    expect(refusalOf(() => assignArtifact(roster, 10, 1, HERO_CATALOG))).toBe('FORBIDDEN');
    expect(refusalOf(() => assignArtifact(roster, 11, 1, HERO_CATALOG, 1))).toBe('FORBIDDEN');
  });

  it('refuses a fourth artifact on a usual hero with NO_ARTIFACT_SPACE ("no free space for the artifact")', () => {
    const roster = testRoster([testHero(1)], { artifacts: [art(10, { heroId: 1 }), art(11, { heroId: 1 }), art(12, { heroId: 1 }), art(13)] });
    expect(refusalOf(() => assignArtifact(roster, 13, 1, HERO_CATALOG))).toBe('NO_ARTIFACT_SPACE');
    const myth = testRoster([testHero(1, {}, 'human', 'myth')], { artifacts: roster.artifacts });
    expect(assignArtifact(myth, 13, 1, HERO_CATALOG).artifacts.filter((a) => a.heroId === 1)).toHaveLength(4);
  });

  it('refuses unknown ids with NOT_FOUND', () => {
    expect(refusalOf(() => assignArtifact(testRoster([testHero(1)]), 99, 1, HERO_CATALOG))).toBe('NOT_FOUND');
  });
});

describe('artifact upgrades', () => {
  it('raise a level over 10 × l² minutes for 200 × l gold, up to the cap', () => {
    const roster = testRoster([], { artifacts: [art(10, { level: 9 })] });
    const { roster: started, wallet } = startArtifactUpgrade(roster, richWallet({ gold: 2000 }), 10, 0, HERO_CATALOG);
    expect(wallet.gold).toBe(0);
    const done = finishUpgrades(started, 1000 * MINUTE_MS).roster;
    expect(done.artifacts[0]?.level).toBe(10);
    expect(refusalOf(() => startArtifactUpgrade(done, richWallet(), 10, 0, HERO_CATALOG))).toBe('UPGRADE_CAP');
    expect(refusalOf(() => startArtifactUpgrade(started, richWallet(), 10, 0, HERO_CATALOG))).toBe('UPGRADE_RUNNING');
  });
});

describe('the forge and the reforge (product §5, §9)', () => {
  it('needs an artifact chosen first, then a hero', () => {
    const roster = testRoster([testHero(1)], { artifacts: [art(10)] });
    expect(refusalOf(() => forgeArtifact(roster, null, null, HERO_CATALOG))).toBe('ARTIFACT_NOT_CHOSEN');
    expect(refusalOf(() => forgeArtifact(roster, null, 1, HERO_CATALOG))).toBe('ARTIFACT_NOT_CHOSEN');
    expect(refusalOf(() => forgeArtifact(roster, 10, null, HERO_CATALOG))).toBe('HERO_NOT_CHOSEN');
  });

  it('gives the chosen hero 25% of the artifact power, rounded down, and melts the artifact', () => {
    const crown = art(10, { defId: 'crown', level: 5, heroId: 2 });
    // Crown at level 5: attack 10 + 3×4 = 22, defence 6 + 2×4 = 14, health 40 + 12×4 = 88.
    expect(forgeShare(crown, HERO_CATALOG)).toEqual({ attack: 5, defence: 3, health: 22 });
    const roster = testRoster([testHero(1), testHero(2)], { artifacts: [crown] });
    const forged = forgeArtifact(roster, 10, 1, HERO_CATALOG);
    expect(forged.artifacts).toEqual([]);
    expect(forged.heroes[0]?.forged).toEqual({ attack: 5, defence: 3, health: 22 });
  });

  it('gives exactly a quarter for every artifact at every level (seeded invariant)', () => {
    for (const def of Object.values(HERO_CATALOG.artifacts)) {
      for (let level = 1; level <= def.maxLevel; level++) {
        const share = forgeShare(art(1, { defId: def.id, level }), HERO_CATALOG);
        const a = (def.base.attack ?? 0) + (def.perLevel.attack ?? 0) * (level - 1);
        expect(share.attack).toBe(Math.floor(a / 4));
      }
    }
  });

  it('refuses a temporal artifact and one that is rising', () => {
    const roster = testRoster([testHero(1)], { artifacts: [art(10, { temporal: true }), art(11)] });
    expect(refusalOf(() => forgeArtifact(roster, 10, 1, HERO_CATALOG))).toBe('FORBIDDEN');
    const rising = startArtifactUpgrade(roster, richWallet(), 11, 0, HERO_CATALOG).roster;
    expect(refusalOf(() => forgeArtifact(rising, 11, 1, HERO_CATALOG))).toBe('UPGRADE_RUNNING');
  });
});
