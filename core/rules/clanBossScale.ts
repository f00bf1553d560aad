import { SkillType } from '../model/index.ts';
import type { BattleCreature, MultiBattleInfo } from '../model/index.ts';

// The clan boss grows with the party that starts it (core/content/ARENA.md "MULTI battles: the clan boss").
// Each round is still one player's blow, so a bigger party does not kill the boss faster; it brings more creatures
// to take the boss's answers. More health keeps the fight about as long per player, a little more attack keeps
// the extra squads at risk; a lone member meets the lair strength of the boss's stair unchanged.

/** How many players start a clan boss (CLAN_BOSS.maxPlayers at most). */
export type BossParty = 1 | 2 | 3;

/** The boss's health and attack, in percent of its lair strength, by the party that starts it. */
export const CLAN_BOSS_SCALE: Record<BossParty, { healthPct: number; attackPct: number }> = {
  1: { healthPct: 100, attackPct: 100 },
  2: { healthPct: 160, attackPct: 110 },
  3: { healthPct: 220, attackPct: 120 },
};

/** The scale for `players` (fewer than one counts as one, more than three as three). */
export const clanBossScale = (players: number): { healthPct: number; attackPct: number } =>
  CLAN_BOSS_SCALE[Math.min(3, Math.max(1, Math.floor(players))) as BossParty];

const scaled = (value: number, pct: number): number => Math.round((value * pct) / 100);

/** The battle's monsters (playerId null) scaled for `players`, full and current values alike; the squads unchanged. */
export const scaledBoss = (creatures: readonly BattleCreature[], players: number): BattleCreature[] => {
  const { healthPct, attackPct } = clanBossScale(players);
  const pctOf = (skill: SkillType): number => (skill === SkillType.health ? healthPct : skill === SkillType.attack ? attackPct : 100);
  return creatures.map((c) =>
    c.playerId !== null
      ? c
      : {
          ...c,
          skills: c.skills.map((s) => ({ ...s, valueTotal: scaled(s.valueTotal, pctOf(s.skillType)), valueCurrent: scaled(s.valueCurrent, pctOf(s.skillType)) })),
        },
  );
};

/** The players the boss is scaled for when the turns start: those who joined and did not give up (or leave). */
export const bossParty = (info: MultiBattleInfo): number => info.participants.filter((p) => !p.gaveUp).length;
