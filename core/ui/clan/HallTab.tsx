import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ClanPermission } from '../../model/index.ts';
import type { ClanHallOption, ClanHallOptions, ClanHallStep, ClanTreasury } from '../../model/index.ts';
import { hasClanPermission, rolesWith } from '../../rules/index.ts';
import { clanBusyAtom } from '../../state/clan.ts';
import { clanHallAtom, improveClanHall, loadClanHall } from '../../state/clanFactoryHall.ts';
import { warriorClassNames } from '../battle/creatureNames.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import type { ClanTabProps } from './clanTabProps.ts';
import { useRoleList } from './useRoleList.ts';
import './clanFactoryHall.css';

/** The hall of fame tab: each warrior class's clan bonus, and raising it from the treasury for the roles that may. */
export function HallTab({ mine }: ClanTabProps) {
  const { t } = useLingui();
  const store = useStore();
  const hall = useAtomValue(clanHallAtom);
  useEffect(() => {
    void loadClanHall(store);
  }, [store]);
  return (
    <section className="clan-hall" id="clan-hall" data-status={hall.status}>
      {hall.status === 'failed' ? (
        <LoadFailed error={hall.error} onRetry={() => void loadClanHall(store)} />
      ) : hall.status !== 'ready' ? (
        <p className="message" role="status">{t`Loading…`}</p>
      ) : (
        <Hall hall={hall.value} mayImprove={hasClanPermission(mine.role, ClanPermission.IMPROVE_HALL)} treasury={mine.clan.treasury} />
      )}
    </section>
  );
}

function Hall({ hall, mayImprove, treasury }: { hall: ClanHallOptions; mayImprove: boolean; treasury: ClanTreasury }) {
  const { t } = useLingui();
  const builders = useRoleList(rolesWith(ClanPermission.START_BUILDING));
  const improvers = useRoleList(rolesWith(ClanPermission.IMPROVE_HALL));
  const { hallLevel, maxLevel } = hall;
  if (hallLevel < 1) {
    return (
      <p className="message clan-fh-gate" id="clan-hall-unbuilt">
        {t`The clan has no hall of fame yet. Once it is built, the clan can make chosen hero classes stronger for every member. It is built on the buildings tab by: ${builders}.`}
      </p>
    );
  }
  return (
    <>
      <h3 className="clan-h">{t`Hall of fame, level ${hallLevel}`}</h3>
      <p className="clan-sub">
        {t`Each class level gives every member's heroes of that class more attack, defence and health in battle. This hall allows level ${maxLevel}; a higher hall allows more.`}
      </p>
      {!mayImprove && <p className="clan-sub clan-fh-who" id="clan-hall-who">{t`Classes are raised from the treasury by: ${improvers}.`}</p>}
      <ul className="clan-list clan-fh-classes">
        {hall.options.map((option) => (
          <HallClass key={option.force} option={option} mayImprove={mayImprove} treasury={treasury} />
        ))}
      </ul>
    </>
  );
}

function HallClass({ option, mayImprove, treasury }: { option: ClanHallOption; mayImprove: boolean; treasury: ClanTreasury }) {
  const { t, i18n } = useLingui();
  const { level, bonusPct } = option;
  const name = i18n._(warriorClassNames[option.force]);
  const first = option.next[0];
  const last = option.next.length > 1 ? option.next[option.next.length - 1] : undefined;
  return (
    <li className="clan-row clan-fh-class" id={`clan-hall-${option.force}`} data-level={level}>
      <b>{name}</b>
      <span className="clan-sub">{level > 0 ? t`level ${level}: +${bonusPct}%` : t`no bonus yet`}</span>
      {mayImprove && first && <RaiseButton force={option.force} step={first} treasury={treasury} />}
      {mayImprove && last && <RaiseButton force={option.force} step={last} treasury={treasury} />}
      {option.next.length === 0 && level > 0 && <span className="clan-sub">{t`the hall's highest level`}</span>}
    </li>
  );
}

function RaiseButton({ force, step, treasury }: { force: ClanHallOption['force']; step: ClanHallStep; treasury: ClanTreasury }) {
  const { t } = useLingui();
  const store = useStore();
  const busy = useAtomValue(clanBusyAtom);
  const { level, gears, gold, bonusPct } = step;
  const affordable = treasury.GEARS >= gears && treasury.GOLD >= gold;
  return (
    <button
      type="button"
      className="btn clan-fh-raise"
      data-to={level}
      disabled={busy || !affordable}
      title={affordable ? undefined : t`The clan has insufficient funds`}
      onClick={() => void improveClanHall(store, force, level)}
    >
      {t`To level ${level} (+${bonusPct}%): ${plural(gears, { one: '# gear', other: '# gears' })}, ${gold} gold`}
    </button>
  );
}
