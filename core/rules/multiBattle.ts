import { BattleOutcome, ErrorCode } from '../model/index.ts';
import type { BattleCreature, BattleEvent, BattleHit, BattleReward, MultiBattleInfo, MultiParticipant } from '../model/index.ts';
import { playRoundWith } from './battleRound.ts';
import type { MovePair } from './bestBlow.ts';
import { isAlive } from './creatureState.ts';
import type { Rng } from './rng.ts';
import { RuleError } from './RuleError.ts';

// MULTI battles (issue 14; the design is ours, told in core/content/CLANS.md "Clan boss"): several players' squads
// on one side against the monsters, each player moving their own creatures in turn. Pure: the server decides with
// these, the client shows the same turn.

/** The clan boss's numbers (CLANS.md "Clan boss", checked by a doc test). */
export const CLAN_BOSS = {
  /** Places on the players' side, the opener's included. */
  maxPlayers: 3,
  /** How long members may join after the opener. */
  gatherMs: 60_000,
  /** A participant who has not moved this long after their turn began has it skipped. */
  turnMs: 30_000,
  /** The stair whose monster strength and reward the boss has. */
  stair: 9,
  /** How many monsters the boss brings. */
  monsters: 3,
  /** The clan's experience for a win, credited once. */
  clanExperience: 40,
  /** At most this many timed-out turns are skipped in one call (a battle left alone for days ends quickly anyway). */
  maxSkipsPerCall: 60,
} as const;

/** Whether players may still join: places left and the window open, and the turns not started. */
export const isGathering = (info: MultiBattleInfo, now: number): boolean =>
  info.order.length === 0 && info.participants.length < CLAN_BOSS.maxPlayers && now < info.gatherUntil;

/** The turn order: the stronger squad first, an equal one in joining order. */
export const turnOrder = (participants: readonly MultiParticipant[]): number[] =>
  participants
    .map((p, joined) => ({ p, joined }))
    .sort((a, b) => b.p.power - a.p.power || a.joined - b.joined)
    .map(({ p }) => p.playerId);

const inBattle = (info: MultiBattleInfo, creatures: readonly BattleCreature[], playerId: number): boolean =>
  !info.participants.some((p) => p.playerId === playerId && p.gaveUp) &&
  creatures.some((c) => c.playerId === playerId && isAlive(c));

/** WIN once no monster lives, LOSS once no participant still in has a living creature. */
export const multiOutcome = (info: MultiBattleInfo, creatures: readonly BattleCreature[]): BattleOutcome => {
  if (!creatures.some((c) => c.playerId === null && isAlive(c))) return BattleOutcome.WIN;
  if (!info.participants.some((p) => inBattle(info, creatures, p.playerId))) return BattleOutcome.LOSS;
  return BattleOutcome.NONE;
};

/** The index into `order` of the next player still in, from `from` on (wrapping); null when nobody is. */
const nextIndex = (info: MultiBattleInfo, creatures: readonly BattleCreature[], from: number): number | null => {
  const n = info.order.length;
  for (let k = 0; k < n; k += 1) {
    const index = (from + k) % n;
    const id = info.order[index];
    if (id !== undefined && inBattle(info, creatures, id)) return index;
  }
  return null;
};

/** `info` with its derived fields (mover, turn end) brought in line with the turn index and the creatures. */
const settle = (info: MultiBattleInfo, creatures: readonly BattleCreature[]): MultiBattleInfo => {
  const decided = multiOutcome(info, creatures) !== BattleOutcome.NONE;
  const index = info.order.length === 0 || decided ? null : nextIndex(info, creatures, info.turnIndex);
  const moverId = index === null ? null : (info.order[index] ?? null);
  return {
    ...info,
    turnIndex: index ?? info.turnIndex,
    moverId,
    turnEndsAt: moverId === null || info.turnStartedAt === null ? null : info.turnStartedAt + CLAN_BOSS.turnMs,
  };
};

/** A new gathering: the opener alone, the window open from `now`. */
export const openMulti = (clanId: number, opener: MultiParticipant, now: number): MultiBattleInfo => ({
  clanId,
  openedBy: opener.playerId,
  gatherUntil: now + CLAN_BOSS.gatherMs,
  participants: [opener],
  order: [],
  turnIndex: 0,
  turnStartedAt: null,
  moverId: null,
  turnEndsAt: null,
  clanCredited: false,
});

/** `info` with one more participant; the turns start at once when that takes the last place. */
export const joinMulti = (info: MultiBattleInfo, joiner: MultiParticipant, creatures: readonly BattleCreature[], now: number): MultiBattleInfo => {
  const joined = { ...info, participants: [...info.participants, joiner] };
  return joined.participants.length >= CLAN_BOSS.maxPlayers ? startTurns(joined, creatures, now) : joined;
};

