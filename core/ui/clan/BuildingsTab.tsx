import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ClanPermission } from '../../model/index.ts';
import type { ClanBuildingType, ClanBuildingView, ClanTreasury, MyClan } from '../../model/index.ts';
import {
  CLAN_EXPERIENCE_BONUS_PCT, CLAN_SHIELD_REFLECT_PCT, hasClanPermission, rolesWith,
} from '../../rules/index.ts';
import { clanBusyAtom } from '../../state/clan.ts';
import {
  clanBuildingsAtom, completeClanBuilding, loadClanBuildings, speedUpClanBuilding, startClanBuilding,
} from '../../state/clanBuildings.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { msUntil } from '../../state/serverClock.ts';
import { useDuration } from '../useDuration.ts';
import { useServerNow } from '../useServerNow.ts';
import { BuildingIcon } from './buildingIcons.tsx';
import type { ClanTabProps } from './clanTabProps.ts';
import { buildingNames as names } from './clanHallTexts.ts';
import { roleNames } from './roleNames.ts';
import './buildings.css';


// Amounts with their nouns in one message each, so each language declines them (ICU plural).
const PRICE = msg({
  message: '{gold} gold, {gears, plural, one {# gear} other {# gears}}, {gems, plural, one {# emerald} other {# emeralds}} · {time}',
});
const TREASURY = msg({
  message:
    "The clan's treasury pays for buildings: {gold} gold, {gears, plural, one {# gear} other {# gears}}, {gems, plural, one {# emerald} other {# emeralds}}",
});
const SPEED_UP = msg({ message: 'Speed up: {gems, plural, one {# emerald} other {# emeralds}}' });
const PAY = msg({ message: 'Pay {gems, plural, one {# emerald} other {# emeralds}} from the treasury' });

/** The buildings tab: each building's level, what the next does and costs, and the build under way. */
export function BuildingsTab({ mine }: ClanTabProps) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const buildings = useAtomValue(clanBuildingsAtom);
  useEffect(() => {
    void loadClanBuildings(store);
  }, [store]);
  const { GOLD: gold, GEARS: gears, GEMS: gems } = mine.clan.treasury;

  if (buildings.status === 'failed') return <LoadFailed error={buildings.error} onRetry={() => void loadClanBuildings(store)} />;
  if (buildings.status !== 'ready') return <p className="message" role="status">{t`Loading…`}</p>;
  return (
    <div className="clan-buildings">
      <p className="clan-sub" id="clan-buildings-treasury">
        {i18n._({ ...TREASURY, values: { gold, gears, gems } })}
      </p>
      <PermissionNote mine={mine} />
      <ul className="clan-list" id="clan-buildings">
        {buildings.value.map((building) => (
          <BuildingRow key={building.type} building={building} mine={mine} treasury={mine.clan.treasury} />
        ))}
      </ul>
    </div>
  );
}

/** Tells a member who may build what, before they look for a button they do not have. */
function PermissionNote({ mine }: { mine: MyClan }) {
  const { t, i18n } = useLingui();
  const mayStart = hasClanPermission(mine.role, ClanPermission.START_BUILDING);
  const mayComplete = hasClanPermission(mine.role, ClanPermission.COMPLETE_BUILDING);
  if (mayStart && mayComplete) return null;
  const builders = rolesWith(ClanPermission.START_BUILDING).map((role) => i18n._(roleNames[role])).join(', ');
  return <p className="clan-empty" id="clan-buildings-who">{t`Buildings are started, sped up and completed by: ${builders}`}</p>;
}

/** What a building does at `level` (0: nothing yet). */
function useEffectText(): (type: ClanBuildingType, level: number) => string {
  const { t } = useLingui();
  return (type, level) => {
    switch (type) {
      case 'EXPERIENCE': {
        const pct = CLAN_EXPERIENCE_BONUS_PCT[level] ?? 0;
        return t`+${pct}% battle experience for every member`;
      }
      case 'CLAN_SHIELD': {
        const pct = CLAN_SHIELD_REFLECT_PCT[level] ?? 0;
        return t`Members' heroes send ${pct}% of the damage they take back to the attacker`;
      }
      case 'SNOW_WORLD':
        return t`Members may enter the snow world at any time, not only in its season`;
      case 'GEAR_FACTORY':
        return t`The gear factory's daily gift, level ${level}`;
      case 'HALL_OF_FAME':
        return t`The hall of fame improves heroes' forces up to level ${level}`;
    }
  };
}

