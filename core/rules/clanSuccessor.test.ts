import { describe, expect, it } from 'vitest';
import { ClanRole } from '../model/index.ts';
import { successorOf } from './clanSuccessor.ts';

const member = (playerId: number, role: ClanRole, contribution = 0, joinedAt = 0) => ({ playerId, role, contribution, joinedAt });

describe('clan succession', () => {
  it('passes leadership to the highest role first, whatever the contribution', () => {
    const members = [member(1, ClanRole.LEADER), member(2, ClanRole.PARTICIPANT, 900), member(3, ClanRole.DEPUTY_LEADER, 5)];
    expect(successorOf(members, 1)?.playerId).toBe(3);
  });

  it('breaks a tie of roles by contribution, then by seniority, then by the lower id', () => {
    expect(successorOf([member(1, ClanRole.LEADER), member(2, ClanRole.NEWBIE, 10), member(3, ClanRole.NEWBIE, 20)], 1)?.playerId).toBe(3);
    expect(successorOf([member(1, ClanRole.LEADER), member(4, ClanRole.NEWBIE, 10, 500), member(5, ClanRole.NEWBIE, 10, 100)], 1)?.playerId).toBe(5);
    expect(successorOf([member(1, ClanRole.LEADER), member(7, ClanRole.NEWBIE), member(6, ClanRole.NEWBIE)], 1)?.playerId).toBe(6);
  });

  it('finds nobody in a clan of one', () => {
    expect(successorOf([member(1, ClanRole.LEADER)], 1)).toBeNull();
  });
});
