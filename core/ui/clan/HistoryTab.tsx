import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { clanLogAtom, loadClanLog } from '../../state/clanSocial.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { buildingNames } from './clanHallTexts.ts';
import { clanLogText } from './clanLogText.ts';
import type { ClanTabProps } from './clanTabProps.ts';
import './clanSocial.css';

/** The clan history, newest first, one sentence and a time per entry, paged (product §2 "history"). */
export function HistoryTab({ mine }: ClanTabProps) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const log = useAtomValue(clanLogAtom);
  const [page, setPage] = useState(0);
  const clanId = mine.clan.id;

  useEffect(() => {
    void loadClanLog(store, clanId, page);
  }, [store, clanId, page]);

  if (log.status === 'failed') return <LoadFailed error={log.error} onRetry={() => void loadClanLog(store, clanId, page)} />;
  if (log.status !== 'ready') return <p className="message" role="status">{t`Loading…`}</p>;
  const { entries, pages } = log.value;
  const shown = page + 1;
  const time = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' });
  const someone = t`someone`;
  return (
    <>
      {entries.length === 0 ? (
        <p className="clan-empty">{t`Nothing has happened in the clan yet.`}</p>
      ) : (
        <ul className="clan-list" id="clan-history">
          {entries.map((entry) => (
            <li key={entry.id} className="clan-row clan-log" data-kind={entry.kind}>
              <span className="clan-log-text">
                {i18n._(clanLogText[entry.kind]({
                  actor: entry.actorName ?? someone,
                  target: entry.targetName ?? someone,
                  amount: entry.amount ?? 0,
                  building: entry.building === null ? '' : i18n._(buildingNames[entry.building]),
                }, entry))}
              </span>
              <time className="clan-sub" dateTime={new Date(entry.at).toISOString()}>{time.format(entry.at)}</time>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <div className="form-actions clan-pager">
          <button type="button" className="btn btn-quiet" disabled={page === 0} onClick={() => setPage(page - 1)}>{t`Newer`}</button>
          <span className="clan-sub">{t`Page ${shown} of ${pages}`}</span>
          <button type="button" className="btn btn-quiet" disabled={shown >= pages} onClick={() => setPage(page + 1)}>{t`Older`}</button>
        </div>
      )}
    </>
  );
}
