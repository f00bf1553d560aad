import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { PlaceType, type Place } from '../../model/index.ts';
import { healthOf, maxHealthOf, stairColour, stairOf } from '../../rules/index.ts';
import { OverlayName, placesAtom, playerAtom } from '../../state/atoms.ts';
import { openOverlayAtom } from '../../state/overlays.ts';
import { attackPlace, battleBusyAtom } from '../../state/battle.ts';
import { actOnPlace, PlaceAction, placeActionAtom, placeActionOf, readingPlaceAtom } from '../../state/placeActions.ts';
import { loadPortalInfo, portalInfoAtom } from '../../state/portalInfo.ts';
import { clearRoadGuideCues, completeGuideStep, guideDoneAtom, setRoadGuideCue } from '../../state/guide.ts';
import { GuideCue, GuideStep, guideSteps } from '../../rules/guideSteps.ts';
import type { RoadSession } from '../../state/roadSession.ts';
import { gainedText, placeLabel } from './placeLabel.ts';
import { nearPlaces } from './nearPlaces.ts';
import { placeText } from './placeTexts.ts';
import { PanelInsetScene, usePanelInset } from '../usePanelInset.ts';
import './roadNews.css';

const idsKey = (places: readonly Place[]) => places.map((p) => `${p.id}:${p.used ? 1 : 0}`).join(',');

/** The walker stands at the highest coordinate the server allows: the next keeper blocks the road (API.md "Places and road"). */
const atRoadEnd = (coordinate: number, maxCoordinate: number | undefined): boolean =>
  maxCoordinate !== undefined && coordinate >= maxCoordinate - 1;

/** Walking this far shows the player knows how: the guide's walking step is done. */
const WALKED_ENOUGH = 60;

/**
 * The road's DOM HUD (product §4 Road): the stair number in its colour and a button for every place within
 * reach. `#road-hud` carries `data-coordinate` (rounded) and `data-stair`, written straight from the walker
 * (no React render per step).
 */
