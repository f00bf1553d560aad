import { describe, expect, it } from 'vitest';
import { ClanParticipantAction as A, ClanPermission, ClanRole, ErrorCode } from '../model/index.ts';
import { clanStep, requireOutranks } from './clanLadder.ts';

describe('clan ladder', () => {
  it('promotes one step at a time up to the temporary leader, each step its own permission', () => {
    expect(clanStep(A.PROMOTE, ClanRole.NEWBIE)).toEqual({ permission: ClanPermission.PROMOTE_TO_PARTICIPANT, role: ClanRole.PARTICIPANT });
    expect(clanStep(A.PROMOTE, ClanRole.PARTICIPANT)).toEqual({ permission: ClanPermission.PROMOTE_TO_REPRESENTATIVE, role: ClanRole.REPRESENTATIVE });
    expect(clanStep(A.PROMOTE, ClanRole.REPRESENTATIVE)).toEqual({ permission: ClanPermission.PROMOTE_TO_DEPUTY_LEADER, role: ClanRole.DEPUTY_LEADER });
    expect(clanStep(A.PROMOTE, ClanRole.DEPUTY_LEADER)).toEqual({ permission: ClanPermission.PROMOTE_TO_SUBLEADER, role: ClanRole.SUBLEADER });
  });

  it('demotes one step down to the newbie and kicks only from representative down', () => {
    expect(clanStep(A.DEMOTE, ClanRole.SUBLEADER)).toEqual({ permission: ClanPermission.DEMOTE_SUBLEADER, role: ClanRole.DEPUTY_LEADER });
    expect(clanStep(A.DEMOTE, ClanRole.PARTICIPANT)).toEqual({ permission: ClanPermission.DEMOTE_PARTICIPANT, role: ClanRole.NEWBIE });
    expect(clanStep(A.KICK, ClanRole.REPRESENTATIVE)).toEqual({ permission: ClanPermission.KICK_REPRESENTATIVE, role: null });
    expect(clanStep(A.KICK, ClanRole.NEWBIE)).toEqual({ permission: ClanPermission.KICK_NEWBIE, role: null });
  });

  it('refuses steps past either end and any step on the leader with CLAN_ROLE_LIMIT', () => {
    for (const [action, role] of [
      [A.PROMOTE, ClanRole.SUBLEADER], [A.DEMOTE, ClanRole.NEWBIE], [A.KICK, ClanRole.DEPUTY_LEADER],
      [A.PROMOTE, ClanRole.LEADER], [A.DEMOTE, ClanRole.LEADER], [A.KICK, ClanRole.LEADER],
    ] as const) {
      expect(() => clanStep(action, role), `${action} ${role}`).toThrow(expect.objectContaining({ code: ErrorCode.CLAN_ROLE_LIMIT }));
    }
  });

  it('lets a role act only on lower roles', () => {
    expect(() => requireOutranks(ClanRole.DEPUTY_LEADER, ClanRole.REPRESENTATIVE)).not.toThrow();
    expect(() => requireOutranks(ClanRole.DEPUTY_LEADER, ClanRole.DEPUTY_LEADER)).toThrow(expect.objectContaining({ code: ErrorCode.CLAN_PERMISSION_DENIED }));
    expect(() => requireOutranks(ClanRole.SUBLEADER, ClanRole.LEADER)).toThrow(expect.objectContaining({ code: ErrorCode.CLAN_PERMISSION_DENIED }));
  });
});
