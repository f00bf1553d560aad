import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { CLAN_JOIN_LEVEL, ClanPermission } from '../../model/index.ts';
import { playerAtom } from '../../state/atoms.ts';
import { clanBusyAtom, inviteToClan, loadMyClan, myClanAtom } from '../../state/clan.ts';

/**
 * "Invite to clan" on another player's profile: only for a viewer whose clan role may invite, and a player in no
 * clan; below the joining level the viewer is told why instead.
 */
export function InviteToClanButton({ playerId, level, inClan }: { playerId: number; level: number; inClan: boolean }) {
  const { t } = useLingui();
  const store = useStore();
  const me = useAtomValue(playerAtom);
  const mine = useAtomValue(myClanAtom);
  const busy = useAtomValue(clanBusyAtom);
  const inMyClan = me?.clanId != null;
  useEffect(() => {
    if (inMyClan && mine.status === 'idle') void loadMyClan(store);
  }, [store, inMyClan, mine.status]);
  if (inClan || mine.status !== 'ready' || mine.value === null || !mine.value.permissions.includes(ClanPermission.INVITE)) return null;
  const joinLevel = CLAN_JOIN_LEVEL;
  if (level < joinLevel) return <p className="clan-sub">{t`Clans take players from level ${joinLevel}.`}</p>;
  return (
    <button type="button" className="btn" id="profile-clan-invite" disabled={busy} onClick={() => void inviteToClan(store, playerId)}>
      {t`Invite to clan`}
    </button>
  );
}
