import { useEffect, useId, useState } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AccessLevel, RatingType } from '../../model/index.ts';
import { OverlayName, playerAtom } from '../../state/atoms.ts';
import { openOverlayAtom } from '../../state/overlays.ts';
import { useAppServices } from '../AppServices.tsx';
import { loadMoreRating, openRating, ratingAtom, setRatingQuery } from '../../state/rating.ts';
import { openProfile } from '../../state/social.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { OnlineMark } from '../OnlineMark.tsx';
import { OverlayFrame } from '../OverlayFrame.tsx';
import './rating.css';

const typeNames: Record<RatingType, MessageDescriptor> = {
  params: msg`Squad power`,
  level: msg`Level`,
  arenaPosition: msg`Arena`,
  eventPosition: msg`Event`,
  clanLevel: msg`Clans`,
};
/** The heading of the value column: what the rating sorts by. */
const valueNames: Record<RatingType, MessageDescriptor> = {
  params: msg`Power`,
  level: msg`Level`,
  arenaPosition: msg`Points`,
  eventPosition: msg`Points`,
  clanLevel: msg`Clan level`,
};
const typeOrder: readonly RatingType[] = [
  RatingType.params,
  RatingType.level,
  RatingType.arenaPosition,
  RatingType.eventPosition,
  RatingType.clanLevel,
];

/** Typing waits this long before the rating is asked again. */
const FILTER_DELAY_MS = 350;

/**
 * Player and clan ratings (product §2, technical §4 "Rating"): a type, a name filter, rows 10 at a time, the
 * totals and the player's own place. Changing the type or the filter starts the list over.
 */
export function RatingPage() {
  const { t, i18n } = useLingui();
  const store = useStore();
  const rating = useAtomValue(ratingAtom);
  const [filter, setFilter] = useState(rating.query.filter);
  const typeId = useId();
  const filterId = useId();

  useEffect(() => {
    void openRating(store);
  }, [store]);

  useEffect(() => {
    if (filter === store.get(ratingAtom).query.filter) return;
    const timer = setTimeout(() => void setRatingQuery(store, { filter }), FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [store, filter]);

  const { query, rows, meta, load } = rating;
  const clans = query.type === RatingType.clanLevel;
  const filtered = query.filter.trim() !== '';

  return (
    <OverlayFrame id="rating-page" title={t`Rating`}>
      <div className="social" data-type={query.type} data-status={load.status}>
        <div className="rating-controls">
          <div className="field">
            <label htmlFor={typeId}>{t`Rating`}</label>
            <select
              id={typeId}
              className="input"
              value={query.type}
              onChange={(event) => void setRatingQuery(store, { type: event.target.value as RatingType })}
            >
              {typeOrder.map((type) => (
                <option key={type} value={type}>
                  {i18n._(typeNames[type])}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={filterId}>{clans ? t`Clan name` : t`Player name`}</label>
            <input
              id={filterId}
              className="input"
              type="search"
              value={filter}
              autoComplete="off"
              onChange={(event) => setFilter(event.target.value)}
            />
          </div>
        </div>
        {meta && <RatingMeta total={meta.playersTotal} online={meta.playersOnline} place={meta.myPosition} />}
        {meta && meta.myPosition === null && !clans && <NotRated />}
        {rows.length > 0 && (
          <table className="rating-table">
            <thead>
              <tr>
                <th scope="col">{t`Place`}</th>
                <th scope="col">{clans ? t`Clan` : t`Player`}</th>
                <th scope="col">{t`Level`}</th>
                {query.type !== RatingType.level && query.type !== RatingType.clanLevel && (
                  <th scope="col">{i18n._(valueNames[query.type])}</th>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.positionNumber} data-position={row.positionNumber} data-id={row.id}>
                  <td>{row.positionNumber}</td>
                  <td>
                    <OnlineMark online={row.online} />
                    <button
                      type="button"
                      className="link-btn name-btn"
                      onClick={() => openProfile(store, { kind: clans ? 'clan' : 'player', id: row.id })}
                    >
                      {row.name}
                    </button>
                  </td>
                  <td>{row.level}</td>
                  {query.type !== RatingType.level && query.type !== RatingType.clanLevel && <td>{row.value}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {load.status === 'loading' && <p className="note center">{t`Loading…`}</p>}
        {load.status === 'ready' && rows.length === 0 && (
          <p className="note center">{filtered ? t`Nobody found` : t`Nobody is on this rating yet.`}</p>
        )}
        {load.status === 'failed' && (
          <LoadFailed error={load.error} onRetry={() => void openRating(store)} />
        )}
        {load.status === 'ready' && rating.hasMore && (
          <button type="button" className="btn btn-quiet more" onClick={() => void loadMoreRating(store)}>
            {t`More`}
          </button>
        )}
      </div>
    </OverlayFrame>
  );
}

/**
 * A player who is not on the rating learns why (the rating lists named players, API.md "Ratings") and, where
 * the host page shows our account buttons, gets the way onto it: registering names the hero.
 */
function NotRated() {
  const { t } = useLingui();
  const { adapter } = useAppServices();
  const player = useAtomValue(playerAtom);
  const open = useSetAtom(openOverlayAtom);
  const canRegister = adapter.chrome.header && player?.accessLevel === AccessLevel.TRIAL;
  return (
    <div className="center-col" data-testid="not-rated">
      <p className="note">
        {canRegister
          ? t`The rating ranks named heroes by squad power, level and arena points. You are not on it yet: register to name your hero and take your place.`
          : t`The rating ranks named heroes by squad power, level and arena points. Your hero appears here once it has a name.`}
      </p>
      {canRegister && (
        <button type="button" className="btn" onClick={() => open(OverlayName.register)}>
          {t`Register`}
        </button>
      )}
    </div>
  );
}

function RatingMeta({ total, online, place }: { total: number; online: number; place: number | null }) {
  const { t } = useLingui();
  return (
    <p className="rating-meta">
      <span>{t`Players: ${total}`}</span>
      <span>{t`Online: ${online}`}</span>
      {place !== null && <span>{t`Your place: ${place}`}</span>}
    </p>
  );
}
