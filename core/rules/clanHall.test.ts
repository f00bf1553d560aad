import { describe, expect, it } from 'vitest';
import { ErrorCode, SkillType, WarriorClass } from '../model/index.ts';
import { CLAN_HALL, HALL_CLASSES, hallCap, hallOptions, hallPrice, requireHallRaise, withHallBonus } from './clanHall.ts';
import { testCreature } from '../../test/support/testCreature.ts';

describe('hall of fame', () => {
  it('caps class levels by the hall building, up to the maximum', () => {
    expect([0, 1, 2, 5, 9].map(hallCap)).toEqual([0, 2, 4, 10, CLAN_HALL.maxLevel]);
  });

  it('prices a jump as the sum of the levels it passes', () => {
    expect(hallPrice(0, 1)).toEqual({ gears: 20, gold: 500 });
    expect(hallPrice(1, 3)).toEqual({ gears: (2 + 3) * 20, gold: (2 + 3) * 500 });
    expect(hallPrice(0, 3).gold).toBe(hallPrice(0, 1).gold + hallPrice(1, 3).gold);
  });

  it('refuses an unbuilt hall and a level above its cap', () => {
    expect(() => requireHallRaise(0, 1)).toThrow(expect.objectContaining({ code: ErrorCode.CLAN_BUILDING_REQUIRED }));
    expect(() => requireHallRaise(1, 3)).toThrow(expect.objectContaining({ code: ErrorCode.CLAN_HALL_LEVEL_LIMIT, context: { max: 2 } }));
    expect(() => requireHallRaise(1, 2)).not.toThrow();
  });

  it('lists every class with the levels left under the cap and their cumulative prices', () => {
    const options = hallOptions({ elf: 1 }, 1);
    expect(options.map((o) => o.force)).toEqual(HALL_CLASSES);
    const elf = options.find((o) => o.force === WarriorClass.elf)!;
    expect(elf).toEqual({ force: 'elf', level: 1, bonusPct: 3, next: [{ level: 2, gears: 40, gold: 1000, bonusPct: 6 }] });
    expect(options.find((o) => o.force === WarriorClass.human)!.next.map((s) => s.level)).toEqual([1, 2]);
    expect(hallOptions({}, 0).every((o) => o.next.length === 0)).toBe(true);
  });

  it('raises attack, defence and health of the class it improves only', () => {
    const elf = { ...testCreature(1, 1, { attack: 100, defence: 50, health: 200 }), warriorClass: WarriorClass.elf };
    const boosted = withHallBonus(elf, { elf: 2, human: 5 });
    const value = (type: SkillType) => boosted.skills.find((s) => s.skillType === type)!;
    expect([value(SkillType.attack).valueTotal, value(SkillType.defence).valueTotal, value(SkillType.health).valueTotal]).toEqual([106, 53, 212]);
    expect(value(SkillType.health).valueCurrent).toBe(212);
    expect(withHallBonus(elf, { human: 5 })).toBe(elf);
  });
});
