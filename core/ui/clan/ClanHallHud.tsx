import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { ClanBuildingState, type ClanBuilding } from '../../model/index.ts';
import { OverlayName, overlayAtom } from '../../state/atoms.ts';
import { clanHallAtom, closeClanHall, openClanBuilding } from '../../state/clanHall.ts';
import { serverClockOffsetAtom, serverNowAt } from '../../state/serverClock.ts';
import { buildingNames } from './clanHallTexts.ts';
import './clanHall.css';

/**
 * The clan scene's HUD (issue 13): back to the road, the clan's name and level, the clan page, and the five
 * buildings as chips with their level and state — the same buildings the scene draws, reachable by keyboard and
 * screen readers; each opens the clan page at the tab about it, as a tap on the building does. Escape goes back.
 */
export function ClanHallHud() {
  const { t, i18n } = useLingui();
  const store = useStore();
  const hall = useAtomValue(clanHallAtom);
  const overlay = useAtomValue(overlayAtom);
  const view = hall.status === 'ready' ? hall.value : null;
  // Read when the list arrives, as the scene's looks are: on the server's clock, which decides when a build is due.
  const now = serverNowAt(Date.now(), useAtomValue(serverClockOffsetAtom));

  useEffect(() => {
    if (overlay !== null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeClanHall(store);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [overlay, store]);

  const level = view?.mine.clan.level ?? 0;
  return (
    <section id="clan-hall-hud" className="hud-layer clan-hall-hud" aria-label={t`Clan hall`} data-theme={view?.mine.clan.theme}>
      <div className="hud-top">
        <button type="button" className="btn btn-quiet hud-panel" id="clan-hall-back" onClick={() => closeClanHall(store)}>
          {t`Back to the road`}
        </button>
        {view && (
          <div className="hud-panel clan-hall-title">
            <h2>{view.mine.clan.name}</h2>
            <span>{t`Clan level ${level}`}</span>
          </div>
        )}
        <button type="button" className="btn hud-panel" id="clan-hall-page" onClick={() => store.set(overlayAtom, OverlayName.clan)}>
          {t`Clan page`}
        </button>
      </div>
      {view && (
        <ul className="clan-hall-chips" id="clan-hall-buildings" aria-label={t`Buildings`}>
          {view.buildings.map((building) => (
            <li key={building.type}>
              <button
                type="button"
                className="clan-hall-chip"
                data-building={building.type}
                data-level={building.level}
                data-state={building.state}
                data-ready={isReady(building, now)}
                onClick={() => openClanBuilding(store, building.type)}
              >
                <b>{i18n._(buildingNames[building.type])}</b>
                <span>{stateText(building)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );

  function stateText(building: ClanBuilding): string {
    const buildingLevel = building.level;
    if (isReady(building, now)) return t`Built: ready to open`;
    if (building.state === ClanBuildingState.PROCESSING) return t`Level ${buildingLevel}, building…`;
    return buildingLevel === 0 ? t`Empty plot` : t`Level ${buildingLevel}`;
  }
}

/** Its time is up but it is still PROCESSING: a leader has to open it. */
const isReady = (b: ClanBuilding, serverNow: number): boolean =>
  b.state === ClanBuildingState.PROCESSING && b.finishesAt !== null && b.finishesAt <= serverNow;
