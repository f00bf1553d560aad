import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { memo, useRef } from 'react';
import { AdditiveBlending, type Group, type Mesh, type MeshBasicMaterial } from 'three';
import type { ClanPalette } from '../../content/index.ts';
import { ClanBuildingType, type ClanBuildingType as BuildingType } from '../../model/index.ts';
import { UNIT_PLANE } from '../atlas/Sprite.tsx';
import type { BuildingLook } from './clanCourtyard.ts';
import { Box, Disc, Roof } from './ClanShapes.tsx';

/** Each building's own colours, so the five read apart at a glance whatever the clan's theme. */
const BUILDING_COLOURS: Record<BuildingType, { wall: string; roof: string }> = {
  [ClanBuildingType.EXPERIENCE]: { wall: '#a89a7c', roof: '#3d5fa8' },
  [ClanBuildingType.CLAN_SHIELD]: { wall: '#8d8f96', roof: '#7a2a2a' },
  [ClanBuildingType.SNOW_WORLD]: { wall: '#a9c3d6', roof: '#f4f8fc' },
  [ClanBuildingType.GEAR_FACTORY]: { wall: '#8a5a3c', roof: '#4a4a52' },
  [ClanBuildingType.HALL_OF_FAME]: { wall: '#d8cba6', roof: '#b8862a' },
};

const WOOD = '#7a5530';
const STONE = '#6f675c';
const PUFFS = 3;

export interface ClanBuildingViewProps {
  type: BuildingType;
  look: BuildingLook;
  x: number;
  y: number;
  size: number;
  palette: ClanPalette;
  onPick: (type: BuildingType) => void;
}

/**
 * One building on its plot (issue 13 "each drawn by its level and state"): foundation stones on an empty plot;
 * storeys, a turret and a golden crown as it rises; its own mark (the experience orb, the shield, the snow cap, the
 * factory's chimney and smoke, the hall of fame's columns and star); scaffolding with a swinging crane while it is
 * built; a pulsing glow once its time is up. The whole plot answers a tap.
 */
