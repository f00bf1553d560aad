import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { BufferAttribute, BufferGeometry, Color, type Group, type ShaderMaterial } from 'three';
import { lowestQualityAtom } from '../lowestQuality.ts';
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

/** A flat shape in one colour: an ellipse (patch) or a triangle (tuft), in world units. */
interface GroundMark {
  x: number;
  y: number;
  rx: number;
  ry: number;
  sides: number;
  colour: string;
}

/**
 * The ground's patches and tufts as one geometry with vertex colours: one draw call instead of one per mark (the
 * same shapes as circles of `sides` segments would be, the triangles pointing up).
 */
function groundMarks(marks: GroundMark[]): BufferGeometry {
  const positions: number[] = [];
  const colours: number[] = [];
  const c = new Color();
  for (const m of marks) {
    c.set(m.colour);
    const start = m.sides === 3 ? Math.PI / 2 : 0;
    for (let i = 0; i < m.sides; i += 1) {
      const a0 = start + (i / m.sides) * Math.PI * 2;
      const a1 = start + ((i + 1) / m.sides) * Math.PI * 2;
      positions.push(m.x, m.y, 0, m.x + Math.cos(a0) * m.rx, m.y + Math.sin(a0) * m.ry, 0, m.x + Math.cos(a1) * m.rx, m.y + Math.sin(a1) * m.ry, 0);
      for (let v = 0; v < 3; v += 1) colours.push(c.r, c.g, c.b);
    }
  }
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(new Float32Array(positions), 3));
  g.setAttribute('color', new BufferAttribute(new Float32Array(colours), 3));
  return g;
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

  // Patches on the ground: wider and lower the nearer they are, as if the ground tilted away; tufts grow nearer too.
  const marks = useMemo(() => {
    const list: GroundMark[] = [];
    for (let i = 0; i < 9; i += 1) {
      const depth = hash01(seed * 31 + i * 7);
      const scale = 0.25 + depth * 1.2;
      list.push({
        x: (hash01(seed * 31 + i * 7 + 1) - 0.5) * w,
        y: horizon - 6 - depth * depth * (groundHeight - 10),
        rx: 60 * scale,
        ry: 9 * scale,
        sides: 24,
        colour: i % 2 === 0 ? mix(look.groundFar, look.key, 0.18) : darker(look.groundNear, 0.85),
      });
    }
    for (let i = 0; i < 26; i += 1) {
      const depth = hash01(seed * 53 + i * 5);
      const s = 4 + depth * 12;
      list.push({ x: (hash01(seed * 53 + i * 5 + 1) - 0.5) * w, y: horizon - 4 - depth * depth * (groundHeight - 8) + s / 2, rx: s * 0.6, ry: s * 0.6, sides: 3, colour: darker(look.groundNear, 0.7) });
    }
    return groundMarks(list);
  }, [seed, horizon, groundHeight, w, look]);
  useEffect(() => () => marks.dispose(), [marks]);
  // The lowest quality leaves out what blends over wide areas and adds little: the horizon's haze and the motes.
  const lowest = useAtomValue(lowestQualityAtom);

  return (
    <group>
      <mesh geometry={UNIT_PLANE} material={sky} position={[0, horizon + skyHeight / 2 - 2, -60]} scale={[w, skyHeight + 4, 1]} />
      <group ref={farRef} position={[0, 0, 0]}>
        <mesh geometry={skylineGeometry(look.farRidge, seed, w + 2 * DRIFT.far, farHeight, 4)} material={far} position={[0, horizon, -55]} />
      </group>
      <group ref={midRef}>
        <mesh geometry={skylineGeometry(look.midRidge, seed + 1, w + 2 * DRIFT.mid, midHeight, 4)} material={mid} position={[0, horizon, -50]} />
      </group>
      {!lowest && <mesh geometry={UNIT_PLANE} material={haze} position={[0, horizon + 30, -48]} scale={[w, 90, 1]} />}
      <mesh geometry={UNIT_PLANE} material={ground} position={[0, horizon - groundHeight / 2, -47]} scale={[w, groundHeight, 1]} />
      {/* Patches at -46 and tufts at -45 before: drawn in one call now, tufts after patches in the buffer (on top). */}
      <mesh geometry={marks} position={[0, 0, -46]}>
        <meshBasicMaterial vertexColors />
      </mesh>
      {!lowest && <Motes kind={look.mote} colour={look.moteColour} width={w} height={height} count={Math.round(Math.min(90, w * 0.06))} pixelRatio={pixelRatio} z={18} />}
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
