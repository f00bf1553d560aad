import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import type { Group } from 'three';
import { REFERENCE_WIDTH, WALK_FPS } from '../../model/index.ts';
import { stairOf } from '../../rules/index.ts';
import { canvasBlockedAtom, playerAtom } from '../../state/atoms.ts';
import { ensurePlaces, placesEpochAtom, roadJumpAtom } from '../../state/places.ts';
import { roadHudInsetAtom } from '../../state/roadHudInset.ts';
import { stepWalker, walkSpeed } from '../../state/roadWalker.ts';
import type { RoadSession } from '../../state/roadSession.ts';
import { figureOf } from '../../content/figures/index.ts';
import { Sprite, UNIT_PLANE } from '../atlas/Sprite.tsx';
import { Figure, makeFigureMotion, type FigureMotion } from '../figures/Figure.tsx';
import { useFirstFrame } from '../useFirstFrame.ts';
import { viewHeightOf } from '../CameraZoom.tsx';
import { ROAD } from './roadGeometry.ts';
import { exposeRoadLayout } from './exposeRoadLayout.ts';
import { partySprites } from './roadLayout.ts';
import { ROAD_THEMES, themeOf } from './roadTheme.ts';
import { RoadPlaces } from './RoadPlaces.tsx';
import { RoadTiles } from './RoadTiles.tsx';
import { useWalkKeys } from './useWalkKeys.ts';
import { isNewYearSeason } from '../../rules/newYearSeason.ts';
import { roadDepth } from '../worlds/lazyPart.ts';
import { SceneLights } from '../worlds/SceneLights.tsx';
import { WORLD_LOOKS } from '../worlds/worldLooks.ts';

/** How often (ms) the walker's position is checked against the loaded places span. */
const PLACE_CHECK_MS = 250;
/** The longest frame step: after a stall (hidden tab) the hero does not leap. */
const MAX_STEP_S = 0.1;
const IDLE_FPS = 12;

/**
 * The road (product §2, technical §4 "Movement and places"): stairs as tiles, the places, the hero walking.
 * The walking position lives in the session's walker (a ref-like object) and is moved in the frame loop; React
 * re-renders only when the stair changes or places arrive.
 */
