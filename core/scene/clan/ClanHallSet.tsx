import { useFrame } from '@react-three/fiber';
import { useMemo, useRef } from 'react';
import type { Mesh } from 'three';
import type { ClanPalette } from '../../content/index.ts';
import { UNIT_PLANE } from '../atlas/Sprite.tsx';
import type { CourtyardLayout } from './clanCourtyard.ts';
import { flagstoneTexture } from './clanTextures.ts';
import { Box, Disc, Roof } from './ClanShapes.tsx';
import { Motes } from '../worlds/Motes.tsx';
import { SceneLights } from '../worlds/SceneLights.tsx';
import { STAGE_LIGHTS } from '../worlds/worldLooks.ts';

/** Pieces of the flag on the hall's roof; each lags the one before, so the cloth ripples. */
const FLAG_PIECES = 6;

export interface ClanHallSetProps {
  layout: CourtyardLayout;
  palette: ClanPalette;
  /** The visible world, so the sky, the wall and the grass reach every edge of the frame. */
  width: number;
  height: number;
}

/**
 * The clan's courtyard (issue 13 "the clan's hall"): night sky, a crenellated wall, grass, the paved yard and, at its
 * head, the hall with two hanging banners and a flag in the clan's theme colours; its lanterns breathe.
 */
export function ClanHallSet({ layout, palette, width, height }: ClanHallSetProps) {
  const { hall, yard } = layout;
  const s = hall.size;
  const base = hall.y - s * 0.3;
  const horizon = hall.y + s * 0.05;
  const flag = useRef<(Mesh | null)[]>([]);
  const lanterns = useRef<(Mesh | null)[]>([]);
  const paving = useMemo(() => {
    const t = flagstoneTexture();
    t.repeat.set(5, 3);
    return t;
  }, []);
  const poleTop = base + s * 0.5 + s * 0.34 + s * 0.42;
  const piece = (s * 0.36) / FLAG_PIECES;

  useFrame(({ clock }) => {
    const t = clock.elapsedTime;
    flag.current.forEach((m, i) => {
      if (m) m.position.y = poleTop - s * 0.08 + Math.sin(t * 3 - i * 0.9) * s * 0.012 * (i + 1);
    });
    lanterns.current.forEach((m, i) => {
      if (!m) return;
      const r = s * (0.05 + 0.008 * Math.sin(t * 2 + i * 1.7));
      m.scale.set(r, r, 1);
    });
  });

  const crenels = Math.ceil(width / (s * 0.16));
  return (
    <>
      <color attach="background" args={['#141a2e']} />
      <SceneLights look={STAGE_LIGHTS.clan} rim={0.6} />
      <Motes kind="dust" colour="#ffe6b0" width={width} height={height} count={30} z={40} />
      {/* Stars: fixed, a few dozen, from a cheap hash so the sky is the same on every visit. */}
      {Array.from({ length: 28 }, (_, i) => (
        <Disc key={i} x={((i * 173) % 997) / 997 * width - width / 2} y={horizon + (((i * 389) % 991) / 991) * (height / 2 - horizon)} z={-9} rx={1.4 + (i % 3)} color="#e8e4ff" />
      ))}
      <Box x={0} y={horizon + s * 0.12} z={-8} w={width} h={s * 0.24} color="#3a3848" />
      {Array.from({ length: crenels }, (_, i) => (
        <Box key={i} x={-width / 2 + (i + 0.5) * s * 0.16} y={horizon + s * 0.27} z={-8} w={s * 0.09} h={s * 0.08} color="#3a3848" />
      ))}
      <Box x={0} y={(horizon - height / 2) / 2} z={-7} w={width} h={horizon + height / 2} color="#2b3d2a" />
      <mesh position={[yard.x, yard.y, -6]} scale={[yard.rx, yard.ry, 1]}>
        <circleGeometry args={[1, 48]} />
        <meshBasicMaterial map={paving} color="#d8d2c4" />
      </mesh>
      {/* The hall: a wide stone block, a slate roof, a great door between two banners. */}
      <Box x={hall.x} y={base + s * 0.25} z={-4} w={s * 0.9} h={s * 0.5} color="#8a8172" />
      <Roof x={hall.x} y={base + s * 0.5} z={-3.5} w={s * 1.05} h={s * 0.34} color="#4a3b5c" />
      <Disc x={hall.x} y={base + s * 0.2} z={-3} rx={s * 0.09} color="#2a1c12" />
      <Box x={hall.x} y={base + s * 0.1} z={-3} w={s * 0.18} h={s * 0.2} color="#2a1c12" />
      {[-1, 1].map((side) => (
        <group key={side} position={[hall.x + side * s * 0.27, base + s * 0.3, -2.5]}>
          <Box x={0} y={0} w={s * 0.14} h={s * 0.3} color={palette.banner} />
          <Roof x={0} y={-s * 0.15} w={s * 0.14} h={-s * 0.08} color={palette.banner} />
          <Box x={0} y={s * 0.15} w={s * 0.17} h={s * 0.02} color={palette.trim} />
          <Disc x={0} y={s * 0.02} z={0.5} rx={s * 0.04} color={palette.trim} />
        </group>
      ))}
      {[-1, 1].map((side, i) => (
        <mesh key={side} ref={(m) => void (lanterns.current[i] = m)} position={[hall.x + side * s * 0.52, base + s * 0.22, -2]}>
          <circleGeometry args={[1, 20]} />
          <meshBasicMaterial color={palette.light} />
        </mesh>
      ))}
      <Box x={hall.x} y={poleTop - s * 0.21} z={-3} w={s * 0.018} h={s * 0.42} color="#3a2a1a" />
      {Array.from({ length: FLAG_PIECES }, (_, i) => (
        <mesh
          key={i}
          ref={(m) => void (flag.current[i] = m)}
          geometry={UNIT_PLANE}
          position={[hall.x + s * 0.01 + (i + 0.5) * piece, poleTop - s * 0.08, -2.9]}
          scale={[piece * 1.04, s * 0.16, 1]}
        >
          <meshBasicMaterial color={i === FLAG_PIECES - 1 ? palette.trim : palette.banner} />
        </mesh>
      ))}
    </>
  );
}
