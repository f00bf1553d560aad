import { useFrame, useThree } from '@react-three/fiber';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import { AdditiveBlending, Color, type Group } from 'three';
import { STAIR_HEIGHT } from '../../model/index.ts';
import { stairStart } from '../../rules/index.ts';
import { eventsAtom } from '../../state/events.ts';
import { lowestQualityAtom } from '../lowestQuality.ts';
import { UNIT_PLANE } from '../atlas/Sprite.tsx';
import { ROAD } from '../road/roadGeometry.ts';
import { hash01 } from '../road/roadGeometry.ts';
import type { RoadThemeId } from '../road/roadTheme.ts';
import { glowTexture } from './glowTexture.ts';
import { gradientMaterial } from './gradientMaterial.ts';
import { Motes } from './Motes.tsx';
import { skylineGeometry } from './skyline.ts';
import { WORLD_LOOKS, type RidgeKind } from './worldLooks.ts';

/** What overhangs the frame's sides in front of the road, per world. */
const CANOPY: Record<RoadThemeId, RidgeKind> = {
  meadow: 'hills',
  forest: 'trees',
  mountains: 'peaks',
  swamp: 'willows',
  underworld: 'spires',
  snow: 'trees',
};
/** Canopy moves this much faster than the ground as the party walks (it is nearer the eye); clouds slower. */
const CANOPY_PARALLAX = 0.35;
const CLOUD_PARALLAX = -0.4;
const GARLAND = ['#ff4a4a', '#ffd23f', '#4aff8a', '#4ab0ff', '#ff7ae0'] as const;

export interface RoadDepthProps {
  world: RoadThemeId;
  stair: number;
  viewHeight: number;
  halfWidth: number;
  newYear: boolean;
  /** Told whether the player is inside the snow world (the events page's state says so once it has loaded). */
  onSnow: (inside: boolean) => void;
}

/**
 * The road's depth (a lazy chunk, mounted from the second road frame so the first one costs what it did): the
 * far road fading into the world's haze at the top of the frame, sunlight from the key light's side, cloud shadows
 * drifting slower than the ground, the world's canopy or rocks overhanging both sides faster than it (nearer the
 * eye), the air's motes, and in the New Year season garlands along the kerbs and falling snow.
 */
