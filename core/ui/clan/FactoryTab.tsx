import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ClanPermission, FactoryGiftKind } from '../../model/index.ts';
import type { ClanFactoryGift, ClanFactoryTaken } from '../../model/index.ts';
import { CLAN_FACTORY, rolesWith } from '../../rules/index.ts';
import { clanBusyAtom } from '../../state/clan.ts';
import { factoryGiftAtom, factoryTakenAtom, loadFactoryGift, takeFactoryGift } from '../../state/clanFactoryHall.ts';
import { msUntil } from '../../state/serverClock.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { useDuration } from '../useDuration.ts';
import { useServerNow } from '../useServerNow.ts';
import { GiftIcon } from './GiftIcon.tsx';
import { useRoleList } from './useRoleList.ts';
import './clanFactoryHall.css';

/** The gear factory tab: today's gift (take it, see what came), the next one's countdown, or why there is none. */
export function FactoryTab() {
  const store = useStore();
  const gift = useAtomValue(factoryGiftAtom);
  useEffect(() => {
    void loadFactoryGift(store);
  }, [store]);
  return (
    <section className="clan-factory" id="clan-factory" data-status={gift.status}>
      {gift.status === 'failed' ? (
        <LoadFailed error={gift.error} onRetry={() => void loadFactoryGift(store)} />
      ) : gift.status !== 'ready' ? (
        <Loading />
      ) : (
        <Factory gift={gift.value} />
      )}
    </section>
  );
}

function Loading() {
  const { t } = useLingui();
  return <p className="message" role="status">{t`Loading…`}</p>;
}

function Factory({ gift }: { gift: ClanFactoryGift }) {
  const { t } = useLingui();
  const store = useStore();
  const busy = useAtomValue(clanBusyAtom);
  const taken = useAtomValue(factoryTakenAtom);
  const builders = useRoleList(rolesWith(ClanPermission.START_BUILDING));
  const level = gift.factoryLevel;
  const gearsPct = Math.round(CLAN_FACTORY.gearsChance * 100);
  const resourcesPct = 100 - gearsPct;

  if (level < 1) {
    return (
      <p className="message clan-fh-gate" id="clan-factory-unbuilt">
        {t`The clan has no gear factory yet. Once it is built, every member takes a gift from it each day. It is built on the buildings tab by: ${builders}.`}
      </p>
    );
  }
  return (
    <>
      <h3 className="clan-h">{t`Gear factory, level ${level}`}</h3>
      <p className="clan-sub">
        {t`Each day every member takes one gift: gears for the clan treasury (${gearsPct}%) or resources for you (${resourcesPct}%). A higher factory gives more.`}
      </p>
      {taken && <TakenGift taken={taken} />}
      {gift.available ? (
        <button type="button" className="btn clan-fh-take" id="clan-factory-take" disabled={busy} onClick={() => void takeFactoryGift(store)}>
          {t`Take today's gift`}
        </button>
      ) : (
        <NextGift gift={gift} />
      )}
    </>
  );
}

function TakenGift({ taken }: { taken: ClanFactoryTaken }) {
  const { t } = useLingui();
  const amount = taken.amount;
  const what = useGiftName(taken.kind, amount);
  return (
    <p className="clan-fh-taken" id="clan-factory-taken" data-kind={taken.kind}>
      <GiftIcon kind={taken.kind} />
      <b>{what}</b>
      <span>{taken.kind === FactoryGiftKind.GEARS ? t`went to the clan treasury as your donation` : t`added to your resources`}</span>
    </p>
  );
}

/** Counts down to the next gift day on the server's clock. */
function NextGift({ gift }: { gift: ClanFactoryGift }) {
  const { t } = useLingui();
  const duration = useDuration();
  const left = duration(msUntil(gift.nextGiftAt, useServerNow()));
  return (
    <p className="clan-sub clan-fh-next" id="clan-factory-next">
      {t`You have taken today's gift. The next one comes in ${left}.`}
    </p>
  );
}

function useGiftName(kind: FactoryGiftKind, amount: number): string {
  const { t } = useLingui();
  switch (kind) {
    case FactoryGiftKind.GEARS: return t`${plural(amount, { one: '# gear', other: '# gears' })}`;
    case FactoryGiftKind.GOLD: return t`${amount} gold`;
    case FactoryGiftKind.CRYSTAL: return t`${plural(amount, { one: '# crystal', other: '# crystals' })}`;
    case FactoryGiftKind.ELIXIR: return t`${plural(amount, { one: '# elixir', other: '# elixirs' })}`;
    case FactoryGiftKind.SULFUR: return t`${amount} sulfur`;
    case FactoryGiftKind.CAVIAR: return t`${amount} caviar`;
  }
}
