import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { auditAtom, loadAudit } from '../../state/moderation.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { formatWhen } from './banTexts.ts';
import { DetailsLine } from './DetailsLine.tsx';
import { auditActionNames } from './logFilterNames.ts';
import { Pager } from './Pager.tsx';

/** The audit log (issue 15): every moderator action, newest first; nobody can edit it, so the page only reads. */
export function AuditTab() {
  const { t, i18n } = useLingui();
  const store = useStore();
  const audit = useAtomValue(auditAtom);
  const [page, setPage] = useState(0);

  useEffect(() => {
    void loadAudit(store, page);
  }, [store, page]);

  if (audit.status === 'failed') return <LoadFailed error={audit.error} onRetry={() => void loadAudit(store, page)} />;
  if (audit.status !== 'ready') return <p className="message" role="status">{t`Loading…`}</p>;
  const { entries } = audit.value;
  return (
    <div className="moderation-tab" id="moderation-audit">
      {entries.length === 0 ? (
        <p className="message">{t`No moderator actions yet.`}</p>
      ) : (
        <ul className="moderation-list">
          {entries.map((entry) => (
            <li key={entry.id} className="moderation-entry" data-action={entry.action}>
              <span>
                <strong>{entry.moderator.name}</strong> · {i18n._(auditActionNames[entry.action])}
                {entry.target && ` · ${entry.target.name ?? `#${entry.target.id}`}`}
              </span>
              <span className="moderation-muted">{formatWhen(i18n, entry.at)}</span>
              <DetailsLine details={entry.details} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={audit.value.page} total={audit.value.total} count={entries.length} onPage={setPage} />
    </div>
  );
}
