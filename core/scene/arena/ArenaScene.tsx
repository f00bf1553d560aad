import { useFrame, useThree } from '@react-three/fiber';
import { useAtomValue } from 'jotai';
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { Group } from 'three';
import { ARENA_LOOKS } from '../../content/index.ts';
import { League, type ArenaOpponentHero } from '../../model/index.ts';
import { arenaInfoAtom } from '../../state/arena.ts';
import { arenaOpponentAtom } from '../../state/arenaScene.ts';
import { FigureOrSprite } from '../figures/FigureOrSprite.tsx';
import { useFirstFrame } from '../useFirstFrame.ts';
import { ArenaSet } from './ArenaSet.tsx';
import { arenaLayout, type ArenaSpot } from './arenaLayout.ts';

/** CSS pixels the arena HUD covers: the back bar at the top, the opponent card and its buttons at the bottom. */
const HUD_TOP_PX = 56;
const hudBottomPx = (width: number): number => (width < 600 ? 210 : 130);

/** The ring under a hero in the colour of its quality (rank), as the heroes page marks it. */
const RANK_COLOUR = ['#9a9a9a', '#5fd068', '#4a9bff', '#b06aff', '#ffb23f', '#ff5a4a'] as const;

/** One side's heroes, bobbing on their own phases while they wait (refs read per frame, nothing re-rendered). */
function Squad({ heroes, spots, size, flip, side }: { heroes: readonly ArenaOpponentHero[]; spots: readonly ArenaSpot[]; size: number; flip: boolean; side: number }) {
  const group = useRef<Group>(null);
  useFrame(({ clock }) => {
    group.current?.children.forEach((child, i) => {
      const spot = spots[i];
      if (spot) child.position.y = spot.y + Math.sin(clock.elapsedTime * 2 + i * 1.1 + side) * size * 0.025;
    });
  });
  return (
    <group ref={group} name={flip ? 'arena-theirs' : 'arena-mine'}>
      {heroes.map((hero, i) => {
        const spot = spots[i];
        if (!spot) return null;
        return (
          <group key={i} position={[spot.x, spot.y, 0]}>
            <mesh position={[0, -size * 0.42, -1]} scale={[size * 0.42, size * 0.12, 1]}>
              <circleGeometry args={[1, 32]} />
              <meshBasicMaterial color={RANK_COLOUR[Math.min(RANK_COLOUR.length - 1, Math.max(0, hero.rank))]} transparent opacity={0.75} />
            </mesh>
            <FigureOrSprite imageId={hero.imageId} warriorClass={hero.warriorClass} size={size} position={[0, 0, 0]} flip={flip} phase={i * 1.1 + side} />
          </group>
        );
      })}
    </group>
  );
}

/**
 * The arena scene (product §2 "arena", issue 14 "the league's arena, the opponent's squad before the fight"): the
 * amphitheatre of the player's league, the player's squad facing the opponent the server holds. The HUD over it
 * (core/ui/arena/ArenaSceneHud.tsx) shows the opponent's card and starts the fight.
 */
export function ArenaScene({ onFirstFrame }: { onFirstFrame: () => void }) {
  const opponent = useAtomValue(arenaOpponentAtom);
  const info = useAtomValue(arenaInfoAtom);
  const viewport = useThree((s) => s.viewport);
  const size = useThree((s) => s.size);
  const camera = useThree((s) => s.camera);

  // The road moves the camera along with the party: the arena is laid out around the world's origin.
  useLayoutEffect(() => {
    camera.position.set(0, 0, camera.position.z);
  }, [camera]);
  useFirstFrame(onFirstFrame);

  const held = opponent.status === 'ready' ? opponent.value : null;
  const mine = held?.mySquad ?? [];
  const theirs = held?.squad ?? [];
  const perUnit = size.width > 0 ? viewport.width / size.width : 1;
  const layout = useMemo(
    () => arenaLayout(viewport.width, viewport.height, HUD_TOP_PX * perUnit, hudBottomPx(size.width) * perUnit, mine.length, theirs.length),
    [viewport.width, viewport.height, perUnit, size.width, mine.length, theirs.length],
  );
  const look = ARENA_LOOKS[info.status === 'ready' ? info.value.league : League.NOVICE];

  return (
    <>
      <ArenaSet layout={layout} look={look} width={viewport.width} height={viewport.height} />
      <Squad key={`mine-${held?.id ?? 0}`} heroes={mine} spots={layout.mine} size={layout.heroSize} flip={false} side={0} />
      <Squad key={`theirs-${held?.id ?? 0}`} heroes={theirs} spots={layout.theirs} size={layout.heroSize} flip side={2} />
    </>
  );
}
