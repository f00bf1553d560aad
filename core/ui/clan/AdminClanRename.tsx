import { useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { AccessLevel, CLAN_NAME_MAX } from '../../model/index.ts';
import { playerAtom } from '../../state/atoms.ts';
import { clanBusyAtom } from '../../state/clan.ts';
import { renameClan } from '../../state/clanSocial.ts';

/** An administrator's rename of any clan, on the clan's details; nobody else sees it (and the server refuses them). */
export function AdminClanRename({ clanId, name, onRenamed }: { clanId: number; name: string; onRenamed: () => void }) {
  const { t } = useLingui();
  const store = useStore();
  const me = useAtomValue(playerAtom);
  const busy = useAtomValue(clanBusyAtom);
  const [draft, setDraft] = useState(name);
  if (me?.accessLevel !== AccessLevel.ADMIN && me?.accessLevel !== AccessLevel.GOD) return null;
  return (
    <form
      className="clan-donate"
      id="clan-admin-rename"
      onSubmit={(event) => {
        event.preventDefault();
        void renameClan(store, clanId, draft).then((done) => done && onRenamed());
      }}
    >
      <label className="clan-field">
        <span>{t`Rename the clan (administrator)`}</span>
        <input value={draft} maxLength={CLAN_NAME_MAX} onChange={(e) => setDraft(e.target.value)} />
      </label>
      <button type="submit" className="btn" disabled={busy || draft.trim() === '' || draft.trim() === name}>{t`Rename`}</button>
    </form>
  );
}
