import { useThree } from '@react-three/fiber';
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { playerAtom } from '../../state/atoms.ts';
import { battleSelectionAtom, currentBattleAtom, isOwnCreature, selectCreature } from '../../state/battle.ts';
import { UNIT_PLANE } from '../atlas/Sprite.tsx';
import { viewHeightOf } from '../CameraZoom.tsx';
import { useFirstFrame } from '../useFirstFrame.ts';
import { fieldHeightFor, slotPosition, spriteSizeFor } from './battleLayout.ts';
import { BattleCreatureView, type CreatureMark } from './BattleCreatureView.tsx';
import { createHitAnimation, scheduleHits } from './hitAnimation.ts';

/**
 * The battle (product §2, technical §4 Battle): the player's squad (up to 6) on the left, the enemy on the
 * right, as the server last described them. Clicking a creature picks it (an own one that can act as attacker,
 * a living enemy as target); the HUD sends the blow. New `lastHits` from the server are animated.
 */
export function BattleScene({ onFirstFrame }: { onFirstFrame: () => void }) {
  const store = useStore();
  const battle = useAtomValue(currentBattleAtom);
  const playerId = useAtomValue(playerAtom)?.id ?? null;
  const selection = useAtomValue(battleSelectionAtom);
  const camera = useThree((s) => s.camera);
  const clock = useThree((s) => s.clock);
  const viewHeight = useThree((s) => viewHeightOf(s.size.width, s.size.height));
  const anim = useRef(createHitAnimation()).current;
  const lastAnimated = useRef(battle);
  useFirstFrame(onFirstFrame);

  useLayoutEffect(() => {
    camera.position.set(0, 0, camera.position.z);
  }, [camera]);

  // Only answers that arrive while the scene is shown are animated, not the blows of a battle loaded at start.
  useEffect(() => {
    if (!battle || battle === lastAnimated.current) return;
    lastAnimated.current = battle;
    scheduleHits(anim, battle.lastHits, clock.elapsedTime);
  }, [battle, anim, clock]);

  const positions = useMemo(() => {
    const map = new Map<number, [number, number]>();
    if (!battle) return map;
    let ownIndex = 0;
    let enemyIndex = 0;
    for (const c of battle.creatures) {
      const own = isOwnCreature(c, playerId);
      map.set(c.id, slotPosition(own ? ownIndex++ : enemyIndex++, own, viewHeight));
    }
    return map;
  }, [battle, playerId, viewHeight]);
  const positionOf = useCallback((id: number) => positions.get(id), [positions]);
  const onSelect = useCallback((id: number) => void selectCreature(store, id), [store]);

  const field = fieldHeightFor(viewHeight);
  const spriteSize = spriteSizeFor(viewHeight);
  const markOf = (id: number): CreatureMark => {
    if (selection.attackerId === id) return 'attacker';
    if (selection.targetId === id) return 'target';
    if (battle?.ask && (battle.ask.attackerId === id || battle.ask.defenderId === id)) return 'hint';
    return null;
  };

  return (
    <>
      <color attach="background" args={['#24163a']} />
      <mesh geometry={UNIT_PLANE} position={[0, viewHeight / 2 - field / 2, -30]} scale={[600, field, 1]}>
        <meshBasicMaterial color="#2f2150" />
      </mesh>
      <mesh geometry={UNIT_PLANE} position={[0, viewHeight / 2 - field / 2, -29]} scale={[4, field - 40, 1]}>
        <meshBasicMaterial color="#4a3a78" />
      </mesh>
      {battle?.creatures.map((c) => {
        const [x, y] = positions.get(c.id) ?? [0, 0];
        return (
          <BattleCreatureView
            key={c.id}
            creature={c}
            x={x}
            y={y}
            size={spriteSize}
            own={isOwnCreature(c, playerId)}
            mark={markOf(c.id)}
            anim={anim}
            positionOf={positionOf}
            onSelect={onSelect}
          />
        );
      })}
    </>
  );
}
