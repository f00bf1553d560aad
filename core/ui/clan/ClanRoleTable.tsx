import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ClanPermission, ClanRole } from '../../model/index.ts';
import { CLAN_PERMISSIONS } from '../../rules/index.ts';
import { roleNames } from './roleNames.ts';

const permissionNames: Record<ClanPermission, MessageDescriptor> = {
  INVITE: msg`invite players and answer applications`,
  RESIGN: msg`hand over the leadership`,
  LEAVE_CLAN: msg`leave the clan`,
  PROMOTE_TO_PARTICIPANT: msg`promote a newbie to member`,
  PROMOTE_TO_REPRESENTATIVE: msg`promote a member to representative`,
  PROMOTE_TO_DEPUTY_LEADER: msg`promote a representative to deputy leader`,
  PROMOTE_TO_SUBLEADER: msg`promote a deputy leader to temporary leader`,
  DEMOTE_SUBLEADER: msg`demote a temporary leader`,
  DEMOTE_DEPUTY_LEADER: msg`demote a deputy leader`,
  DEMOTE_REPRESENTATIVE: msg`demote a representative`,
  DEMOTE_PARTICIPANT: msg`demote a member to newbie`,
  KICK_NEWBIE: msg`expel a newbie`,
  KICK_PARTICIPANT: msg`expel a member`,
  KICK_REPRESENTATIVE: msg`expel a representative`,
  START_BUILDING: msg`start a building`,
  COMPLETE_BUILDING: msg`complete a building`,
  EDIT_ABOUT: msg`edit the description`,
  EDIT_ADVERTISEMENT: msg`write the announcement`,
  CHANGE_THEME: msg`change the theme`,
  CHANGE_RAID_DIFFICULTY: msg`set the raid difficulty`,
  IMPROVE_HALL: msg`raise hero classes in the hall of fame`,
  WRITE_CLAN_FORUM: msg`write in the clan forum`,
};

/** The role → permission table of core/rules, as players read it (issue 13: the mapping is shown to players). */
export function ClanRoleTable() {
  const { t, i18n } = useLingui();
  const list = new Intl.ListFormat(i18n.locale, { type: 'conjunction' });
  return (
    <details className="clan-roles" id="clan-roles">
      <summary>{t`What each role may do`}</summary>
      <dl>
        {Object.values(ClanRole).map((role) => (
          <div key={role} className="clan-roles-row">
            <dt>{i18n._(roleNames[role])}</dt>
            <dd>{list.format(CLAN_PERMISSIONS[role].map((p) => i18n._(permissionNames[p])))}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
