import { describe, expect, it } from 'vitest';
import { BattleOutcome, ErrorCode } from '../model/index.ts';
import type { MultiParticipant } from '../model/index.ts';
import {
  CLAN_BOSS, giveUpMulti, isGathering, joinMulti, multiOutcome, multiRound, openMulti, requireMover, rewardShare, skipTimedOut,
  startedMulti, turnOrder,
} from './multiBattle.ts';
import { createRng } from './rng.ts';
import { testCreature } from '../../test/support/testCreature.ts';

const T0 = 1_000_000;
const who = (playerId: number, power: number): MultiParticipant => ({ playerId, name: `p${playerId}`, power, gaveUp: false, completed: false });
// Each player one weak creature; one tough monster that hits softly, so rounds never decide the battle by chance.
const creatures = [
  testCreature(11, 1, { attack: 1, health: 500 }),
  testCreature(21, 2, { attack: 1, health: 500 }),
  testCreature(31, 3, { attack: 1, health: 500 }),
  testCreature(-1, null, { attack: 6, defence: 0, health: 10_000 }),
];
const rng = () => createRng(7);
const codeOf = (f: () => void): unknown => {
  try {
    f();
  } catch (error: unknown) {
    return (error as { code?: unknown }).code;
  }
  return null;
};

const threeStarted = () => {
  const opened = openMulti(5, who(1, 10), T0);
  const two = joinMulti(opened, who(2, 30), creatures, T0 + 1_000);
  return joinMulti(two, who(3, 20), creatures, T0 + 2_000);
};

describe('multi battle turns', () => {
  it('orders the stronger squad first and an equal one by joining', () => {
    expect(turnOrder([who(1, 10), who(2, 30), who(3, 10)])).toEqual([2, 1, 3]);
  });

  it('starts the turns as soon as the last place is taken', () => {
    const info = threeStarted();
    expect(isGathering(info, T0 + 2_000)).toBe(false);
    expect(info.order).toEqual([2, 3, 1]);
    expect(info.moverId).toBe(2);
    expect(info.turnEndsAt).toBe(T0 + 2_000 + CLAN_BOSS.turnMs);
  });

  it('keeps gathering two players until the window closes, then starts from its end', () => {
    const two = joinMulti(openMulti(5, who(1, 10), T0), who(2, 30), creatures, T0 + 1_000);
    expect(codeOf(() => requireMover(two, 2))).toBe(ErrorCode.BATTLE_GATHERING);
    expect(startedMulti(two, creatures, T0 + CLAN_BOSS.gatherMs - 1).order).toEqual([]);
    const started = startedMulti(two, creatures, T0 + CLAN_BOSS.gatherMs + 5_000);
    expect(started.order).toEqual([2, 1]);
    expect(started.turnStartedAt).toBe(T0 + CLAN_BOSS.gatherMs);
  });

  it('passes the turn to the next player after each move and refuses the others', () => {
    const info = threeStarted();
    expect(codeOf(() => requireMover(info, 1))).toBe(ErrorCode.NOT_YOUR_TURN);
    expect(codeOf(() => requireMover(info, 2))).toBeNull();
    const first = multiRound(info, creatures, { attackerId: 21, defenderId: -1 }, rng(), T0 + 3_000);
    expect(first.info.moverId).toBe(3);
    const second = multiRound(first.info, first.creatures, null, rng(), T0 + 4_000);
    expect(second.info.moverId).toBe(1);
    const third = multiRound(second.info, second.creatures, null, rng(), T0 + 5_000);
    expect(third.info.moverId).toBe(2);
    expect(third.info.turnEndsAt).toBe(T0 + 5_000 + CLAN_BOSS.turnMs);
  });

  it('skips the turns that timed out, each from the end of the one before', () => {
    const info = threeStarted();
    const now = T0 + 2_000 + 2 * CLAN_BOSS.turnMs + 1;
    const skipped = skipTimedOut(info, creatures, () => rng(), now);
    expect(skipped?.info.moverId).toBe(1);
    expect(skipped?.info.turnStartedAt).toBe(T0 + 2_000 + 2 * CLAN_BOSS.turnMs);
    expect(skipTimedOut(info, creatures, () => rng(), T0 + 2_000 + CLAN_BOSS.turnMs - 1)).toBeNull();
  });

  it('takes a player who gave up out of the turns and the win, the others fight on', () => {
    const info = giveUpMulti(threeStarted(), creatures, 2, T0 + 3_000);
    expect(info.moverId).toBe(3);
    expect(info.turnStartedAt).toBe(T0 + 3_000);
    expect(multiOutcome(info, creatures)).toBe(BattleOutcome.NONE);
    const allGone = giveUpMulti(giveUpMulti(info, creatures, 3, T0), creatures, 1, T0);
    expect(multiOutcome(allGone, creatures)).toBe(BattleOutcome.LOSS);
    expect(rewardShare(info, { gold: 101, experience: 11 }, 2)).toBeNull();
  });

  it('wins for all once no monster lives', () => {
    const dead = creatures.map((c) => (c.playerId === null ? testCreature(c.id, null, { health: 0, maxHealth: 10 }) : c));
    expect(multiOutcome(threeStarted(), dead)).toBe(BattleOutcome.WIN);
  });

  it('shares the reward equally, the remainder to the first joiners, adding up to the whole', () => {
    const info = threeStarted();
    const shares = [1, 2, 3].map((id) => rewardShare(info, { gold: 101, experience: 11 }, id));
    expect(shares).toEqual([{ gold: 34, experience: 4 }, { gold: 34, experience: 4 }, { gold: 33, experience: 3 }]);
  });
});
