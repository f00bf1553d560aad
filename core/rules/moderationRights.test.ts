import { describe, expect, it } from 'vitest';
import { AccessLevel } from '../model/access.ts';
import { ModerationRight, moderationRefusal, type ModerationRefusal } from './moderationRights.ts';

const { TRIAL, PLAYER, MODERATOR, ADMIN, GOD } = AccessLevel;
const LEVELS = [TRIAL, PLAYER, MODERATOR, ADMIN, GOD] as const;
const ok = null;
const A: ModerationRefusal = 'ACCESS';
const L: ModerationRefusal = 'TARGET_LEVEL';
const T: ModerationRefusal = 'TRIAL';

/** Rows: the caller's level; columns: the target's level in LEVELS order. */
const table: Record<ModerationRight, Record<AccessLevel, (ModerationRefusal | null)[]>> = {
  VIEW: { TRIAL: [A, A, A, A, A], PLAYER: [A, A, A, A, A], MODERATOR: [ok, ok, ok, ok, ok], ADMIN: [ok, ok, ok, ok, ok], GOD: [ok, ok, ok, ok, ok] },
  INSPECT: { TRIAL: [A, A, A, A, A], PLAYER: [A, A, A, A, A], MODERATOR: [ok, ok, L, L, L], ADMIN: [ok, ok, ok, L, L], GOD: [ok, ok, ok, ok, L] },
  BAN: { TRIAL: [A, A, A, A, A], PLAYER: [A, A, A, A, A], MODERATOR: [ok, ok, L, L, L], ADMIN: [ok, ok, ok, L, L], GOD: [ok, ok, ok, ok, L] },
  ENTER: { TRIAL: [A, A, A, A, A], PLAYER: [A, A, A, A, A], MODERATOR: [ok, ok, L, L, L], ADMIN: [ok, ok, ok, L, L], GOD: [ok, ok, ok, ok, L] },
  CHANGE_ACCESS: { TRIAL: [A, A, A, A, A], PLAYER: [A, A, A, A, A], MODERATOR: [A, A, A, A, A], ADMIN: [T, ok, ok, L, L], GOD: [T, ok, ok, ok, L] },
  DEV_LOG: { TRIAL: [A, A, A, A, A], PLAYER: [A, A, A, A, A], MODERATOR: [A, A, A, A, A], ADMIN: [A, A, A, A, A], GOD: [ok, ok, ok, ok, ok] },
};

describe('moderationRefusal', () => {
  for (const right of Object.values(ModerationRight)) {
    it(`${right}: nobody acts on someone at or above their own level`, () => {
      const actual = Object.fromEntries(
        LEVELS.map((actor) => [actor, LEVELS.map((target) => moderationRefusal({ id: 1, accessLevel: actor }, right, { id: 2, accessLevel: target }))]),
      );
      expect(actual).toEqual(table[right]);
    });
  }

  it('refuses acting on oneself, but lets one read one’s own history', () => {
    const god = { id: 7, accessLevel: GOD };
    expect(moderationRefusal(god, ModerationRight.BAN, god)).toBe('SELF');
    expect(moderationRefusal(god, ModerationRight.ENTER, god)).toBe('SELF');
    expect(moderationRefusal(god, ModerationRight.CHANGE_ACCESS, god)).toBe('SELF');
    expect(moderationRefusal(god, ModerationRight.INSPECT, god)).toBeNull();
  });

  it('checks only the caller when there is no target', () => {
    expect(moderationRefusal({ id: 1, accessLevel: MODERATOR }, ModerationRight.VIEW)).toBeNull();
    expect(moderationRefusal({ id: 1, accessLevel: PLAYER }, ModerationRight.VIEW)).toBe('ACCESS');
    expect(moderationRefusal({ id: 1, accessLevel: ADMIN }, ModerationRight.DEV_LOG)).toBe('ACCESS');
  });
});
