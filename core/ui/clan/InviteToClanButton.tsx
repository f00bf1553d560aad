import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { CLAN_JOIN_LEVEL, ClanPermission } from '../../model/index.ts';
import { playerAtom } from '../../state/atoms.ts';
import { clanBusyAtom, inviteToClan, loadMyClan, myClanAtom } from '../../state/clan.ts';
import { playerClanOf } from '../../state/clanSocial.ts';

/**
 * "Invite to clan" on another player's profile: only for a viewer whose clan role may invite, and a player in no
 * clan; below the joining level the viewer is told why instead. The profile may be older than this moment, so the
 * player's clan is asked again (`clan/info`) before the button is offered.
 */
export function InviteToClanButton({ playerId, level, inClan }: { playerId: number; level: number; inClan: boolean }) {
  const { t } = useLingui();
  const store = useStore();
  const me = useAtomValue(playerAtom);
  const mine = useAtomValue(myClanAtom);
  const busy = useAtomValue(clanBusyAtom);
  const inMyClan = me?.clanId != null;
  const [theirClan, setTheirClan] = useState<string | null>(null);
  useEffect(() => {
    if (inMyClan && mine.status === 'idle') void loadMyClan(store);
  }, [store, inMyClan, mine.status]);
  useEffect(() => {
    if (!inMyClan || inClan) return;
    let live = true;
    playerClanOf(store, playerId).then(
      (clan) => live && setTheirClan(clan?.name ?? null),
      () => undefined, // The profile's answer stands; the server refuses an invitation to a clan member anyway.
    );
    return () => {
      live = false;
    };
  }, [store, playerId, inMyClan, inClan]);
  if (theirClan !== null) return <p className="clan-sub" id="profile-clan-taken">{t`Already in the clan ${theirClan}.`}</p>;
  if (inClan || mine.status !== 'ready' || mine.value === null || !mine.value.permissions.includes(ClanPermission.INVITE)) return null;
  const joinLevel = CLAN_JOIN_LEVEL;
  if (level < joinLevel) return <p className="clan-sub">{t`Clans take players from level ${joinLevel}.`}</p>;
  return (
    <button type="button" className="btn" id="profile-clan-invite" disabled={busy} onClick={() => void inviteToClan(store, playerId)}>
      {t`Invite to clan`}
    </button>
  );
}
