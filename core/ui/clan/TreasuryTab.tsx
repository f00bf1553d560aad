import { useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { DonationType } from '../../model/index.ts';
import { clanBusyAtom, donateToClan } from '../../state/clan.ts';

/** The treasury tab: what the clan holds and a gold donation into it. */
export function TreasuryTab() {
  const { t } = useLingui();
  const store = useStore();
  const busy = useAtomValue(clanBusyAtom);
  const [gold, setGold] = useState('');
  const amount = Number.parseInt(gold, 10);
  return (
    <form
      className="clan-donate"
      onSubmit={(event) => {
        event.preventDefault();
        if (amount > 0) void donateToClan(store, DonationType.GOLD, amount).then((done) => done && setGold(''));
      }}
    >
      <label className="clan-field">
        <span>{t`Give gold to the treasury`}</span>
        <input id="clan-donate-gold" inputMode="numeric" value={gold} onChange={(e) => setGold(e.target.value.replace(/\D/g, ''))} />
      </label>
      <button type="submit" className="btn" id="clan-donate-btn" disabled={busy || !(amount > 0)}>
        {t`Donate`}
      </button>
    </form>
  );
}
