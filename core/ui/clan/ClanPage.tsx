import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { CLAN_CREATE_PRICE_GOLD, CLAN_JOIN_LEVEL, CLAN_NAME_MAX } from '../../model/index.ts';
import type { ClanInvitations, MyClan } from '../../model/index.ts';
import { playerAtom } from '../../state/atoms.ts';
import { openClanHall, takeClanTabRequest } from '../../state/clanHall.ts';
import {
  acceptClanInvitation, applyToAnyClan, clanBusyAtom, clanInvitationsAtom, createClan, declineClanInvitation, loadMyClan,
  myClanAtom,
} from '../../state/clan.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { OverlayFrame } from '../OverlayFrame.tsx';
import { ClanAdvertisement } from './ClanAdvertisement.tsx';
import { ClanSearch } from './ClanSearch.tsx';
import { CLAN_TABS, type ClanTabName } from './clanTabs.tsx';
import { roleNames } from './roleNames.ts';
import './clan.css';
import { TabBar } from '../TabBar.tsx';


/**
 * The clan page of the foundation slice (issue 13): below level 15 the reason clans are closed; without a clan,
 * founding one, the invitations waiting and "look for any clan"; in a clan, its card and its tabs (`CLAN_TABS`).
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
      <ClanSearch />
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
  // A tap on a building in the clan hall opens the page at that building's tab, when the page has one.
  const [tab, setTab] = useState<ClanTabName>(() => takeClanTabRequest(store, CLAN_TABS.map((entry) => entry.name)) ?? CLAN_TABS[0].name);
  const { clan, role } = mine;
  const roleName = i18n._(roleNames[role]);
  const membersCurr = clan.membersCurr;
  const membersMax = clan.membersMax;
  const clanLevel = clan.level;
  const { GOLD: gold0, GEMS: gems, RED_CRYSTALS: red, BLUE_CRYSTALS: blue, GEARS: gears } = clan.treasury;
  const Current = (CLAN_TABS.find((entry) => entry.name === tab) ?? CLAN_TABS[0]).Tab;

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
        <ClanAdvertisement mine={mine} />
        <button type="button" className="btn btn-quiet" id="clan-visit-hall" onClick={() => openClanHall(store)}>
          {t`Visit the clan hall`}
        </button>
      </div>
      <TabBar className="clan-tabs" ariaLabel={t`Clan pages`} idPrefix="clan-tab-" tabs={CLAN_TABS.map((entry) => entry.name)} current={tab} label={(name) => CLAN_TABS.find((entry) => entry.name === name)!.label} onPick={setTab} />
      <div role="tabpanel" className="clan-tabpanel" data-tab={tab}>
        <Current mine={mine} />
      </div>
    </>
  );
}