const startTurns = (info: MultiBattleInfo, creatures: readonly BattleCreature[], at: number): MultiBattleInfo =>
  settle({ ...info, order: turnOrder(info.participants), turnIndex: 0, turnStartedAt: at }, creatures);

/** The turns started once the window closed (checked lazily: the first call after it starts them, from its end). */
export const startedMulti = (info: MultiBattleInfo, creatures: readonly BattleCreature[], now: number): MultiBattleInfo =>
  info.order.length === 0 && !isGathering(info, now) ? startTurns(info, creatures, info.gatherUntil) : info;

/** Refuses a move by anyone but the player whose turn it is (and any move while gathering). */
export const requireMover = (info: MultiBattleInfo, playerId: number): void => {
  if (info.order.length === 0) {
    throw new RuleError(ErrorCode.BATTLE_GATHERING, 'the clan is still gathering', { until: info.gatherUntil });
  }
  if (info.moverId !== playerId) {
    throw new RuleError(ErrorCode.NOT_YOUR_TURN, `it is player ${info.moverId ?? 'nobody'}'s turn`, { moverId: info.moverId ?? 0 });
  }
};

export interface MultiRound {
  info: MultiBattleInfo;
  creatures: BattleCreature[];
  outcome: BattleOutcome;
  hits: BattleHit[];
  events: BattleEvent[];
}

/**
 * One turn: the mover's blow (none when skipping), the players' effects tick, then, unless that decided the battle,
 * the monsters answer (on any participant) and their effects tick; the next player still in moves next, from `now`.
 */
export const multiRound = (info: MultiBattleInfo, start: readonly BattleCreature[], blow: MovePair | null, rng: Rng, now: number): MultiRound => {
  const { creatures, outcome, hits, events } = playRoundWith(start, blow, rng, (current) => multiOutcome(info, current));
  const next = settle({ ...info, turnIndex: info.turnIndex + 1, turnStartedAt: now }, creatures);
  return { info: next, creatures, outcome, hits, events };
};

/**
 * The turns that timed out by `now`, skipped one after another (each from when the previous one should have
 * ended), so a player who walked away cannot stall the others; at most CLAN_BOSS.maxSkipsPerCall per call.
 */
export const skipTimedOut = (info: MultiBattleInfo, creatures: readonly BattleCreature[], rngFor: (skip: number) => Rng, now: number): MultiRound | null => {
  let round: MultiRound | null = null;
  let current = info;
  let currentCreatures = [...creatures];
  for (let skip = 0; skip < CLAN_BOSS.maxSkipsPerCall; skip += 1) {
    if (current.turnEndsAt === null || current.turnEndsAt > now) break;
    const next = multiRound(current, currentCreatures, null, rngFor(skip), current.turnEndsAt);
    round = round === null ? next : { ...next, hits: [...round.hits, ...next.hits], events: [...round.events, ...next.events] };
    current = next.info;
    currentCreatures = next.creatures;
    if (next.outcome !== BattleOutcome.NONE) break;
  }
  return round;
};

/** A player's giving up: their creatures leave the battle (they keep the health they had); the others fight on. */
export const giveUpMulti = (info: MultiBattleInfo, creatures: readonly BattleCreature[], playerId: number, now: number): MultiBattleInfo => {
  const gaveUp = { ...info, participants: info.participants.map((p) => (p.playerId === playerId ? { ...p, gaveUp: true } : p)) };
  // Giving up on one's own turn hands it to the next player, with a full turn.
  const handed = info.moverId === playerId ? { ...gaveUp, turnIndex: info.turnIndex + 1, turnStartedAt: now } : gaveUp;
  return settle(handed, creatures);
};

/** Who shares a win: the participants who did not give up. */
export const winners = (info: MultiBattleInfo): number[] => info.participants.filter((p) => !p.gaveUp).map((p) => p.playerId);

/**
 * `playerId`'s share of the win's reward: an equal part of the gold and experience, the remainder to the first
 * sharers in joining order (so the shares add up to the whole); nothing for a player who gave up.
 */
export const rewardShare = (info: MultiBattleInfo, total: BattleReward, playerId: number): BattleReward | null => {
  const sharers = winners(info);
  const place = sharers.indexOf(playerId);
  if (place < 0) return null;
  const part = (amount: number) => Math.floor(amount / sharers.length) + (place < amount % sharers.length ? 1 : 0);
  return { gold: part(total.gold), experience: part(total.experience) };
};
