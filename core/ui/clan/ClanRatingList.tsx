import { useEffect, useState, type ReactNode } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { CLAN_SEARCH_MAX } from '../../model/index.ts';
import type { ClanRatingRow } from '../../model/index.ts';
import { clanRatingAtom, loadClanRating } from '../../state/clanSocial.ts';
import { openProfile } from '../../state/social.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import './clanSocial.css';

/**
 * The clan rating with a name search (one list: a found clan keeps its rating place), the caller's clan marked.
 * `action` adds a control per clan (apply, for a player without a clan). A clan's name opens its details.
 */
export function ClanRatingList({ action }: { action?: (row: ClanRatingRow) => ReactNode }) {
  const { t } = useLingui();
  const store = useStore();
  const rating = useAtomValue(clanRatingAtom);
  const [name, setName] = useState('');
  const [page, setPage] = useState(0);
  const myPosition = rating.status === 'ready' ? rating.value.myPosition : null;

  useEffect(() => {
    void loadClanRating(store, page, name);
  }, [store, page, name]);

  return (
    <>
      <label className="clan-field">
        <span>{t`Find a clan by name`}</span>
        <input
          id="clan-search"
          type="search"
          value={name}
          maxLength={CLAN_SEARCH_MAX}
          onChange={(e) => {
            setName(e.target.value);
            setPage(0);
          }}
        />
      </label>
      {rating.status === 'failed' ? (
        <LoadFailed error={rating.error} onRetry={() => void loadClanRating(store, page, name)} />
      ) : rating.status !== 'ready' ? (
        <p className="message" role="status">{t`Loading…`}</p>
      ) : rating.value.rows.length === 0 ? (
        <p className="clan-empty" id="clan-rating-empty">{name.trim() === '' ? t`No clans yet: found the first one.` : t`No clan has such a name.`}</p>
      ) : (
        <>
          {myPosition !== null && <p className="clan-sub" id="clan-my-position">{t`Your clan is number ${myPosition} in the rating.`}</p>}
          <ol className="clan-list" id="clan-rating">
            {rating.value.rows.map((row) => {
              const { position, level, membersCurr, membersMax } = row;
              return (
                <li key={row.id} className="clan-row clan-rating-row" data-clan-id={row.id} data-mine={row.id === rating.value.myClanId}>
                  <span className="clan-position">{position}</span>
                  <button type="button" className="link-btn clan-rating-name" onClick={() => openProfile(store, { kind: 'clan', id: row.id })}>
                    {row.name}
                  </button>
                  <span className="clan-sub">{t`level ${level} · members ${membersCurr} of ${membersMax}`}</span>
                  {action?.(row)}
                  {row.advertisement !== '' && <p className="clan-ad clan-rating-ad">{row.advertisement}</p>}
                </li>
              );
            })}
          </ol>
          {rating.value.pages > 1 && (
            <div className="form-actions clan-pager">
              <button type="button" className="btn btn-quiet" disabled={page === 0} onClick={() => setPage(page - 1)}>{t`Previous`}</button>
              <button type="button" className="btn btn-quiet" disabled={page + 1 >= rating.value.pages} onClick={() => setPage(page + 1)}>
                {t`Next`}
              </button>
            </div>
          )}
        </>
      )}
    </>
  );
}
