import { ClanBuildingType, ErrorCode } from '../model/index.ts';
import type { ClanBuilding, ClanBuildingPrice, ClanBuildingStep, ClanBuildingView } from '../model/index.ts';
import { RuleError } from './RuleError.ts';

const MINUTE = 60_000;

/** The top level of each building (core/content/CLANS.md "Buildings"): the snow world is open or not. */
export const CLAN_BUILDING_MAX_LEVEL: Record<ClanBuildingType, number> = {
  EXPERIENCE: 5,
  CLAN_SHIELD: 5,
  SNOW_WORLD: 1,
  GEAR_FACTORY: 5,
  HALL_OF_FAME: 5,
};

/** Level n costs and takes entry n - 1, the same for every building; emeralds only for the top two levels. */
export const CLAN_BUILDING_STEPS: readonly { price: ClanBuildingPrice; durationMs: number }[] = [
  { price: { GOLD: 2_000, GEARS: 0, GEMS: 0 }, durationMs: 30 * MINUTE },
  { price: { GOLD: 5_000, GEARS: 50, GEMS: 0 }, durationMs: 2 * 60 * MINUTE },
  { price: { GOLD: 12_000, GEARS: 150, GEMS: 0 }, durationMs: 6 * 60 * MINUTE },
  { price: { GOLD: 25_000, GEARS: 400, GEMS: 100 }, durationMs: 12 * 60 * MINUTE },
  { price: { GOLD: 50_000, GEARS: 1_000, GEMS: 300 }, durationMs: 24 * 60 * MINUTE },
];

/** Speeding a build up costs this many emeralds per started block of time left. */
export const CLAN_SPEEDUP_GEMS_PER_BLOCK = 5;
export const CLAN_SPEEDUP_BLOCK_MS = 10 * MINUTE;

/** Percent more battle experience for every member, by EXPERIENCE level (index = level). */
export const CLAN_EXPERIENCE_BONUS_PCT = [0, 5, 10, 15, 20, 25] as const;
/** Percent of the damage a member's hero takes that the attacker takes back, by CLAN_SHIELD level. */
export const CLAN_SHIELD_REFLECT_PCT = [0, 3, 6, 9, 12, 15] as const;
/** From this SNOW_WORLD level the members may enter the snow world outside its season and campaign. */
export const CLAN_SNOW_WORLD_LEVEL = 1;

/** The next level of a building of `type` now at `level`, or null at the top. */
export const nextBuildingStep = (type: ClanBuildingType, level: number): ClanBuildingStep | null => {
  if (level >= CLAN_BUILDING_MAX_LEVEL[type]) return null;
  const step = CLAN_BUILDING_STEPS[level];
  return step ? { level: level + 1, price: { ...step.price }, durationMs: step.durationMs } : null;
};

/** Emeralds to finish now a build with `msLeft` to go: per started block, nothing once it is due. */
export const speedupGems = (msLeft: number): number =>
  msLeft <= 0 ? 0 : Math.ceil(msLeft / CLAN_SPEEDUP_BLOCK_MS) * CLAN_SPEEDUP_GEMS_PER_BLOCK;

/** A stored building as the list answers it at `now`. */
export const clanBuildingView = (building: ClanBuilding, now: number): ClanBuildingView => {
  const finishesAt = building.state === 'PROCESSING' ? building.finishesAt : null;
  const msLeft = finishesAt === null ? null : Math.max(0, finishesAt - now);
  return {
    ...building,
    maxLevel: CLAN_BUILDING_MAX_LEVEL[building.type],
    ready: msLeft === 0,
    msLeft,
    speedupGems: msLeft !== null && msLeft > 0 ? speedupGems(msLeft) : null,
    next: nextBuildingStep(building.type, building.level),
  };
};

/** The step a build of `building` starts, refusing one under way (CLAN_BUILDING_BUSY) or at the top level. */
export const requireBuildable = (building: ClanBuilding): ClanBuildingStep => {
  if (building.state === 'PROCESSING') {
    throw new RuleError(ErrorCode.CLAN_BUILDING_BUSY, `${building.type} is being built`);
  }
  const next = nextBuildingStep(building.type, building.level);
  if (next === null) {
    throw new RuleError(ErrorCode.CLAN_BUILDING_MAX_LEVEL, `${building.type} is at its top level`, { max: building.level });
  }
  return next;
};

/** Battle experience with the EXPERIENCE building's bonus at `level` (rounded down, never less than before). */
export const clanExperience = (experience: number, level: number): number =>
  experience + Math.floor((experience * (CLAN_EXPERIENCE_BONUS_PCT[level] ?? 0)) / 100);

/** The part of `damage` a CLAN_SHIELD of `level` sends back to the attacker (rounded down). */
export const clanShieldReflect = (level: number): number => CLAN_SHIELD_REFLECT_PCT[level] ?? 0;
export const reflectedDamage = (damage: number, reflectPct: number): number => Math.floor((damage * reflectPct) / 100);

/** Whether a SNOW_WORLD of `level` opens the snow world to its clan's members. */
export const clanOpensSnowWorld = (level: number): boolean => level >= CLAN_SNOW_WORLD_LEVEL;