export function RoadHud({ session }: { session: RoadSession }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const { walker, saver } = session;
  const places = useAtomValue(placesAtom);
  const player = useAtomValue(playerAtom);
  const best = player?.bestVictoryStair ?? 0;
  const hurt = (player?.creatures ?? []).some((c) => c.combative && healthOf(c) < maxHealthOf(c));
  const openOverlay = useSetAtom(openOverlayAtom);
  const acting = useAtomValue(placeActionAtom);
  const attacking = useAtomValue(battleBusyAtom);
  const reading = useAtomValue(readingPlaceAtom);
  const setReading = useSetAtom(readingPlaceAtom);
  const rootRef = useRef<HTMLElement>(null);
  const bottomRef = useRef<HTMLDivElement>(null);
  usePanelInset(rootRef, bottomRef, PanelInsetScene.road);
  const [stair, setStair] = useState(() => stairOf(walker.coordinate));
  const [near, setNear] = useState<Place[]>(() => nearPlaces(places, walker.coordinate));
  const nearKey = useRef(idsKey(near));
  const [blocked, setBlocked] = useState(() => atRoadEnd(walker.coordinate, player?.maxCoordinate));
  // Once the guide's walking step is done, the short walking hint gives way to the places: on a phone the panel
  // otherwise covers half the road. With nothing in reach the panel keeps the longer hint, its empty state.
  const walkKnown = useAtomValue(guideDoneAtom).has(guideSteps[GuideStep.walk].marker);
  const startedAt = useRef(walker.coordinate);
  const walked = useRef(false);

  useLayoutEffect(() => {
    const update = (w: RoadSession['walker']) => {
      const root = rootRef.current;
      if (root) {
        root.dataset.coordinate = String(Math.round(w.coordinate));
        root.dataset.stair = String(stairOf(w.coordinate));
      }
      setStair(stairOf(w.coordinate));
      const atEnd = atRoadEnd(w.coordinate, store.get(playerAtom)?.maxCoordinate);
      setBlocked(atEnd);
      if (!walked.current && Math.abs(w.coordinate - startedAt.current) >= WALKED_ENOUGH) {
        walked.current = true;
        completeGuideStep(store, GuideStep.walk).catch((error: unknown) => console.error('Guide: the marker was not recorded', error));
      }
      const next = nearPlaces(store.get(placesAtom), w.coordinate, atEnd);
      const key = idsKey(next);
      if (key !== nearKey.current) {
        nearKey.current = key;
        setNear(next);
      }
    };
    update(walker);
    return walker.subscribe(update);
  }, [walker, store, places, player?.maxCoordinate]);

  // The guide explains a place the first time one is in reach, and the keeper the first time the road ends.
  const anyNear = near.length > 0;
  useEffect(() => setRoadGuideCue(store, GuideCue.placeNear, anyNear), [store, anyNear]);
  useEffect(() => setRoadGuideCue(store, GuideCue.blocked, blocked), [store, blocked]);
  useEffect(() => () => clearRoadGuideCues(store), [store]);

  useEffect(() => () => setReading(null), [setReading]);
  const portals = useAtomValue(portalInfoAtom);
  useEffect(() => {
    for (const place of near) if (place.placeType === PlaceType.PORTAL) void loadPortalInfo(store, place.id);
  }, [near, store]);

  const busy = acting !== null || attacking;
  const act = (place: Place) => {
    const save = () => saver.flush();
    if (placeActionOf(place) === PlaceAction.attack) void attackPlace(store, place.id, save);
    else void actOnPlace(store, place, save, (p) => gainedText(i18n, p));
  };
  const colour = stairColour(stair, best);
  const keeperStair = best + 1;

  return (
    <section id="road-hud" ref={rootRef} className="hud-layer" aria-label={t`Road`}>
      <div className="hud-top">
        <p className="hud-panel stair-badge" style={{ margin: 0 }}>
          <span className={`stair-${colour}`}>{t`Stair ${stair}`}</span>
        </p>
        <button type="button" className="btn btn-quiet hud-panel" id="road-backpack" onClick={() => openOverlay(OverlayName.backpack)}>{t`Backpack`}</button>
        {player?.roadNews && (
          <button type="button" className="btn hud-panel road-news" data-testid="road-news" onClick={() => openOverlay(OverlayName.events)}>
            <span className="road-news-dot" aria-hidden="true" />
            {t`New on the road: event finds`}
          </button>
        )}
        {hurt && (
          <button type="button" className="btn btn-quiet hud-panel" onClick={() => openOverlay(OverlayName.healthRestore)}>
            {t`Heal the squad`}
          </button>
        )}
      </div>
      <div className="hud-bottom" ref={bottomRef}>
        {reading && (
          <div className="hud-panel" role="dialog" aria-label={t`Reading`}>
            <p className="place-text">{i18n._(placeText(reading.textKey))}</p>
            <button type="button" className="btn btn-quiet" onClick={() => setReading(null)}>
              {t`Close`}
            </button>
          </div>
        )}
        <div className="hud-panel">
          <h2>{t`Nearby`}</h2>
          {blocked && (
            <p className="place-text road-blocked" role="status" data-testid="road-blocked">
              {t`The keeper of stair ${keeperStair} blocks the road. Beat it to walk further up.`}
            </p>
          )}
          {near.length === 0 ? (
            <p className="place-text road-walk-hint">{t`Click or tap the road to walk there, or use the arrow keys (W and S).`}</p>
          ) : (
            !walkKnown && <p className="place-text road-walk-hint">{t`Tap the road to walk; W and S on a keyboard.`}</p>
          )}
          {near.length > 0 && (
            <ul className="hud-list place-list">
              {near.map((place) => (
                <li key={place.id}>
                  <button
                    type="button"
                    className="btn"
                    disabled={busy}
                    aria-busy={acting === place.id}
                    data-place-id={place.id}
                    data-place-type={place.placeType}
                    onClick={() => act(place)}
                  >
                    {placeLabel(i18n, place, portals.get(place.id))}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
