import { SQUAD_SIZE, SkillType } from '../model/index.ts';
import type { Creature } from '../model/index.ts';
import { getSkill } from './creatureState.ts';

const POWER_SKILLS = [SkillType.attack, SkillType.defence, SkillType.health] as const;

/** The squad that fights: the first SQUAD_SIZE combative creatures of a slot-ordered list. */
export const fightingSquad = <T extends Pick<Creature, 'combative'>>(creatures: readonly T[]): T[] =>
  creatures.filter((c) => c.combative).slice(0, SQUAD_SIZE);

/**
 * Squad power, what the `params` rating sorts by and a profile shows: attack + defence + full health of the
 * fighting squad. Full (total) values, so resting after a battle moves nobody in the rating.
 */
export const squadPower = (creatures: readonly Creature[]): number =>
  fightingSquad(creatures).reduce(
    (sum, c) => sum + POWER_SKILLS.reduce((part, type) => part + (getSkill(c, type)?.valueTotal ?? 0), 0),
    0,
  );
