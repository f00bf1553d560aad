import { memo } from 'react';
import { useAtomValue } from 'jotai';
import { Color } from 'three';
import { STAIR_HEIGHT } from '../../model/index.ts';
import { stairColour, stairStart, type StairColour } from '../../rules/index.ts';
import { Sprite, UNIT_PLANE } from '../atlas/Sprite.tsx';
import { lowestQualityAtom } from '../lowestQuality.ts';
import { ROAD } from './roadGeometry.ts';
import { GROUND_TILE, GROUND_WIDTH, groundTexture, ROAD_TILE, roadTexture, stairQuad } from './groundTextures.ts';
import { decorSprites } from './roadLayout.ts';
import { ROAD_THEMES, themeOf, type RoadThemeId } from './roadTheme.ts';

/** The width of the ground on each side of the road. */
const GROUND_SIDE = GROUND_WIDTH / 2 - ROAD.roadHalf;

/** Marker colours of the stair colour rule (technical §9 "Stair colour"). */
export const STAIR_MARK: Record<StairColour, string> = { white: '#e9e4ff', yellow: '#ffd23f', red: '#ff5a4a' };

/**
 * One stair over the ground: the coloured threshold at its start and its own seeded roadside decoration. Every
 * material here is one of the two shader programs the sprites and flat meshes already use (opaque colour,
 * transparent map with alphaTest): each new program costs a compile before the first frame. At the lowest quality
 * (the software renderer) the textured ground and road are opaque: they cover the whole frame, and blending them
 * costs every pixel a read; the textures have no holes, so they look the same.
 */
const StairTile = memo(function StairTile(props: { stair: number; bestVictoryStair: number; halfWidth: number; textured: boolean; world: RoadThemeId | null; opaque: boolean }) {
  const { stair, bestVictoryStair, halfWidth, textured, world, opaque } = props;
  const start = stairStart(stair);
  const themeId = world ?? themeOf(stair);
  const theme = ROAD_THEMES[themeId];
  const kerbY = start + STAIR_HEIGHT / 2;
  return (
    <group>
      {[-1, 1].map((side) => (
        // The ground stops under the kerb: no pixel is painted twice where the road lies over it.
        <mesh key={side} geometry={stairQuad(stair, GROUND_SIDE, GROUND_TILE)} position={[side * (ROAD.roadHalf + GROUND_SIDE / 2), kerbY, -22]}>
          {textured ? (
            // Keyed: a new material (another program), not the flat one with its props changed.
            opaque ? (
              <meshBasicMaterial key="opaque" map={groundTexture(themeId)} />
            ) : (
              <meshBasicMaterial key="textured" map={groundTexture(themeId)} transparent alphaTest={0.02} depthWrite={false} />
            )
          ) : (
            <meshBasicMaterial key="flat" color={theme.ground[0]} />
          )}
        </mesh>
      ))}
      {stair >= 1 && <StairMarks stair={stair} bestVictoryStair={bestVictoryStair} halfWidth={halfWidth} tint={world ? theme.decorTint : null} />}
      <mesh geometry={stairQuad(stair, ROAD.roadHalf * 2, ROAD_TILE)} position={[0, kerbY, -21]}>
        {textured && opaque ? (
          <meshBasicMaterial key="opaque" map={roadTexture(themeId)} />
        ) : textured ? (
          <meshBasicMaterial key="textured" map={roadTexture(themeId)} transparent alphaTest={0.02} depthWrite={false} />
        ) : (
          <meshBasicMaterial key="flat" color={theme.road[1]} />
        )}
      </mesh>
      {[-1, 1].map((side) => (
        <group key={side}>
          <mesh geometry={UNIT_PLANE} position={[side * (ROAD.roadHalf + 13), kerbY, -20.5]} scale={[18, STAIR_HEIGHT, 1]}>
            {/* Opaque (a colour between kerb and ground): a see-through one would be another shader to compile. */}
            <meshBasicMaterial color={new Color(theme.ground[0]).lerp(new Color(theme.edge), 0.45)} />
          </mesh>
          <mesh geometry={UNIT_PLANE} position={[side * (ROAD.roadHalf + 2), kerbY, -20]} scale={[7, STAIR_HEIGHT, 1]}>
            <meshBasicMaterial color={theme.edge} />
          </mesh>
        </group>
      ))}
    </group>
  );
});

/** The coloured threshold at a stair's start and the stair's own seeded roadside decoration. */
function StairMarks(props: { stair: number; bestVictoryStair: number; halfWidth: number; tint: string | null }) {
  const { stair, bestVictoryStair, halfWidth, tint } = props;
  const start = stairStart(stair);
  const mark = STAIR_MARK[stairColour(stair, bestVictoryStair)];
  return (
    <>
      <mesh geometry={UNIT_PLANE} position={[0, start - 2, -19]} scale={[ROAD.roadHalf * 2 + 10, 9, 1]}>
        <meshBasicMaterial color="#2a2230" />
      </mesh>
      <mesh geometry={UNIT_PLANE} position={[0, start, -18]} scale={[ROAD.roadHalf * 2, 5, 1]}>
        <meshBasicMaterial color={mark} />
      </mesh>
      {decorSprites(stair)
        // Only what the frame can show: a wide frame gets the far decoration, a phone does not pay for it.
        .filter((d) => Math.abs(d.x) - d.size / 2 < halfWidth)
        .map((d) => (
          <Sprite key={d.key} imageId={d.imageId} size={d.size} position={[d.x, d.y, -16]} tint={tint ?? d.tint} />
        ))}
    </>
  );
}

interface RoadTilesProps {
  stair: number;
  viewHeight: number;
  /** Half the visible world's width. */
  halfWidth: number;
  bestVictoryStair: number;
  /**
   * Whether the ground wears its baked textures: from the second frame on. The first road frame draws it in flat
   * theme colours, so it costs what the flat road always did (npm run bench "first road frame").
   */
  textured: boolean;
  /** A world for every stair (the snow world), instead of each stair's own by its range. */
  world?: RoadThemeId | null;
}

/**
 * The stairs in view around the party's `stair`: the view reaches at most its height below the party and the
 * rest above it; one stair more each way covers a stair change before React catches up.
 */
export function RoadTiles({ stair, viewHeight, halfWidth, bestVictoryStair, textured, world = null }: RoadTilesProps) {
  const opaque = useAtomValue(lowestQualityAtom);
  // The view may reach further below when the HUD covers its bottom (RoadScene): the whole height, to be safe.
  const below = Math.ceil(viewHeight / STAIR_HEIGHT) + 1;
  const above = Math.ceil((viewHeight * (1 - ROAD.heroFromBottom)) / STAIR_HEIGHT) + 1;
  const stairs: number[] = [];
  // Below stair 1 there is only ground (the view reaches under the road's start when the party stands there).
  for (let s = stair - below; s <= stair + above; s += 1) stairs.push(s);
  return (
    <>
      {stairs.map((s) => (
        <StairTile key={s} stair={s} bestVictoryStair={bestVictoryStair} halfWidth={halfWidth} textured={textured} world={world} opaque={opaque} />
      ))}
    </>
  );
}
