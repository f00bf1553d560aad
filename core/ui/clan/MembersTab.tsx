import { useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ClanParticipantAction, ClanRole } from '../../model/index.ts';
import type { ClanParticipant, MyClan } from '../../model/index.ts';
import { clanRank, clanStep, hasClanPermission } from '../../rules/index.ts';
import { playerAtom } from '../../state/atoms.ts';
import { actOnClanMember, clanBusyAtom, clanMembersAtom, leaveClan, resignFromClan } from '../../state/clan.ts';
import { showToastAtom } from '../../state/overlays.ts';
import { ClanRoleTable } from './ClanRoleTable.tsx';
import type { ClanTabProps } from './clanTabProps.ts';
import { roleNames } from './roleNames.ts';

/** The members tab: every member with the role steps the caller may take, the role table, leaving or resigning. */
export function MembersTab({ mine }: ClanTabProps) {
  const { t } = useLingui();
  const store = useStore();
  const busy = useAtomValue(clanBusyAtom);
  const members = useAtomValue(clanMembersAtom);
  const player = useAtomValue(playerAtom);
  const [leaving, setLeaving] = useState(false);
  const { clan, role } = mine;
  const alone = clan.membersCurr === 1;

  return (
    <>
      {members.status !== 'ready' ? (
        <p className="message" role="status">{t`Loading…`}</p>
      ) : (
        <ul className="clan-list" id="clan-members">
          {members.value.map((member) => (
            <MemberRow key={member.playerId} member={member} mine={mine} self={member.playerId === player?.id} />
          ))}
        </ul>
      )}
      <ClanRoleTable />
      <div className="form-actions">
        {role === ClanRole.LEADER && !alone ? (
          <button type="button" className="btn btn-quiet" id="clan-resign" disabled={busy} onClick={() => void resignFromClan(store)}>
            {t`Hand over the leadership`}
          </button>
        ) : leaving ? (
          <button type="button" className="btn clan-confirm" id="clan-leave-confirm" disabled={busy} onClick={() => void leaveClan(store)}>
            {alone ? t`Yes, disband the clan` : t`Yes, leave the clan`}
          </button>
        ) : (
          <button type="button" className="btn btn-quiet" id="clan-leave" onClick={() => setLeaving(true)}>
            {alone ? t`Disband the clan` : t`Leave the clan`}
          </button>
        )}
      </div>
    </>
  );
}

/** Whether `actor` may take `action` on a member holding `target` (the rules the server checks, checked first here). */
const stepAllowed = (actor: ClanRole, action: ClanParticipantAction, target: ClanRole): boolean => {
  if (clanRank(actor) <= clanRank(target)) return false;
  try {
    return hasClanPermission(actor, clanStep(action, target).permission);
  } catch {
    return false;
  }
};

const actionNames: Record<ClanParticipantAction, MessageDescriptor> = {
  PROMOTE: msg`Promote`,
  DEMOTE: msg`Demote`,
  KICK: msg`Expel`,
};

function MemberRow({ member, mine, self }: { member: ClanParticipant; mine: MyClan; self: boolean }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const busy = useAtomValue(clanBusyAtom);
  const [pending, setPending] = useState<ClanParticipantAction | null>(null);
  const actions = self ? [] : Object.values(ClanParticipantAction).filter((a) => stepAllowed(mine.role, a, member.role));
  const name = member.name ?? t`Traveller`;
  const memberLevel = member.level;

  const run = async (action: ClanParticipantAction) => {
    setPending(null);
    const role = action === ClanParticipantAction.KICK ? null : clanStep(action, member.role).role;
    if (await actOnClanMember(store, member.playerId, action)) {
      // product §4: each step is confirmed to the one who took it.
      const roleLabel = role === null ? '' : i18n._(roleNames[role]);
      store.set(showToastAtom, role === null ? t`${name} is no longer in the clan` : t`${name} is now: ${roleLabel}`);
    }
  };

  return (
    <li className="clan-row" data-role={member.role} data-online={member.online}>
      <b>{name}</b>
      <span className="clan-role">{i18n._(roleNames[member.role])}</span>
      <span className="clan-sub">{t`level ${memberLevel}`}</span>
      {pending !== null ? (
        <ConfirmButton action={pending} busy={busy} onConfirm={() => void run(pending)} />
      ) : (
        actions.map((action) => (
          <button key={action} type="button" className="btn btn-quiet" disabled={busy} onClick={() => setPending(action)}>
            {i18n._(actionNames[action])}
          </button>
        ))
      )}
    </li>
  );
}

function ConfirmButton({ action, busy, onConfirm }: { action: ClanParticipantAction; busy: boolean; onConfirm: () => void }) {
  const { t, i18n } = useLingui();
  const actionName = i18n._(actionNames[action]);
  return (
    <button type="button" className="btn clan-confirm" disabled={busy} onClick={onConfirm}>
      {t`Confirm: ${actionName}`}
    </button>
  );
}
