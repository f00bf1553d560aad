import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  CLAN_CREATE_PRICE_GOLD, CLAN_JOIN_LEVEL, CLAN_NAME_MAX, ClanParticipantAction, ClanRole, DonationType,
} from '../../model/index.ts';
import type { ClanInvitations, ClanParticipant, MyClan } from '../../model/index.ts';
import { clanRank, clanStep, hasClanPermission } from '../../rules/index.ts';
import { playerAtom } from '../../state/atoms.ts';
import {
  acceptClanInvitation, actOnClanMember, applyToAnyClan, clanBusyAtom, clanInvitationsAtom, clanMembersAtom, createClan,
  declineClanInvitation, donateToClan, leaveClan, loadMyClan, myClanAtom, resignFromClan,
} from '../../state/clan.ts';
import { showToastAtom } from '../../state/overlays.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { OverlayFrame } from '../OverlayFrame.tsx';
import { ClanRoleTable } from './ClanRoleTable.tsx';
import { roleNames } from './roleNames.ts';
import './clan.css';


/**
 * The clan page of the foundation slice (issue 13): below level 15 the reason clans are closed; without a clan,
 * founding one, the invitations waiting and "look for any clan"; in a clan, its card, treasury, members with the
 * role steps the caller's role allows (a second click confirms), a gold donation, and leaving or resigning.
 */
export function ClanPage() {
  const { t } = useLingui();
  const store = useStore();
  const player = useAtomValue(playerAtom);
  const mine = useAtomValue(myClanAtom);
  const level = player?.level ?? 0;
  const joinLevel = CLAN_JOIN_LEVEL;
  const open = level >= joinLevel;

  useEffect(() => {
    if (open) void loadMyClan(store);
  }, [store, open]);

  return (
    <OverlayFrame id="clan-page" title={t`Clan`}>
      <div className="clan" data-status={open ? mine.status : 'locked'}>
        {!open ? (
          <p className="message clan-locked" id="clan-locked">
            {t`Clans open at level ${joinLevel}: you can found or join one then. You are level ${level}.`}
          </p>
        ) : mine.status === 'failed' ? (
          <LoadFailed error={mine.error} onRetry={() => void loadMyClan(store)} />
        ) : mine.status !== 'ready' ? (
          <p className="message" role="status">{t`Loading…`}</p>
        ) : mine.value === null ? (
          <NoClan gold={player?.gold ?? 0} />
        ) : (
          <MyClanView mine={mine.value} />
        )}
      </div>
    </OverlayFrame>
  );
}

function NoClan({ gold }: { gold: number }) {
  const { t } = useLingui();
  const store = useStore();
  const busy = useAtomValue(clanBusyAtom);
  const invitations = useAtomValue(clanInvitationsAtom);
  const [name, setName] = useState('');
  const price = CLAN_CREATE_PRICE_GOLD;
  const poor = gold < price;

  return (
    <>
      <form
        className="clan-create"
        id="clan-create"
        onSubmit={(event) => {
          event.preventDefault();
          void createClan(store, name);
        }}
      >
        <h3 className="clan-h">{t`Found a clan`}</h3>
        <label className="clan-field">
          <span>{t`Clan name`}</span>
          <input id="clan-name" value={name} maxLength={CLAN_NAME_MAX} onChange={(e) => setName(e.target.value)} />
        </label>
        <p className="clan-sub">{t`Founding costs ${price} gold. You become the leader.`}</p>
        {poor && <p className="clan-warn" id="clan-create-poor">{t`You have ${gold} gold: not enough yet.`}</p>}
        <button type="submit" className="btn" id="clan-create-btn" disabled={busy || poor || name.trim() === ''}>
          {t`Found the clan`}
        </button>
      </form>
      <h3 className="clan-h">{t`Invitations`}</h3>
      <Invitations invitations={invitations.status === 'ready' ? invitations.value : null} />
      <button type="button" className="btn btn-quiet" id="clan-look" disabled={busy} onClick={() => void applyToAnyClan(store)}>
        {t`Look for any clan`}
      </button>
    </>
  );
}

function Invitations({ invitations }: { invitations: ClanInvitations | null }) {
  const { t } = useLingui();
  const store = useStore();
  const busy = useAtomValue(clanBusyAtom);
  if (invitations === null) return <p className="message" role="status">{t`Loading…`}</p>;
  if (invitations.invitations.length === 0) {
    return (
      <p className="clan-empty" id="clan-no-invitations">
        {invitations.lookingForAny
          ? t`No invitations yet. Clans recruiting can see that you are looking.`
          : t`No invitations yet. Found a clan, or let recruiting clans see that you are looking.`}
      </p>
    );
  }
  return (
    <ul className="clan-list" id="clan-invitations">
      {invitations.invitations.map((invitation) => (
        <li key={invitation.clanId} className="clan-row">
          <b>{invitation.clanName}</b>
          <button type="button" className="btn" disabled={busy} onClick={() => void acceptClanInvitation(store, invitation.clanId)}>
            {t`Join`}
          </button>
          <button type="button" className="btn btn-quiet" disabled={busy} onClick={() => void declineClanInvitation(store, invitation.clanId)}>
            {t`Decline`}
          </button>
        </li>
      ))}
    </ul>
  );
}

function MyClanView({ mine }: { mine: MyClan }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const busy = useAtomValue(clanBusyAtom);
  const members = useAtomValue(clanMembersAtom);
  const player = useAtomValue(playerAtom);
  const [gold, setGold] = useState('');
  const [leaving, setLeaving] = useState(false);
  const { clan, role } = mine;
  const alone = clan.membersCurr === 1;
  const amount = Number.parseInt(gold, 10);
  const treasury = clan.treasury;
  const roleName = i18n._(roleNames[role]);
  const membersCurr = clan.membersCurr;
  const membersMax = clan.membersMax;
  const clanLevel = clan.level;
  const { GOLD: gold0, GEMS: gems, RED_CRYSTALS: red, BLUE_CRYSTALS: blue, GEARS: gears } = treasury;

  return (
    <>
      <div className="clan-card" id="clan-card">
        <h3 className="clan-name">{clan.name}</h3>
        <p className="clan-sub">
          {t`Level ${clanLevel} · members ${membersCurr} of ${membersMax} · your role: ${roleName}`}
        </p>
        <p className="clan-treasury" id="clan-treasury">
          {t`Treasury: ${gold0} gold, ${gems} emeralds, ${red} red and ${blue} blue crystals, ${gears} gears`}
        </p>
        {clan.advertisement !== '' && <p className="clan-ad">{clan.advertisement}</p>}
      </div>
      <h3 className="clan-h">{t`Members`}</h3>
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
      <form
        className="clan-donate"
        onSubmit={(event) => {
          event.preventDefault();
          if (amount > 0) void donateToClan(store, DonationType.GOLD, amount).then((done) => done && setGold(''));
        }}
      >
        <label className="clan-field">
          <span>{t`Give gold to the treasury`}</span>
          <input id="clan-donate-gold" inputMode="numeric" value={gold} onChange={(e) => setGold(e.target.value.replace(/\D/g, ''))} />
        </label>
        <button type="submit" className="btn" id="clan-donate-btn" disabled={busy || !(amount > 0)}>
          {t`Donate`}
        </button>
      </form>
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
