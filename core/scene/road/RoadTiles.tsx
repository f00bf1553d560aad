import { memo } from 'react';
import { stairColour, stairStart, type StairColour } from '../../rules/index.ts';
import { Sprite, UNIT_PLANE } from '../atlas/Sprite.tsx';
import { ROAD } from './roadGeometry.ts';
import { decorSprites } from './roadLayout.ts';

/** Marker colours of the stair colour rule (technical §9 "Stair colour"). */
export const STAIR_MARK: Record<StairColour, string> = { white: '#e9e4ff', yellow: '#ffd23f', red: '#ff5a4a' };

/** One stair over the ground: the coloured threshold at its start and its own seeded roadside decoration. */
const StairTile = memo(function StairTile({ stair, bestVictoryStair }: { stair: number; bestVictoryStair: number }) {
  const start = stairStart(stair);
  const mark = STAIR_MARK[stairColour(stair, bestVictoryStair)];
  return (
    <group>
      <mesh geometry={UNIT_PLANE} position={[0, start - 2, -19]} scale={[ROAD.roadHalf * 2 + 10, 9, 1]}>
        <meshBasicMaterial color="#1a1222" transparent opacity={0.55} />
      </mesh>
      <mesh geometry={UNIT_PLANE} position={[0, start, -18]} scale={[ROAD.roadHalf * 2, 5, 1]}>
        <meshBasicMaterial color={mark} />
      </mesh>
      {decorSprites(stair).map((d) => (
        <Sprite key={d.key} imageId={d.imageId} size={d.size} position={[d.x, d.y, -16]} tint={d.tint} />
      ))}
    </group>
  );
});

/** The stairs around `stair` (enough to fill a view `viewHeight` tall): thresholds and decoration. */
export function RoadTiles({ stair, viewHeight, bestVictoryStair }: { stair: number; viewHeight: number; bestVictoryStair: number }) {
  const reach = Math.ceil(viewHeight / 200) + 1;
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
