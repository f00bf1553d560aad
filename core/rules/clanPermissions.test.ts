import { describe, expect, it } from 'vitest';
import { ClanPermission, ClanRole, ErrorCode } from '../model/index.ts';
import { CLAN_PERMISSIONS, hasClanPermission, requireClanPermission, rolesWith } from './clanPermissions.ts';
import { clanRank } from './clanLadder.ts';

describe('clan permissions', () => {
  it('gives every permission to some role and the leader all but leaving', () => {
    for (const permission of Object.values(ClanPermission)) expect(rolesWith(permission).length).toBeGreaterThan(0);
    expect(rolesWith(ClanPermission.LEAVE_CLAN)).not.toContain(ClanRole.LEADER);
    expect(CLAN_PERMISSIONS.LEADER).toHaveLength(Object.values(ClanPermission).length - 1);
  });

  it('lets only the leader resign and only leaders and deputies build, edit and kick representatives', () => {
    expect(rolesWith(ClanPermission.RESIGN)).toEqual([ClanRole.LEADER]);
    for (const permission of [ClanPermission.START_BUILDING, ClanPermission.EDIT_ABOUT, ClanPermission.KICK_REPRESENTATIVE, ClanPermission.CHANGE_THEME]) {
      expect(rolesWith(permission)).toEqual([ClanRole.LEADER, ClanRole.SUBLEADER, ClanRole.DEPUTY_LEADER]);
    }
    expect(rolesWith(ClanPermission.INVITE)).toEqual([ClanRole.LEADER, ClanRole.SUBLEADER, ClanRole.DEPUTY_LEADER, ClanRole.REPRESENTATIVE]);
  });

  it('never gives a lower role a permission a higher role (but the leader leaving) lacks', () => {
    const roles = Object.values(ClanRole);
    for (const low of roles) {
      for (const high of roles) {
        if (clanRank(high) <= clanRank(low)) continue;
        const missing = CLAN_PERMISSIONS[low].filter(
          (p) => !hasClanPermission(high, p) && p !== ClanPermission.LEAVE_CLAN && !(high === ClanRole.SUBLEADER && p.endsWith('SUBLEADER')),
        );
        expect([low, high, missing]).toEqual([low, high, []]);
      }
    }
  });

  it('refuses a missing permission with CLAN_PERMISSION_DENIED naming it', () => {
    expect(() => requireClanPermission(ClanRole.PARTICIPANT, ClanPermission.INVITE)).toThrow(
      expect.objectContaining({ code: ErrorCode.CLAN_PERMISSION_DENIED, context: { permission: 'INVITE' } }),
    );
    expect(() => requireClanPermission(ClanRole.NEWBIE, ClanPermission.LEAVE_CLAN)).not.toThrow();
  });
});