export function RoadScene({ session, onFirstFrame }: { session: RoadSession; onFirstFrame: () => void }) {
  const { walker, saver } = session;
  const store = useStore();
  const player = useAtomValue(playerAtom);
  const blocked = useAtomValue(canvasBlockedAtom);
  const camera = useThree((s) => s.camera);
  // The visible world (the canvas may be wider or taller than the reference width): the road fills all of it.
  // r3f computes `viewport` when the size changes, which can be before the camera's zoom is set: the larger of it
  // and the reference rule is the height the places and tiles must cover.
  const viewHeight = useThree((s) => Math.max(s.viewport.height, viewHeightOf(s.size.width, s.size.height)));
  const halfWidth = useThree((s) => Math.max(s.viewport.width, REFERENCE_WIDTH) / 2);
  const [stair, setStair] = useState(() => stairOf(walker.coordinate));
  const heroRef = useRef<Group>(null);
  const companionRef = useRef<Group>(null);
  const clickPlane = useRef<Group>(null);
  const loop = useRef({ wasMoving: false, lastCheck: -Infinity, walkPhase: 0, inset: 0 });
  const heroMotion = useRef(makeFigureMotion()).current;
  const companionMotion = useRef(makeFigureMotion()).current;
  const canvasHeight = useThree((s) => s.size.height);
  useWalkKeys(walker, blocked);
  const [drawn, setDrawn] = useState(false);
  // The snow world (told by the lazy depth part, which reads the events page's state) paints every stair in snow.
  const [snow, setSnow] = useState(false);
  const Depth = roadDepth.usePart(drawn);
  const [newYear] = useState(() => isNewYearSeason(new Date()));
  useFirstFrame(() => {
    onFirstFrame();
    setDrawn(true);
  });

  // The road's special places (an event's) come after the first frame, and again once the places were cleared
  // (a turn, a portal, a battle); their code is a lazy chunk, as it is the events page's.
  const specialWanted = player?.requestSpecialPlaces ?? false;
  const placesEpoch = useAtomValue(placesEpochAtom);
  useEffect(() => {
    if (!drawn || !specialWanted) return;
    import('../../state/events.ts')
      .then((events) => events.loadSpecialPlaces(store))
      .catch((error: unknown) => console.error('Road: the special places were not loaded', error));
  }, [drawn, specialWanted, placesEpoch, store]);

  // The server moved the player (turn, pointer, portal): put the walker there. Jumps before this scene are old.
  const jumpSeqAtStart = useRef(store.get(roadJumpAtom)?.seq ?? 0);
  const jump = useAtomValue(roadJumpAtom);
  useEffect(() => {
    if (!jump || jump.seq <= jumpSeqAtStart.current) return;
    jumpSeqAtStart.current = jump.seq;
    walker.coordinate = jump.coordinate;
    walker.target = null;
    saver.reset(jump.coordinate);
    walker.notify();
  }, [jump, walker, saver]);

  useFrame((state, delta) => {
    const p = store.get(playerAtom);
    if (!p) return;
    const dt = Math.min(delta, MAX_STEP_S);
    const moved = stepWalker(walker, dt, walkSpeed(p.moveSpeedMode), p.minCoordinate, p.maxCoordinate);
    const l = loop.current;
    if (moved || l.wasMoving) {
      saver.update(walker.coordinate, walker.moving);
      walker.notify();
    }
    l.wasMoving = moved;

    const y = walker.coordinate;
    // The party stands ROAD.heroFromBottom up the part of the view the HUD's bottom panels leave open (eased, and
    // never more than half the view given up), so a phone's "Nearby" panel does not hide it.
    const insetTarget = Math.min(0.5 * viewHeight, (store.get(roadHudInsetAtom) * viewHeight) / Math.max(1, canvasHeight));
    l.inset += (insetTarget - l.inset) * Math.min(1, dt * 6);
    camera.position.y = y + viewHeight / 2 - l.inset - ROAD.heroFromBottom * (viewHeight - l.inset);
    if (clickPlane.current) clickPlane.current.position.y = camera.position.y;
    // Walk animation at 36 fps (technical §9), idle breathing at 12 fps.
    if (moved) l.walkPhase += dt * WALK_FPS;
    const bob = moved
      ? Math.abs(Math.sin((Math.floor(l.walkPhase) * Math.PI) / 6)) * 7
      : Math.sin(Math.floor(state.clock.elapsedTime * IDLE_FPS) / 6) * 2;
    // Where partySprites lays them (hero centred on the coordinate), plus the bob; the companion bobs half a step later.
    const companionBob = moved
      ? Math.abs(Math.sin(((Math.floor(l.walkPhase) + 3) * Math.PI) / 6)) * 5
      : Math.sin(Math.floor(state.clock.elapsedTime * IDLE_FPS + 5) / 6) * 2;
    // The figures step in time with the bob: their legs pass each other as the bob peaks (a stride is 12 walk frames).
    heroMotion.stride = moved ? ((l.walkPhase + 3) * Math.PI) / 6 : null;
    companionMotion.stride = moved ? ((l.walkPhase + 6) * Math.PI) / 6 : null;
    if (heroRef.current) heroRef.current.position.set(ROAD.heroX, y + bob, 5);
    if (companionRef.current) companionRef.current.position.set(ROAD.companionX, y - ROAD.companionBehind + companionBob, 4);

    const s = stairOf(y);
    if (s !== stair) setStair(s);
    const now = state.clock.elapsedTime * 1000;
    if (now - l.lastCheck > PLACE_CHECK_MS) {
      l.lastCheck = now;
      void ensurePlaces(store, y, viewHeight);
    }
  });

  const world = snow ? 'snow' : themeOf(stair);
  // Named on the canvas for the browser tests and `npm run shots`: the world drawn, and whether its depth is there.
  const canvas = useThree((s) => s.gl.domElement);
  const deep = drawn && Depth !== null;
  useEffect(() => {
    canvas.dataset.roadWorld = world;
    if (deep) canvas.dataset.roadDepth = 'true';
    return () => {
      delete canvas.dataset.roadWorld;
      delete canvas.dataset.roadDepth;
    };
  }, [canvas, world, deep]);
  const onRoadClick = (event: ThreeEvent<PointerEvent>) => {
    walker.target = event.point.y;
  };

  const hero = player?.creatures.find((c) => c.identifier === 'hero') ?? player?.creatures[0];
  const companion = player?.creatures.find((c) => c.identifier === 'companion') ?? player?.creatures[1];
  useEffect(
    () => exposeRoadLayout(store, walker, () => partySprites(walker.coordinate, hero?.imageId ?? '', companion?.imageId ?? null)),
    [store, walker, hero?.imageId, companion?.imageId],
  );

  return (
    <>
      <color attach="background" args={[ROAD_THEMES[world].sky]} />
      <SceneLights look={WORLD_LOOKS[world]} rim={0.4} />
      <group ref={clickPlane}>
        <mesh geometry={UNIT_PLANE} position={[0, 0, -40]} scale={[2000, 6000, 1]} onPointerDown={onRoadClick}>
          <meshBasicMaterial visible={false} />
        </mesh>
      </group>
      <RoadTiles
        stair={stair}
        viewHeight={viewHeight}
        halfWidth={halfWidth}
        bestVictoryStair={player?.bestVictoryStair ?? 0}
        textured={drawn}
        world={snow ? 'snow' : null}
      />
      {drawn && Depth && <Depth world={world} stair={stair} viewHeight={viewHeight} halfWidth={halfWidth} newYear={newYear} onSnow={setSnow} />}
      <RoadPlaces walker={walker} labelled={drawn} />
      {companion && (
        <group ref={companionRef} position={[ROAD.companionX, walker.coordinate - ROAD.companionBehind, 4]}>
          <PartyMember imageId={companion.imageId} warriorClass={companion.warriorClass} size={ROAD.companionSize} name="companion" motion={companionMotion} />
        </group>
      )}
      {hero && (
        <group ref={heroRef} position={[ROAD.heroX, walker.coordinate, 5]}>
          <PartyMember imageId={hero.imageId} warriorClass={hero.warriorClass} size={ROAD.heroSize} name="hero" motion={heroMotion} />
        </group>
      )}
    </>
  );
}

/** A member of the walking party: its figure, or its sprite when no figure is drawn for it. */
function PartyMember(props: { imageId: string; warriorClass: string; size: number; name: string; motion: FigureMotion }) {
  const { imageId, warriorClass, size, name, motion } = props;
  const figure = figureOf(imageId, warriorClass);
  if (figure) return <Figure figure={figure} size={size} position={[0, 0, 0]} name={name} motion={motion} phase={name === 'hero' ? 0 : 1.3} />;
  return <Sprite imageId={imageId} size={size} position={[0, 0, 0]} name={name} />;
}
