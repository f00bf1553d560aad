import { useEffect, useId, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { loadPlayerLog, playerLogAtom } from '../../state/moderation.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { formatWhen } from './banTexts.ts';
import { DetailsLine } from './DetailsLine.tsx';
import { logKindName, logTypeName } from './logFilterNames.ts';
import { Pager } from './Pager.tsx';

/** A player's history (technical §7 `tech/player/{id}/log`): paged, filtered by kind and then by type. */
export function PlayerLogView({ playerId }: { playerId: number }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const log = useAtomValue(playerLogAtom);
  const ids = { filter: useId(), subfilter: useId() };
  const [query, setQuery] = useState<{ page: number; filter: string; subfilter: string }>({ page: 0, filter: '', subfilter: '' });

  useEffect(() => {
    void loadPlayerLog(store, playerId, query.page, query.filter || undefined, query.subfilter || undefined);
  }, [store, playerId, query]);

  if (log.status === 'failed') {
    return <LoadFailed error={log.error} onRetry={() => setQuery({ ...query })} />;
  }
  if (log.status !== 'ready') return <p className="message" role="status">{t`Loading…`}</p>;
  const { filters, entries } = log.value;
  const types = query.filter === '' ? [] : (filters[query.filter] ?? []);
  // A kind or type newer than this client shows as the server spells it rather than not at all.
  const kindName = (kind: string) => {
    const name = logKindName(kind);
    return name ? i18n._(name) : kind;
  };
  const typeName = (kind: string, type: string) => {
    const name = logTypeName(kind, type);
    return name ? i18n._(name) : type;
  };
  return (
    <div className="moderation-section" id="moderation-player-log">
      <div className="moderation-filters">
        <label htmlFor={ids.filter}>{t`Kind`}</label>
        <select
          id={ids.filter}
          className="input"
          value={query.filter}
          onChange={(e) => setQuery({ page: 0, filter: e.target.value, subfilter: '' })}
        >
          <option value="">{t`All`}</option>
          {Object.keys(filters).map((kind) => (
            <option key={kind} value={kind}>
              {kindName(kind)}
            </option>
          ))}
        </select>
        {types.length > 0 && (
          <>
            <label htmlFor={ids.subfilter}>{t`Type`}</label>
            <select
              id={ids.subfilter}
              className="input"
              value={query.subfilter}
              onChange={(e) => setQuery({ ...query, page: 0, subfilter: e.target.value })}
            >
              <option value="">{t`All`}</option>
              {types.map((type) => (
                <option key={type} value={type}>
                  {typeName(query.filter, type)}
                </option>
              ))}
            </select>
          </>
        )}
      </div>
      {entries.length === 0 ? (
        <p className="message">{t`Nothing in this log yet.`}</p>
      ) : (
        <ul className="moderation-list">
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="moderation-entry">
              <span>
                <strong>{kindName(entry.kind)}</strong> · {typeName(entry.kind, entry.type)}
                <span className="moderation-muted"> · {formatWhen(i18n, entry.at)}</span>
              </span>
              <DetailsLine details={entry.details} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={log.value.page} total={log.value.total} count={entries.length} onPage={(page) => setQuery({ ...query, page })} />
    </div>
  );
}
