import { describe, expect, it } from 'vitest';
import { SkillType } from '../model/index.ts';
import { CLAN_BOSS_SCALE, clanBossScale, scaledBoss } from './clanBossScale.ts';
import { getSkill } from './creatureState.ts';
import { testCreature } from '../../test/support/testCreature.ts';

const creatures = [testCreature(11, 1, { attack: 10, health: 100 }), testCreature(-1, null, { attack: 40, defence: 7, health: 1000 })];
const skill = (c: (typeof creatures)[number] | undefined, t: SkillType) => getSkill(c!, t);

describe('clan boss scale', () => {
  it.each([
    [1, 100, 100],
    [2, 160, 110],
    [3, 220, 120],
  ])('a party of %i meets %i%% health and %i%% attack', (players, healthPct, attackPct) => {
    expect(clanBossScale(players)).toEqual({ healthPct, attackPct });
  });

  it('grows with every player, never below the lair strength', () => {
    const steps = [CLAN_BOSS_SCALE[1], CLAN_BOSS_SCALE[2], CLAN_BOSS_SCALE[3]];
    expect(steps[0]).toEqual({ healthPct: 100, attackPct: 100 });
    for (let k = 1; k < steps.length; k += 1) {
      expect(steps[k]!.healthPct).toBeGreaterThan(steps[k - 1]!.healthPct);
      expect(steps[k]!.attackPct).toBeGreaterThan(steps[k - 1]!.attackPct);
    }
  });

  it('clamps a party outside one to three', () => {
    expect(clanBossScale(0)).toEqual(CLAN_BOSS_SCALE[1]);
    expect(clanBossScale(7)).toEqual(CLAN_BOSS_SCALE[3]);
  });

  it("scales only the monsters' health and attack, full and current alike", () => {
    const [hero, boss] = scaledBoss(creatures, 3);
    expect(hero).toEqual(creatures[0]);
    expect(skill(boss, SkillType.health)).toMatchObject({ valueTotal: 2200, valueCurrent: 2200 });
    expect(skill(boss, SkillType.attack)).toMatchObject({ valueTotal: 48, valueCurrent: 48 });
    expect(skill(boss, SkillType.defence)).toEqual(skill(creatures[1], SkillType.defence));
  });

  it('leaves a lone player the boss as it was', () => {
    expect(scaledBoss(creatures, 1)).toEqual(creatures);
  });
});
