import { memo } from 'react';
import { STAIR_HEIGHT } from '../../model/index.ts';
import { stairColour, stairStart, type StairColour } from '../../rules/index.ts';
import { Sprite, UNIT_PLANE } from '../atlas/Sprite.tsx';
import { hash01, ROAD } from './roadGeometry.ts';

/** Marker colours of the stair colour rule (technical §9 "Stair colour"). */
export const STAIR_MARK: Record<StairColour, string> = { white: '#e9e4ff', yellow: '#ffd23f', red: '#ff5a4a' };

const STEPS = Math.round(STAIR_HEIGHT / ROAD.stepHeight);
const DECOR = ['tree', 'rock', 'tree'] as const;

/** One stair of the road: a stone band with its steps, a coloured edge at its start, and roadside decoration. */
const StairTile = memo(function StairTile({ stair, bestVictoryStair }: { stair: number; bestVictoryStair: number }) {
  const start = stairStart(stair);
  const shade = stair % 2 === 0 ? '#4b4262' : '#564b70';
  const decor = [0, 1, 2, 3].map((i) => {
    const r = hash01(stair * 8 + i);
    const side = i % 2 === 0 ? -1 : 1;
    return {
      id: DECOR[Math.floor(r * DECOR.length)] ?? 'tree',
      x: side * (ROAD.width / 2 + 22 + hash01(stair * 8 + i + 4) * 16),
      y: start + 25 + ((i * 50 + r * 40) % (STAIR_HEIGHT - 30)),
      size: 30 + r * 16,
    };
  });
  return (
    <group>
      <mesh geometry={UNIT_PLANE} position={[0, start + STAIR_HEIGHT / 2, -20]} scale={[ROAD.width, STAIR_HEIGHT, 1]}>
        <meshBasicMaterial color={shade} />
      </mesh>
      {Array.from({ length: STEPS }, (_, i) => (
        <mesh key={i} geometry={UNIT_PLANE} position={[0, start + i * ROAD.stepHeight, -19]} scale={[ROAD.width, 3, 1]}>
          <meshBasicMaterial color="#2f2842" />
        </mesh>
      ))}
      <mesh geometry={UNIT_PLANE} position={[0, start, -18]} scale={[ROAD.width + 16, 6, 1]}>
        <meshBasicMaterial color={STAIR_MARK[stairColour(stair, bestVictoryStair)]} />
      </mesh>
      <Sprite imageId="stairs" size={30} position={[-ROAD.width / 2 + 18, start + 18, -17]} />
      {decor.map((d, i) => (
        <Sprite key={i} imageId={d.id} size={d.size} position={[d.x, d.y, -16]} />
      ))}
    </group>
  );
});

/** The stairs around `stair` (enough to fill a view `viewHeight` tall), drawn as tiles. */
export function RoadTiles({ stair, viewHeight, bestVictoryStair }: { stair: number; viewHeight: number; bestVictoryStair: number }) {
  const reach = Math.ceil(viewHeight / STAIR_HEIGHT) + 1;
  const stairs: number[] = [];
  for (let s = Math.max(1, stair - reach); s <= stair + reach; s += 1) stairs.push(s);
  return (
    <>
      {stairs.map((s) => (
        <StairTile key={s} stair={s} bestVictoryStair={bestVictoryStair} />
      ))}
    </>
  );
}
