import { useId, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { AccessLevel, hasAdminAccess, type ModerationSearchRow } from '../../model/index.ts';
import { playerAtom } from '../../state/atoms.ts';
import { clanSearchAtom, renameClan, searchClans } from '../../state/moderation.ts';
import { FormError } from '../FormError.tsx';
import { LoadFailed } from '../LoadFailed.tsx';
import { useAction } from '../useAction.ts';
import { SearchForm } from './SearchForm.tsx';

/** Clans: search by name; an administrator may rename one (product §6). */
export function ClansTab() {
  const { t } = useLingui();
  const store = useStore();
  const found = useAtomValue(clanSearchAtom);
  const admin = hasAdminAccess(useAtomValue(playerAtom)?.accessLevel ?? AccessLevel.PLAYER);
  return (
    <div className="moderation-tab" id="moderation-clans">
      <SearchForm label={t`Clan name`} onSearch={(name) => void searchClans(store, name)} />
      {found.status === 'idle' ? (
        <p className="message">{t`Find a clan by name.`}</p>
      ) : found.status === 'loading' ? (
        <p className="message" role="status">{t`Loading…`}</p>
      ) : found.status === 'failed' ? (
        <LoadFailed error={found.error} onRetry={() => store.set(clanSearchAtom, { status: 'idle' })} />
      ) : found.value.length === 0 ? (
        <p className="message">{t`No clan has this name.`}</p>
      ) : (
        <ul className="moderation-list">
          {found.value.map((row) => (
            <ClanRow key={row.id} row={row} admin={admin} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ClanRow({ row, admin }: { row: ModerationSearchRow; admin: boolean }) {
  const { t } = useLingui();
  const store = useStore();
  const id = useId();
  const [name, setName] = useState<string | null>(null);
  const rename = useAction(async (next: string) => {
    await renameClan(store, row.id, next);
    setName(null);
  });
  const level = row.level;
  return (
    <li className="moderation-entry">
      <span>
        <strong>{row.name}</strong>
        <span className="moderation-muted"> · {t`Level ${level}`}</span>
      </span>
      {admin && name === null && (
        <button type="button" className="link-btn" onClick={() => setName(row.name)}>
          {t`Rename`}
        </button>
      )}
      {name !== null && (
        <form
          className="moderation-search"
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim() !== '') void rename.run(name);
          }}
        >
          <label htmlFor={id} className="visually-hidden">
            {t`New clan name`}
          </label>
          <input id={id} className="input" value={name} onChange={(e) => setName(e.target.value)} />
          <button type="submit" className="btn" disabled={rename.busy || name.trim() === ''}>
            {t`Save`}
          </button>
          <button type="button" className="btn btn-quiet" onClick={() => setName(null)}>
            {t`Cancel`}
          </button>
        </form>
      )}
      {rename.state.status === 'failed' && <FormError error={errorMessage(rename.state.error)} />}
    </li>
  );
}
