import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { ClanPermission } from '../../model/index.ts';
import { clanBusyAtom, inviteToClan } from '../../state/clan.ts';
import { acceptClanApplicant, clanRecruitsAtom, loadClanRecruits, rejectClanApplicant } from '../../state/clanSocial.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import type { ClanTabProps } from './clanTabProps.ts';
import { permissionHolders } from './permissionHolders.ts';
import './clanSocial.css';

/** Recruiting (product §2): applications to accept or turn down, and players looking for any clan to invite. */
export function RecruitingTab({ mine }: ClanTabProps) {
  const { t, i18n } = useLingui();
  if (!mine.permissions.includes(ClanPermission.INVITE)) {
    const who = permissionHolders(i18n, ClanPermission.INVITE);
    return <p className="clan-empty" id="clan-recruit-denied">{t`Recruiting is for these roles: ${who}.`}</p>;
  }
  return <Recruits />;
}

function Recruits() {
  const { t } = useLingui();
  const store = useStore();
  const busy = useAtomValue(clanBusyAtom);
  const recruits = useAtomValue(clanRecruitsAtom);
  useEffect(() => {
    void loadClanRecruits(store);
  }, [store]);

  if (recruits.status === 'failed') return <LoadFailed error={recruits.error} onRetry={() => void loadClanRecruits(store)} />;
  if (recruits.status !== 'ready') return <p className="message" role="status">{t`Loading…`}</p>;
  const { applicants, lookingForAny } = recruits.value;
  return (
    <>
      <h3 className="clan-h">{t`Applications`}</h3>
      {applicants.length === 0 ? (
        <p className="clan-empty">{t`Nobody has applied to the clan yet.`}</p>
      ) : (
        <ul className="clan-list" id="clan-applicants">
          {applicants.map((request) => {
            const level = request.playerLevel;
            return (
              <li key={request.playerId} className="clan-row" data-player-id={request.playerId}>
                <b>{request.playerName ?? t`Nameless hero`}</b>
                <span className="clan-sub">{t`level ${level}`}</span>
                <button type="button" className="btn clan-accept" disabled={busy} onClick={() => void acceptClanApplicant(store, request.playerId)}>
                  {t`Accept`}
                </button>
                <button type="button" className="btn btn-quiet" disabled={busy} onClick={() => void rejectClanApplicant(store, request.playerId)}>
                  {t`Turn down`}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <h3 className="clan-h">{t`Looking for a clan`}</h3>
      {lookingForAny.length === 0 ? (
        <p className="clan-empty">{t`Nobody is looking for a clan right now.`}</p>
      ) : (
        <ul className="clan-list" id="clan-looking">
          {lookingForAny.map((player) => {
            const level = player.level;
            return (
              <li key={player.playerId} className="clan-row" data-player-id={player.playerId}>
                <b>{player.name ?? t`Nameless hero`}</b>
                <span className="clan-sub">{t`level ${level}`}</span>
                <button
                  type="button"
                  className="btn"
                  disabled={busy}
                  onClick={() => void inviteToClan(store, player.playerId).then(() => loadClanRecruits(store))}
                >
                  {t`Invite`}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