export default function RoadDepth({ world, stair, viewHeight, halfWidth, newYear, onSnow }: RoadDepthProps) {
  const events = useAtomValue(eventsAtom);
  const inSnow = events.status === 'ready' && events.value.snow.state === 'inside';
  useEffect(() => onSnow(inSnow), [inSnow, onSnow]);
  const look = WORLD_LOOKS[world];
  // At the lowest quality the layers that blend over the whole frame (haze, shade, sunlight, cloud shadows, motes)
  // are left out: on the software renderer they cost more than the rest of the road together.
  const lowest = useAtomValue(lowestQualityAtom);
  const camera = useThree((s) => s.camera);
  const dpr = useThree((s) => s.viewport.dpr);
  const follow = useRef<Group>(null);
  const canopy = useRef<Group>(null);
  const clouds = useRef<Group>(null);
  const width = halfWidth * 2 + 40;

  const haze = useMemo(() => gradientMaterial({ top: look.haze, bottom: look.haze, y0: 0.5, y1: -0.5, opacity: 0.32, fadeTop: 1, pow: 0.8 }), [look]);
  const shade = useMemo(
    () => gradientMaterial({ top: look.groundNear, bottom: look.groundNear, y0: -0.5, y1: 0.5, opacity: 0.5, fadeTop: 1, pow: 0.6 }),
    [look],
  );
  const sun = useMemo(() => {
    const m = gradientMaterial({ top: '#000000', bottom: '#000000', y0: 0, y1: 1, glow: { colour: look.key, x: -0.5, y: 0.5, radius: 0.9 } });
    m.blending = AdditiveBlending;
    m.transparent = true;
    m.depthWrite = false;
    m.uniforms['uOpacity']!.value = 0.35;
    return m;
  }, [look]);
  const canopyColour = useMemo(() => `#${new Color(look.mid).multiplyScalar(0.7).getHexString()}`, [look]);
  const canopyDepth = Math.min(48, halfWidth * 0.16);

  useFrame(({ clock }) => {
    const y = camera.position.y;
    if (follow.current) follow.current.position.y = y;
    // Canopy and clouds are layers at other heights: they slide past at other speeds, wrapped to stay in view.
    if (canopy.current) canopy.current.position.y = -((((y * CANOPY_PARALLAX) % viewHeight) + viewHeight) % viewHeight);
    const span = viewHeight * 1.8;
    clouds.current?.children.forEach((cloud, i) => {
      const base = (i / 4) * span + y * CLOUD_PARALLAX + clock.elapsedTime * 6;
      cloud.position.y = (((base % span) + span) % span) - span / 2;
    });
  });

  const garland = useMemo(() => {
    if (!newYear) return [];
    const from = stairStart(stair - Math.ceil(viewHeight / STAIR_HEIGHT) - 1);
    const to = stairStart(stair + Math.ceil(viewHeight / STAIR_HEIGHT) + 2);
    const bulbs: { x: number; y: number; colour: string; phase: number }[] = [];
    for (let y = Math.ceil(from / 26) * 26; y < to; y += 26)
      for (const side of [-1, 1]) bulbs.push({ x: side * (ROAD.roadHalf + 4), y, colour: GARLAND[Math.abs(Math.round(y / 26) + side) % GARLAND.length]!, phase: hash01(y + side) });
    return bulbs;
  }, [newYear, stair, viewHeight]);

  return (
    <>
      <group ref={follow}>
        {!lowest && (
          <>
            <mesh geometry={UNIT_PLANE} material={haze} position={[0, viewHeight * 0.32, 12]} scale={[width, viewHeight * 0.42, 1]} />
            <mesh geometry={UNIT_PLANE} material={shade} position={[0, -viewHeight * 0.42, 12]} scale={[width, viewHeight * 0.3, 1]} />
            <mesh geometry={UNIT_PLANE} material={sun} position={[0, 0, 13]} scale={[width, viewHeight, 1]} />
            <group ref={clouds}>
              {Array.from({ length: 4 }, (_, i) => (
                <mesh key={i} geometry={UNIT_PLANE} position={[(hash01(i * 5) - 0.5) * width, 0, 11]} scale={[260 + hash01(i) * 160, 150, 1]}>
                  <meshBasicMaterial map={glowTexture()} color="#000000" transparent opacity={0.16} depthWrite={false} />
                </mesh>
              ))}
            </group>
          </>
        )}
        <group ref={canopy}>
          {[-1, 1].map((side) =>
            [-1, 0, 1, 2].map((copy) => (
              <mesh
                key={`${side}/${copy}`}
                geometry={skylineGeometry(CANOPY[world], 3 + side, viewHeight, canopyDepth, 6)}
                position={[side * (halfWidth + 20), copy * viewHeight, 30]}
                rotation={[0, 0, side * Math.PI / 2]}
              >
                <meshBasicMaterial color={canopyColour} />
              </mesh>
            )),
          )}
        </group>
        {!lowest && <Motes kind={newYear && look.mote !== 'snow' ? 'snow' : look.mote} colour={newYear ? '#ffffff' : look.moteColour} width={width} height={viewHeight * 1.2} count={newYear || world === 'snow' ? 90 : 45} pixelRatio={dpr} z={28} />}
      </group>
      {garland.map((b, i) => (
        <Bulb key={i} {...b} />
      ))}
    </>
  );
}

function Bulb({ x, y, colour, phase }: { x: number; y: number; colour: string; phase: number }) {
  const ref = useRef<Group>(null);
  useFrame(({ clock }) => {
    if (ref.current) ref.current.scale.setScalar(0.7 + 0.3 * Math.sin(clock.elapsedTime * 3 + phase * 20));
  });
  return (
    <group ref={ref} position={[x, y, -17]}>
      <mesh geometry={UNIT_PLANE} scale={[26, 26, 1]}>
        <meshBasicMaterial map={glowTexture()} color={colour} transparent depthWrite={false} blending={AdditiveBlending} />
      </mesh>
    </group>
  );
}