export const ClanBuildingView = memo(function ClanBuildingView({ type, look, x, y, size, palette, onPick }: ClanBuildingViewProps) {
  const canvas = useThree((s) => s.gl.domElement);
  const crane = useRef<Group>(null);
  const glow = useRef<Mesh>(null);
  const puffs = useRef<(Mesh | null)[]>([]);
  const colours = BUILDING_COLOURS[type];
  const ground = -size * 0.36;
  const w = size * 0.62;
  const storey = size * 0.2;
  const top = ground + look.storeys * storey;
  const chimneyX = w * 0.3;
  const factory = type === ClanBuildingType.GEAR_FACTORY && look.storeys > 0;

  useFrame(({ clock }) => {
    const t = clock.elapsedTime;
    if (crane.current) crane.current.rotation.z = Math.sin(t * 0.7) * 0.18;
    if (glow.current) {
      const k = 0.5 + 0.5 * Math.sin(t * 2.4);
      glow.current.scale.set(size * (0.52 + 0.05 * k), size * (0.5 + 0.05 * k), 1);
      (glow.current.material as MeshBasicMaterial).opacity = 0.25 + 0.25 * k;
    }
    if (factory) {
      // Puffs rise from the chimney one after another, swelling and fading, then start again.
      puffs.current.forEach((puff, i) => {
        if (!puff) return;
        const phase = (t * 0.35 + i / PUFFS) % 1;
        puff.position.set(chimneyX + Math.sin(phase * 5 + i) * size * 0.04, top + size * 0.2 + phase * size * 0.45, 3);
        const r = size * (0.05 + phase * 0.08);
        puff.scale.set(r, r, 1);
        (puff.material as MeshBasicMaterial).opacity = 0.55 * (1 - phase);
      });
    }
  });

  const click = (event: ThreeEvent<MouseEvent>) => {
    event.stopPropagation();
    onPick(type);
  };
  const over = (event: ThreeEvent<PointerEvent>) => {
    event.stopPropagation();
    canvas.style.cursor = 'pointer';
  };
  const out = () => {
    canvas.style.cursor = '';
  };

  return (
    <group position={[x, y, 10]} name={`clan-building-${type}`}>
      {look.glow && (
        <mesh ref={glow} position={[0, ground + size * 0.3, -1]}>
          <circleGeometry args={[1, 40]} />
          <meshBasicMaterial color={palette.light} transparent opacity={0.4} blending={AdditiveBlending} depthWrite={false} />
        </mesh>
      )}
      <Disc x={0} y={ground} rx={size * 0.48} ry={size * 0.12} color="#000000" opacity={0.28} />
      {look.storeys === 0 ? (
        <Foundation ground={ground} size={size} />
      ) : (
        <>
          {Array.from({ length: look.storeys }, (_, i) => (
            <Storey key={i} y={ground + (i + 0.5) * storey} w={w * (1 - i * 0.08)} h={storey} wall={colours.wall} light={palette.light} door={i === 0} />
          ))}
          <Roof x={0} y={top} z={2} w={w * 1.14} h={size * 0.24} color={colours.roof} />
          <BuildingMark type={type} top={top} ground={ground} w={w} size={size} palette={palette} />
          {look.turret && (
            <>
              <Box x={w * 0.5} y={ground + (top - ground + storey * 0.6) / 2} z={1} w={w * 0.22} h={top - ground + storey * 0.6} color={colours.wall} />
              <Roof x={w * 0.5} y={top + storey * 0.6} z={2} w={w * 0.3} h={size * 0.2} color={colours.roof} />
              <Box x={w * 0.5} y={top} z={2} w={w * 0.08} h={storey * 0.3} color={palette.light} />
            </>
          )}
          {look.crown &&
            [-1, 0, 1].map((i) => (
              <Roof key={i} x={i * size * 0.06} y={top + size * 0.22} z={3} w={size * 0.06} h={size * (i === 0 ? 0.12 : 0.08)} color="#f2c14e" />
            ))}
          {factory &&
            Array.from({ length: PUFFS }, (_, i) => (
              <mesh key={i} ref={(m) => void (puffs.current[i] = m)} position={[chimneyX, top, 3]}>
                <circleGeometry args={[1, 20]} />
                <meshBasicMaterial color="#cfc8c0" transparent opacity={0} depthWrite={false} />
              </mesh>
            ))}
        </>
      )}
      {look.scaffolding && (
        <>
          <Scaffolding ground={ground} height={top - ground + storey} w={w} storey={storey} />
          <group ref={crane} position={[-w * 0.62, ground + (top - ground) + storey * 1.4, 5]}>
            <Box x={size * 0.2} y={0} w={size * 0.5} h={size * 0.025} color="#e0a030" />
            <Box x={size * 0.42} y={-size * 0.09} w={size * 0.008} h={size * 0.18} color="#333333" />
            <Box x={size * 0.42} y={-size * 0.2} w={size * 0.07} h={size * 0.05} color={STONE} />
          </group>
          <Box x={-w * 0.62} y={ground + ((top - ground) + storey * 1.4) / 2} z={4} w={size * 0.025} h={top - ground + storey * 1.4} color="#e0a030" />
        </>
      )}
      {/* The tap target: the whole plot, invisible. */}
      <mesh geometry={UNIT_PLANE} position={[0, 0, 8]} scale={[size, size, 1]} onClick={click} onPointerOver={over} onPointerOut={out}>
        <meshBasicMaterial transparent opacity={0} depthWrite={false} />
      </mesh>
    </group>
  );
});

/** An empty plot: a dark outline of the walls to come and a few foundation stones. */
function Foundation({ ground, size }: { ground: number; size: number }) {
  const stones = [-0.24, -0.08, 0.09, 0.25];
  return (
    <>
      <Box x={0} y={ground + size * 0.04} z={1} w={size * 0.66} h={size * 0.08} color="#3e3830" />
      {stones.map((s, i) => (
        <Box key={s} x={s * size} y={ground + size * (0.06 + (i % 2) * 0.02)} z={2} w={size * 0.13} h={size * 0.08} color={i % 2 ? STONE : '#857c6e'} />
      ))}
      <Box x={-size * 0.3} y={ground + size * 0.14} z={2} w={size * 0.02} h={size * 0.22} color={WOOD} />
      <Box x={size * 0.3} y={ground + size * 0.14} z={2} w={size * 0.02} h={size * 0.22} color={WOOD} />
    </>
  );
}

