import { useEffect } from 'react';
import { useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import type { MyClan } from '../../model/index.ts';
import { markClanAdvertisementSeen } from '../../state/clanSocial.ts';
import './clanSocial.css';

/** The clan's advertisement on its card: marked new until shown once, then marked seen on the server. */
export function ClanAdvertisement({ mine }: { mine: MyClan }) {
  const { t } = useLingui();
  const store = useStore();
  const unseen = mine.advertisementUnseen;
  useEffect(() => {
    if (unseen) void markClanAdvertisementSeen(store);
  }, [store, unseen]);
  if (mine.clan.advertisement === '') return null;
  return (
    <p className="clan-ad" id="clan-ad" data-unseen={unseen}>
      {unseen && <span className="badge clan-new">{t`New`}</span>} {mine.clan.advertisement}
    </p>
  );
}
