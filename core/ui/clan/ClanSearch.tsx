import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { clanBusyAtom, clanInvitationsAtom, applyToClan } from '../../state/clan.ts';
import { ClanRatingList } from './ClanRatingList.tsx';
import './clanSocial.css';

/** For a player without a clan: their open applications, then every clan to search and apply to (product §2 "search"). */
export function ClanSearch() {
  const { t } = useLingui();
  const store = useStore();
  const busy = useAtomValue(clanBusyAtom);
  const invitations = useAtomValue(clanInvitationsAtom);
  const applied = new Set(invitations.status === 'ready' ? invitations.value.applications.map((a) => a.clanId) : []);
  const applications = invitations.status === 'ready' ? invitations.value.applications : [];
  return (
    <section className="clan-search" id="clan-search-view">
      <h3 className="clan-h">{t`Your applications`}</h3>
      {applications.length === 0 ? (
        <p className="clan-empty" id="clan-no-applications">{t`You have not applied to any clan.`}</p>
      ) : (
        <ul className="clan-list" id="clan-applications">
          {applications.map((application) => (
            <li key={application.clanId} className="clan-row" data-clan-id={application.clanId}>
              <b>{application.clanName}</b>
              <span className="clan-sub">{t`Waiting for the clan's answer`}</span>
            </li>
          ))}
        </ul>
      )}
      <h3 className="clan-h">{t`Clans`}</h3>
      <ClanRatingList
        action={(row) =>
          applied.has(row.id) ? (
            <span className="clan-sub clan-applied">{t`Applied`}</span>
          ) : row.membersCurr >= row.membersMax ? (
            <span className="clan-sub">{t`Full`}</span>
          ) : (
            <button type="button" className="btn clan-apply" disabled={busy} onClick={() => void applyToClan(store, row.id)}>
              {t`Apply`}
            </button>
          )
        }
      />
    </section>
  );
}