function Storey({ y, w, h, wall, light, door }: { y: number; w: number; h: number; wall: string; light: string; door: boolean }) {
  return (
    <>
      <Box x={0} y={y} z={1} w={w} h={h} color={wall} />
      <Box x={0} y={y - h * 0.46} z={1.5} w={w} h={h * 0.08} color="#000000" opacity={0.25} />
      {door ? (
        <Box x={0} y={y - h * 0.12} z={2} w={w * 0.2} h={h * 0.76} color="#2a1c12" />
      ) : (
        <Box x={0} y={y} z={2} w={w * 0.13} h={h * 0.42} color={light} />
      )}
      <Box x={-w * 0.3} y={y + h * 0.05} z={2} w={w * 0.13} h={h * 0.42} color={light} />
      <Box x={w * 0.3} y={y + h * 0.05} z={2} w={w * 0.13} h={h * 0.42} color={light} />
    </>
  );
}

function Scaffolding({ ground, height, w, storey }: { ground: number; height: number; w: number; storey: number }) {
  const levels = Math.max(1, Math.round(height / storey));
  return (
    <>
      {[-0.56, 0.56].map((s) => (
        <Box key={s} x={s * w} y={ground + height / 2} z={4} w={w * 0.04} h={height} color={WOOD} />
      ))}
      {Array.from({ length: levels }, (_, i) => (
        <Box key={i} x={0} y={ground + (i + 1) * storey} z={4} w={w * 1.16} h={storey * 0.1} color={WOOD} />
      ))}
    </>
  );
}

interface MarkProps {
  type: BuildingType;
  top: number;
  ground: number;
  w: number;
  size: number;
  palette: ClanPalette;
}

/** What tells the five buildings apart, drawn on or over the block. */
function BuildingMark({ type, top, ground, w, size, palette }: MarkProps) {
  switch (type) {
    case ClanBuildingType.EXPERIENCE:
      return (
        <>
          <Disc x={0} y={top + size * 0.3} z={3} rx={size * 0.07} color="#7fd0ff" />
          <Disc x={0} y={top + size * 0.3} z={2.5} rx={size * 0.11} color="#7fd0ff" opacity={0.3} />
        </>
      );
    case ClanBuildingType.CLAN_SHIELD:
      return (
        <>
          <Disc x={0} y={top - size * 0.02} z={3} rx={size * 0.09} color={palette.banner} />
          <Roof x={0} y={top - size * 0.02} z={3} w={size * 0.18} h={-size * 0.16} color={palette.banner} />
          <Disc x={0} y={top - size * 0.04} z={3.5} rx={size * 0.035} color={palette.trim} />
        </>
      );
    case ClanBuildingType.SNOW_WORLD:
      return (
        <>
          {[0, 1, 2].map((i) => (
            <Box key={i} x={0} y={top + size * 0.32} z={3} w={size * 0.16} h={size * 0.02} color="#e8f6ff" turn={(i * Math.PI) / 3} />
          ))}
          <Disc x={-w * 0.46} y={ground + size * 0.03} z={3} rx={size * 0.1} ry={size * 0.04} color="#f4f8fc" />
        </>
      );
    case ClanBuildingType.GEAR_FACTORY:
      return (
        <>
          <Box x={w * 0.3} y={top + size * 0.1} z={1} w={w * 0.14} h={size * 0.28} color="#5a3a28" />
          <mesh position={[-w * 0.05, top - size * 0.08, 3]} scale={[size * 0.09, size * 0.09, 1]}>
            <ringGeometry args={[0.45, 1, 8]} />
            <meshBasicMaterial color="#c9a227" />
          </mesh>
        </>
      );
    case ClanBuildingType.HALL_OF_FAME:
      return (
        <>
          {[-0.36, -0.12, 0.12, 0.36].map((s) => (
            <Box key={s} x={s * w} y={(ground + top) / 2} z={2.5} w={w * 0.06} h={top - ground} color="#f3ead2" />
          ))}
          <Roof x={0} y={top + size * 0.22} z={3} w={size * 0.1} h={size * 0.09} color="#f2c14e" />
          <Roof x={0} y={top + size * 0.31} z={3} w={size * 0.1} h={-size * 0.09} color="#f2c14e" />
        </>
      );
  }
}
