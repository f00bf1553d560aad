import { ErrorCode, SkillType, WarriorClass } from '../model/index.ts';
import type { ClanHallOption, ClanHallStep, Creature, Skill } from '../model/index.ts';
import { RuleError } from './RuleError.ts';

/**
 * The hall of fame (product §3 "the hall lets the clan upgrade certain hero classes"; core/content/CLANS.md "Factory
 * and hall"): each warrior class has a clan-wide level; every level adds `bonusPctPerLevel` percent to the attack,
 * defence and health of the members' heroes of that class in battle. The hall building's level caps the class
 * levels; raising a class is paid from the treasury in gears and gold, a jump paying every level it skips.
 */
export const CLAN_HALL = {
  /** Class levels allowed per hall building level. */
  levelsPerHallLevel: 2,
  maxLevel: 10,
  bonusPctPerLevel: 3,
  /** Price of reaching level L: L × these. */
  gearsPerLevel: 20,
  goldPerLevel: 500,
} as const;

/** The classes the hall improves: the warrior classes of the game's content. */
export const HALL_CLASSES = Object.values(WarriorClass) as readonly WarriorClass[];

/** A clan's hall: the level of each class (a missing class is level 0). */
export type HallLevels = Partial<Record<WarriorClass, number>>;

export const isHallClass = (force: string): force is WarriorClass => (HALL_CLASSES as readonly string[]).includes(force);

/** The highest class level a hall building of `hallLevel` allows. */
export const hallCap = (hallLevel: number): number =>
  Math.min(CLAN_HALL.maxLevel, Math.max(0, Math.floor(hallLevel)) * CLAN_HALL.levelsPerHallLevel);

export const hallBonusPct = (level: number): number => level * CLAN_HALL.bonusPctPerLevel;

/** What raising a class from `from` to `to` costs: the sum of every level's price on the way. */
export const hallPrice = (from: number, to: number): { gears: number; gold: number } => {
  let levels = 0;
  for (let l = from + 1; l <= to; l += 1) levels += l;
  return { gears: levels * CLAN_HALL.gearsPerLevel, gold: levels * CLAN_HALL.goldPerLevel };
};

/**
 * Refuses a raise of a class at `from` to `to` under a hall of `hallLevel`: CLAN_BUILDING_REQUIRED while the hall is
 * not built, CLAN_HALL_LEVEL_LIMIT above its cap. `to` at or below `from` is no raise (a replay): the caller answers
 * without spending.
 */
export const requireHallRaise = (hallLevel: number, to: number): void => {
  if (hallLevel < 1) throw new RuleError(ErrorCode.CLAN_BUILDING_REQUIRED, 'The hall of fame is not built', { building: 'HALL_OF_FAME' });
  const max = hallCap(hallLevel);
  if (to > max) throw new RuleError(ErrorCode.CLAN_HALL_LEVEL_LIMIT, `The hall allows level ${max}`, { max });
};

/** Every class with its level, bonus and the levels it may still reach under a hall of `hallLevel`. */
export const hallOptions = (levels: HallLevels, hallLevel: number): ClanHallOption[] => {
  const max = hallCap(hallLevel);
  return HALL_CLASSES.map((force) => {
    const level = levels[force] ?? 0;
    const next: ClanHallStep[] = [];
    for (let to = level + 1; to <= max; to += 1) next.push({ level: to, ...hallPrice(level, to), bonusPct: hallBonusPct(to) });
    return { force, level, bonusPct: hallBonusPct(level), next };
  });
};

const scaled = (skill: Skill, factor: number): Skill =>
  skill.skillType === SkillType.attack || skill.skillType === SkillType.defence || skill.skillType === SkillType.health
    ? { ...skill, valueCurrent: Math.floor(skill.valueCurrent * factor), valueTotal: Math.floor(skill.valueTotal * factor) }
    : skill;

/**
 * A squad creature as it enters battle with its clan's hall: attack, defence and health (current and total) times
 * 1 + the class bonus. The stored hero keeps its own numbers; the bonus lives only in the battle.
 */
export const withHallBonus = <C extends Pick<Creature, 'skills'> & { warriorClass: string }>(creature: C, levels: HallLevels): C => {
  const level = isHallClass(creature.warriorClass) ? levels[creature.warriorClass] ?? 0 : 0;
  if (level <= 0) return creature;
  const factor = 1 + hallBonusPct(level) / 100;
  return { ...creature, skills: creature.skills.map((s) => scaled(s, factor)) };
};
