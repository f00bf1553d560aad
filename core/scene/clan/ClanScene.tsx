import { useThree } from '@react-three/fiber';
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { clanPalette } from '../../content/index.ts';
import { ClanBuildingType } from '../../model/index.ts';
import { overlayAtom } from '../../state/atoms.ts';
import { clanHallAtom, openClanBuilding } from '../../state/clanHall.ts';
import { leaveClanHall, loadClanHall } from '../../state/clanHallLoad.ts';
import { serverClockOffsetAtom, serverNowAt } from '../../state/serverClock.ts';
import { useFirstFrame } from '../useFirstFrame.ts';
import { ClanBuildingView } from './ClanBuildingView.tsx';
import { ClanHallSet } from './ClanHallSet.tsx';
import { buildingLook, courtyardLayout } from './clanCourtyard.ts';
import { exposeClanHall, type ClanHallProbeBuilding } from './exposeClanHall.ts';

/**
 * CSS pixels the clan HUD covers at the top (back, the clan's name) and the bottom (the buildings' chips, in three
 * rows on a narrow frame, two on a wide one).
 */
const HUD_TOP_PX = 64;
const hudBottomPx = (width: number): number => (width < 600 ? 150 : 96);

/**
 * The clan scene (product §2 "clan", issue 13 "the clan's hall with its buildings"): the courtyard with the hall
 * under the clan's banner and the five buildings round the yard, each as its level and state make it. Tapping a
 * building opens the clan page at the tab about it; closing that page asks the hall again, so what was started
 * there shows at once. A player no longer in the clan goes back to the road.
 */
export function ClanScene({ onFirstFrame }: { onFirstFrame: () => void }) {
  const store = useStore();
  const hall = useAtomValue(clanHallAtom);
  const overlay = useAtomValue(overlayAtom);
  const viewport = useThree((s) => s.viewport);
  const size = useThree((s) => s.size);
  const camera = useThree((s) => s.camera);
  const canvas = useThree((s) => s.gl.domElement);

  // The road moves the camera along with the party: the courtyard is laid out around the world's origin.
  useLayoutEffect(() => {
    camera.position.set(0, 0, camera.position.z);
  }, [camera]);
  useEffect(
    () => () => {
      canvas.style.cursor = '';
    },
    [canvas],
  );
  useFirstFrame(onFirstFrame);

  // The clan page closing over the hall: ask again, a building may have been started or opened there.
  const hadOverlay = useRef(false);
  useEffect(() => {
    if (overlay !== null) hadOverlay.current = true;
    else if (hadOverlay.current) {
      hadOverlay.current = false;
      void loadClanHall(store);
    }
  }, [overlay, store]);

  const view = hall.status === 'ready' ? hall.value : null;
  const gone = hall.status === 'ready' && hall.value === null;
  useEffect(() => {
    if (gone) leaveClanHall(store);
  }, [gone, store]);

  const perUnit = size.width > 0 ? viewport.width / size.width : 1;
  const layout = useMemo(
    () => courtyardLayout(viewport.width, viewport.height, HUD_TOP_PX * perUnit, hudBottomPx(size.width) * perUnit),
    [viewport.width, viewport.height, perUnit, size.width],
  );
  const theme = view?.mine.clan.theme ?? 0;
  const palette = clanPalette(theme);
  // Looks are taken when the list arrives, on the server's clock (it decides when a build is due); a timer running
  // out meanwhile shows at the next ask (page closed).
  const now = serverNowAt(Date.now(), useAtomValue(serverClockOffsetAtom));
  const buildings = useMemo(
    () =>
      (view?.buildings ?? [])
        .filter((b) => Object.values(ClanBuildingType).includes(b.type))
        .map((b) => ({ building: b, look: buildingLook(b, now), at: layout.plots[b.type] })),
    [view, layout],
  );

  useEffect(() => {
    const toCss = (x: number, y: number) => ({ x: size.width / 2 + x / perUnit, y: size.height / 2 - y / perUnit });
    return exposeClanHall({
      theme,
      buildings: (): ClanHallProbeBuilding[] =>
        buildings.map(({ building, look, at }) => ({ type: building.type, level: building.level, state: building.state, look, ...toCss(at.x, at.y) })),
    });
  }, [buildings, theme, size, perUnit]);

  const pick = useCallback((type: ClanBuildingType) => openClanBuilding(store, type), [store]);

  return (
    <>
      <ClanHallSet layout={layout} palette={palette} width={viewport.width} height={viewport.height} />
      {buildings.map(({ building, look, at }) => (
        <ClanBuildingView key={building.type} type={building.type} look={look} x={at.x} y={at.y} size={at.size} palette={palette} onPick={pick} />
      ))}
    </>
  );
}
