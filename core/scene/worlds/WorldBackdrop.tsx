import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { Color, type Group, type ShaderMaterial } from 'three';
import { UNIT_PLANE } from '../atlas/Sprite.tsx';
import { hash01 } from '../road/roadGeometry.ts';
import { gradientMaterial, type GradientOptions } from './gradientMaterial.ts';
import { Motes } from './Motes.tsx';
import { skylineGeometry } from './skyline.ts';
import type { WorldLook } from './worldLooks.ts';

const mix = (a: string, b: string, t: number): string => `#${new Color(a).lerp(new Color(b), t).getHexString()}`;
const darker = (a: string, by: number): string => `#${new Color(a).multiplyScalar(by).getHexString()}`;

/** A gradient material made once for its options and let go with the component. */
function useGradient(o: GradientOptions): ShaderMaterial {
  const key = JSON.stringify(o);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the options are compared by value
  const material = useMemo(() => gradientMaterial(o), [key]);
  useEffect(() => () => material.dispose(), [material]);
  return material;
}

/** How far (world units) each layer drifts from side to side: the farther, the less; the eye reads it as depth. */
const DRIFT = { far: 3, mid: 8, front: 16 } as const;

export interface WorldBackdropProps {
  look: WorldLook;
  /** The visible world (centred on the origin) and where the ground meets the sky, in world units. */
  width: number;
  height: number;
  horizon: number;
  /** Seeds the skyline, so two backdrops of one world need not look alike. */
  seed?: number;
  /** Props in front of everything at the bottom corners (off where a HUD covers them anyway). */
  frontProps?: boolean;
  pixelRatio?: number;
}

/**
 * A world seen from the side, behind a fight or a stage (core/scene/ART.md "Depth"): a gradient sky with its sun
 * or moon, a far and a middle skyline softened by haze, the ground darkening towards the viewer with patches and
 * tufts on it, props at the front corners, and what drifts in the air. The layers sway by different amounts, which
 * reads as depth; everything is made here from numbers (no bitmap) and costs a handful of draw calls.
 */
export function WorldBackdrop({ look, width, height, horizon, seed = 1, frontProps = true, pixelRatio = 1 }: WorldBackdropProps) {
  const top = height / 2;
  const bottom = -height / 2;
  const w = width + 2 * DRIFT.front + 8;
  const skyHeight = Math.max(40, top - horizon);
  const farHeight = Math.min(240, Math.max(50, skyHeight * 0.55));
  const midHeight = Math.min(150, Math.max(34, skyHeight * 0.32));
  const groundHeight = Math.max(40, horizon - bottom);

  const sky = useGradient({
    top: look.skyTop,
    bottom: look.skyHorizon,
    y0: -0.5,
    y1: 0.5,
    pow: 0.7,
    glow: { colour: look.sun, x: look.sunX - 0.5, y: 0.25, radius: Math.min(0.22, (skyHeight * 0.5) / w) },
  });
  const far = useGradient({ top: look.far, bottom: mix(look.far, look.haze, 0.55), y0: 0, y1: farHeight, pow: 1 });
  const mid = useGradient({ top: mix(look.mid, look.key, 0.12), bottom: mix(look.mid, look.haze, 0.25), y0: 0, y1: midHeight });
  const haze = useGradient({ top: look.haze, bottom: look.haze, y0: -0.5, y1: 0.5, opacity: 0.75, fadeTop: 1 });
  const ground = useGradient({ top: look.groundFar, bottom: look.groundNear, y0: -0.5, y1: 0.5, pow: 0.8 });
  const front = useGradient({ top: darker(look.groundNear, 0.8), bottom: darker(look.groundNear, 0.45), y0: 0, y1: 90 });

  const farRef = useRef<Group>(null);
  const midRef = useRef<Group>(null);
  const frontRef = useRef<Group>(null);
  useFrame(({ clock }) => {
    const t = clock.elapsedTime * 0.25;
    if (farRef.current) farRef.current.position.x = Math.sin(t) * DRIFT.far;
    if (midRef.current) midRef.current.position.x = Math.sin(t) * DRIFT.mid;
    if (frontRef.current) frontRef.current.position.x = Math.sin(t) * DRIFT.front;
  });

  // Patches on the ground: wider and lower the nearer they are, as if the ground tilted away.
  const patches = useMemo(
    () =>
      Array.from({ length: 9 }, (_, i) => {
        const depth = hash01(seed * 31 + i * 7);
        const y = horizon - 6 - depth * depth * (groundHeight - 10);
        const scale = 0.25 + depth * 1.2;
        return { x: (hash01(seed * 31 + i * 7 + 1) - 0.5) * w, y, rx: 60 * scale, ry: 9 * scale, light: i % 2 === 0 };
      }),
    [seed, horizon, groundHeight, w],
  );
  const tufts = useMemo(
    () =>
      Array.from({ length: 26 }, (_, i) => {
        const depth = hash01(seed * 53 + i * 5);
        return {
          x: (hash01(seed * 53 + i * 5 + 1) - 0.5) * w,
          y: horizon - 4 - depth * depth * (groundHeight - 8),
          s: 4 + depth * 12,
        };
      }),
    [seed, horizon, groundHeight, w],
  );

  return (
    <group>
      <mesh geometry={UNIT_PLANE} material={sky} position={[0, horizon + skyHeight / 2 - 2, -60]} scale={[w, skyHeight + 4, 1]} />
      <group ref={farRef} position={[0, 0, 0]}>
        <mesh geometry={skylineGeometry(look.farRidge, seed, w + 2 * DRIFT.far, farHeight, 4)} material={far} position={[0, horizon, -55]} />
      </group>
      <group ref={midRef}>
        <mesh geometry={skylineGeometry(look.midRidge, seed + 1, w + 2 * DRIFT.mid, midHeight, 4)} material={mid} position={[0, horizon, -50]} />
      </group>
      <mesh geometry={UNIT_PLANE} material={haze} position={[0, horizon + 30, -48]} scale={[w, 90, 1]} />
      <mesh geometry={UNIT_PLANE} material={ground} position={[0, horizon - groundHeight / 2, -47]} scale={[w, groundHeight, 1]} />
      {patches.map((p, i) => (
        <mesh key={`p${i}`} position={[p.x, p.y, -46]} scale={[p.rx, p.ry, 1]}>
          <circleGeometry args={[1, 24]} />
          <meshBasicMaterial color={p.light ? mix(look.groundFar, look.key, 0.18) : darker(look.groundNear, 0.85)} />
        </mesh>
      ))}
      {tufts.map((t, i) => (
        <mesh key={`t${i}`} position={[t.x, t.y + t.s / 2, -45]} scale={[t.s, t.s, 1]}>
          <circleGeometry args={[0.6, 3, Math.PI / 2]} />
          <meshBasicMaterial color={darker(look.groundNear, 0.7)} />
        </mesh>
      ))}
      <Motes kind={look.mote} colour={look.moteColour} width={w} height={height} count={Math.round(Math.min(90, w * 0.06))} pixelRatio={pixelRatio} z={18} />
      {frontProps && (
        <group ref={frontRef}>
          {[-1, 1].map((side) => (
            <mesh
              key={side}
              geometry={skylineGeometry(look.midRidge === 'keep' || look.midRidge === 'stands' ? 'hills' : look.midRidge, seed + 5 + side, Math.min(260, w * 0.4), 90, 4)}
              material={front}
              position={[side * (w / 2 - Math.min(260, w * 0.4) / 2 + 20), bottom - 10, 20]}
              scale={[side, 1, 1]}
            />
          ))}
        </group>
      )}
    </group>
  );
}
