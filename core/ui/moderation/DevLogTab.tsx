import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { devLogAtom, loadDevLog } from '../../state/moderation.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { formatWhen } from './banTexts.ts';

/** The developer log (technical §7 `dev/log`, GOD only): client errors and load stages, newest first. */
export function DevLogTab() {
  const { t, i18n } = useLingui();
  const store = useStore();
  const log = useAtomValue(devLogAtom);

  useEffect(() => {
    void loadDevLog(store);
  }, [store]);

  if (log.status === 'failed') return <LoadFailed error={log.error} onRetry={() => void loadDevLog(store)} />;
  if (log.status !== 'ready') return <p className="message" role="status">{t`Loading…`}</p>;
  const entries = log.value;
  const oldest = entries.at(-1)?.id;
  return (
    <div className="moderation-tab" id="moderation-dev-log">
      {entries.length === 0 ? (
        <p className="message">{t`The log is empty.`}</p>
      ) : (
        <ul className="moderation-list">
          {entries.map((entry) => (
            <li key={entry.id} className="moderation-entry" data-kind={entry.kind}>
              <span>
                <strong>{entry.kind}</strong>
                {entry.stage && ` · ${entry.stage}`}
                {entry.playerId !== null && ` · #${entry.playerId}`}
                <span className="moderation-muted"> · {formatWhen(i18n, entry.at)}</span>
              </span>
              {entry.message && <span className="moderation-details">{entry.message}</span>}
              {entry.domain && <span className="moderation-muted">{entry.domain}</span>}
            </li>
          ))}
        </ul>
      )}
      <div className="moderation-pager">
        <button type="button" className="btn btn-quiet" onClick={() => void loadDevLog(store)}>
          {t`Newest`}
        </button>
        {oldest !== undefined && (
          <button type="button" className="btn btn-quiet" onClick={() => void loadDevLog(store, oldest)}>
            {t`Older`}
          </button>
        )}
      </div>
    </div>
  );
}
