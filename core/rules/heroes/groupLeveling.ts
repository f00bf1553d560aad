import { GroupLeveling } from '../../model/index.ts';
import type { HeroRoster, OwnedHero } from '../../model/index.ts';
import { gainHeroExperience } from './heroLevel.ts';
import { HERO_RULES } from './heroRules.ts';
import { fightingSix } from './squad.ts';

/** Switches group leveling between the fighting six and the six weakest (product §4). */
export const toggleGroupLeveling = (roster: HeroRoster): HeroRoster => ({
  ...roster,
  groupLeveling: roster.groupLeveling === GroupLeveling.combat ? GroupLeveling.weakest : GroupLeveling.combat,
});

/**
 * Who shares a battle's experience (at most 6, product §9): the fighting six in slot order, or the six of lowest
 * level (then least experience, then oldest) among the non-temporal heroes, fighting or not.
 */
export const groupTargets = (roster: HeroRoster): OwnedHero[] => {
  if (roster.groupLeveling === GroupLeveling.combat) return fightingSix(roster);
  return roster.heroes
    .filter((h) => !h.temporal)
    .sort((a, b) => a.level - b.level || a.experience - b.experience || a.id - b.id)
    .slice(0, HERO_RULES.groupSize);
};

/**
 * Shares `gain` evenly among the group (the first ones take the remainder), so a win is worth the same however
 * many heroes share it and leveling the weakest costs the six their growth, which is the choice product §4 offers.
 */
export const shareGroupExperience = (roster: HeroRoster, gain: number): HeroRoster => {
  const targets = groupTargets(roster);
  if (targets.length === 0) return roster;
  const total = Math.max(0, Math.floor(gain));
  const each = Math.floor(total / targets.length);
  let rest = total - each * targets.length;
  const share = new Map(targets.map((h) => [h.id, each + (rest-- > 0 ? 1 : 0)]));
  return {
    ...roster,
    heroes: roster.heroes.map((h) => {
      const part = share.get(h.id);
      return part === undefined ? h : gainHeroExperience(h, part);
    }),
  };
};
