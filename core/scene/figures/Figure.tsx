import { useFrame, type ThreeEvent } from '@react-three/fiber';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, type ReactNode, type Ref } from 'react';
import type { Group } from 'three';
import {
  BONE_PARENT,
  bones,
  FIGURES,
  poseInto,
  restPose,
  type Action,
  type Bone,
  type FigureId,
  type FigureSpec,
  type Pose,
} from '../../content/figures/index.ts';
import { lowestQualityAtom } from '../lowestQuality.ts';
import { figureGeometry, pivotOf } from './figureGeometry.ts';
import { makeToonMaterial, OUTLINE_MATERIAL, SHADOW_GEOMETRY, SHADOW_MATERIAL } from './figureMaterials.ts';

/** How deep a figure is drawn relative to its width (the orthographic scenes are layered in z; a figure stays in its layer). */
const DEPTH = 0.5;

/**
 * What drives a figure, written by its scene (walk, battle events) and read by the figure each frame (STYLE 14:
 * per-frame values in refs, never React state).
 */
export interface FigureMotion {
  /** Stride angle while walking (radians), null standing. */
  stride: number | null;
  action: { kind: Action; p: number } | null;
  /** Seconds since death, null alive. */
  dead: number | null;
  /** Added light (a red hit flash, a blue shield flash), 0..1 per channel. */
  glow: [number, number, number];
  /** 1 normal, less for the dead. */
  light: number;
  /** The pose drawn last (written by the figure; a test hook reads it). */
  pose: Pose | null;
}

export const makeFigureMotion = (): FigureMotion => ({ stride: null, action: null, dead: null, glow: [0, 0, 0], light: 1, pose: null });

export interface FigureProps {
  figure: FigureId;
  /** Side of the box the figure fits, in world units (as a sprite's size). */
  size: number;
  /** The box's centre. */
  position: [number, number, number];
  /** Faces left (enemies face the squad). */
  flip?: boolean;
  motion?: FigureMotion;
  /** Idle phase, so figures side by side do not breathe in step. */
  phase?: number;
  name?: string;
  onClick?: (event: ThreeEvent<MouseEvent>) => void;
  onPointerOver?: (event: ThreeEvent<PointerEvent>) => void;
  onPointerOut?: (event: ThreeEvent<PointerEvent>) => void;
  ref?: Ref<Group>;
  children?: ReactNode;
}

const CHILDREN: Record<Bone, Bone[]> = Object.fromEntries(bones.map((b) => [b, bones.filter((c) => BONE_PARENT[c] === b)])) as Record<Bone, Bone[]>;

/**
 * A creature or hero as a low-poly toon figure (issue 24): the spec's parts merged per bone, a dark outline hull,
 * posed every frame from the pure poses of content/figures. Geometry is shared by every figure of one spec.
 */
export function Figure(props: FigureProps) {
  const { figure, size, position, flip = false, motion, phase = 0, name, onClick, onPointerOver, onPointerOut, ref, children } = props;
  const spec: FigureSpec = FIGURES[figure];
  // The lowest quality (the software renderer, which pays for every triangle) cuts round parts more coarsely.
  const geometry = figureGeometry(spec, useAtomValue(lowestQualityAtom) ? 'low' : 'full');
  const material = useMemo(() => makeToonMaterial(), []);
  useEffect(() => () => material.dispose(), [material]);
  const groups = useRef<Partial<Record<Bone, Group>>>({});
  const pose = useRef(restPose()).current;
  const still = useRef<FigureMotion>(makeFigureMotion()).current;
  const state = useRef({ t: 0, phase, stride: null as number | null, action: null as FigureMotion['action'], dead: null as number | null, floats: spec.floats }).current;

  useFrame(({ clock }) => {
    const m = motion ?? still;
    state.t = clock.elapsedTime;
    state.phase = phase;
    state.stride = m.stride;
    state.action = m.action;
    state.dead = m.dead;
    state.floats = spec.floats;
    poseInto(pose, state);
    m.pose = pose;
    for (const bone of bones) {
      const g = groups.current[bone];
      if (!g) continue;
      const p = pose[bone];
      const pivot = pivotOf(spec, bone);
      const parent = BONE_PARENT[bone];
      const base = parent ? pivotOf(spec, parent) : [0, 0, 0];
      g.position.set(pivot[0] - base[0]! + p.x, pivot[1] - base[1]! + p.y, pivot[2] - base[2]! + p.z);
      g.rotation.set(p.rx, p.ry, p.rz);
      g.scale.setScalar(p.s);
    }
    material.emissive.setRGB(m.glow[0], m.glow[1], m.glow[2]);
    material.color.setScalar(m.light);
  });

  const boneGroup = (bone: Bone): ReactNode => {
    const g = geometry.bones[bone];
    const kids = CHILDREN[bone];
    const inner = (
      <>
        {g && <mesh geometry={g.body} material={material} />}
        {g?.outline && <mesh geometry={g.outline} material={OUTLINE_MATERIAL} />}
        {kids.map((k) => boneGroup(k))}
      </>
    );
    // The root turns in screen axes; the body inside it is turned toward the way it faces (three-quarter view).
    return (
      <group key={bone} ref={(el) => void (groups.current[bone] = el ?? undefined)}>
        {bone === 'root' ? <group rotation={[0.12, spec.turn, 0]} position={[0, 0, 0.6]}>{kids.map((k) => boneGroup(k))}</group> : inner}
      </group>
    );
  };

  const s = size * geometry.fit;
  return (
    <group ref={ref} position={position} name={name} onClick={onClick} onPointerOver={onPointerOver} onPointerOut={onPointerOut}>
      <mesh geometry={SHADOW_GEOMETRY} material={SHADOW_MATERIAL} position={[0, -size * 0.47, -0.5]} scale={[size * 0.62, size * 0.16, 1]} />
      <group position={[0, -size * 0.48, 0]} scale={[flip ? -s : s, s, s * DEPTH]}>
        {boneGroup('root')}
      </group>
      {children}
    </group>
  );
}