/** Milliseconds left of a build on the server's clock (null when nothing is being built), ticking while it runs. */
function useMsLeft({ msLeft, finishesAt }: ClanBuildingView): number | null {
  // The server said when it answered: nothing being built, or due already (a guess of this clock must not undo that).
  const counting = msLeft !== null && msLeft > 0 && finishesAt !== null;
  const serverNow = useServerNow(counting);
  return counting ? msUntil(finishesAt, serverNow) : msLeft;
}

function BuildingRow({ building, mine, treasury }: { building: ClanBuildingView; mine: MyClan; treasury: ClanTreasury }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const busy = useAtomValue(clanBusyAtom);
  const duration = useDuration();
  const effect = useEffectText();
  const [confirming, setConfirming] = useState(false);
  const left = useMsLeft(building);
  // The local count reached zero: ask the server, whose clock decides (it may run ahead of or behind this one).
  useEffect(() => {
    if (left === 0 && !building.ready) void loadClanBuildings(store);
  }, [left, building.ready, store]);
  const { type, level, maxLevel, next } = building;
  const mayStart = hasClanPermission(mine.role, ClanPermission.START_BUILDING);
  const mayComplete = hasClanPermission(mine.role, ClanPermission.COMPLETE_BUILDING);
  const processing = building.state === 'PROCESSING';
  const name = i18n._(names[type]);
  const affordable = next !== null && treasury.GOLD >= next.price.GOLD && treasury.GEARS >= next.price.GEARS && treasury.GEMS >= next.price.GEMS;
  const speedupGems = building.speedupGems ?? 0;
  const nextLevel = next?.level ?? level;
  const nextEffect = effect(type, nextLevel);
  const timeLeft = duration(left ?? 0);

  return (
    <li className="clan-row clan-building" data-type={type} data-state={building.ready ? 'ready' : building.state}>
      <BuildingIcon type={type} />
      <div className="clan-building-body">
        <b>{name}</b>
        <span className="clan-role">{t`level ${level} of ${maxLevel}`}</span>
        <p className="clan-sub">{level > 0 ? effect(type, level) : t`Not built yet`}</p>
        {next !== null && (
          <p className="clan-building-next">
            {t`Level ${nextLevel}: ${nextEffect}`}
            {/* Paid when the build started: the price shows only while there is one to pay. */}
            {!processing && (
              <span className="clan-building-price">
                <br />
                {i18n._({ ...PRICE, values: { gold: next.price.GOLD, gears: next.price.GEARS, gems: next.price.GEMS, time: duration(next.durationMs) } })}
              </span>
            )}
          </p>
        )}
        {next === null && !processing && <p className="clan-sub">{t`The highest level`}</p>}
        {processing && (
          <p className="clan-building-timer" role="status">
            {building.ready || left === 0 ? t`Ready to complete` : t`Building… ${timeLeft} left`}
          </p>
        )}
      </div>
      <div className="clan-building-actions">
        {!processing && next !== null && mayStart && (
          <>
            <button
              type="button"
              className="btn"
              data-action="start"
              disabled={busy || !affordable}
              onClick={() => void startClanBuilding(store, type)}
            >
              {t`Build level ${nextLevel}`}
            </button>
            {!affordable && <span className="clan-warn clan-building-short">{t`The treasury lacks the price`}</span>}
          </>
        )}
        {processing && building.ready && mayComplete && (
          <button type="button" className="btn" data-action="complete" disabled={busy} onClick={() => void completeClanBuilding(store, type)}>
            {t`Complete`}
          </button>
        )}
        {processing && !building.ready && mayStart && speedupGems > 0 &&
          (confirming ? (
            <button
              type="button"
              className="btn clan-confirm"
              data-action="speedup-confirm"
              disabled={busy || treasury.GEMS < speedupGems}
              onClick={() => {
                setConfirming(false);
                void speedUpClanBuilding(store, type);
              }}
            >
              {i18n._({ ...PAY, values: { gems: speedupGems } })}
            </button>
          ) : (
            <button type="button" className="btn btn-quiet" data-action="speedup" disabled={busy} onClick={() => setConfirming(true)}>
              {i18n._({ ...SPEED_UP, values: { gems: speedupGems } })}
            </button>
          ))}
      </div>
    </li>
  );
}
