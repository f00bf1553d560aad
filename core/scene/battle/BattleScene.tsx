import { useThree } from '@react-three/fiber';
import { isFriendlyCreature } from '../../state/multiBattle.ts';
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { playerAtom } from '../../state/atoms.ts';
import {
  battleInsetsAtom,
  battleSelectionAtom,
  currentBattleAtom,
  selectCreature,
} from '../../state/battle.ts';
import { allyMarks } from '../../rules/index.ts';
import { battleBackdrop } from '../worlds/lazyPart.ts';
import { useFirstFrame } from '../useFirstFrame.ts';
import { battleLayout, battlePositions, creatureBoxes, toCanvasPixels, type Box } from '../../rules/battleLayout.ts';
import { BattleCreatureView, type CreatureMark } from './BattleCreatureView.tsx';
import { createHitAnimation, scheduleEvents } from './hitAnimation.ts';

/**
 * The battle (product §2, technical §4 Battle): the player's squad (up to 6) on the left, the enemy on the
 * right, as the server last described them. Clicking a creature picks it (an own one that can act as attacker,
 * a living enemy as target); the HUD sends the blow. New `lastEvents` from the server are animated.
 * The field is the visible world (`viewport`) less what the header and the HUD panel cover (`battleInsetsAtom`,
 * measured by the HUD in CSS pixels); battleLayout fits both sides into it. The layout's boxes, in CSS pixels of the
 * canvas, are written to the canvas's `data-battle-layout` for the browser test that checks nothing overlaps.
 */
export function BattleScene({ onFirstFrame }: { onFirstFrame: () => void }) {
  const store = useStore();
  const battle = useAtomValue(currentBattleAtom);
  const playerId = useAtomValue(playerAtom)?.id ?? null;
  const selection = useAtomValue(battleSelectionAtom);
  const insets = useAtomValue(battleInsetsAtom);
  const camera = useThree((s) => s.camera);
  const clock = useThree((s) => s.clock);
  const viewport = useThree((s) => s.viewport);
  const size = useThree((s) => s.size);
  const canvas = useThree((s) => s.gl.domElement);
  const anim = useRef(createHitAnimation()).current;
  const Backdrop = battleBackdrop.usePart();
  const lastAnimated = useRef(battle);
  useFirstFrame(onFirstFrame);

  useLayoutEffect(() => {
    camera.position.set(0, 0, camera.position.z);
  }, [camera]);

  // Only answers that arrive while the scene is shown are animated, not the blows of a battle loaded at start.
  useEffect(() => {
    if (!battle || battle === lastAnimated.current) return;
    lastAnimated.current = battle;
    scheduleEvents(anim, battle.lastEvents, clock.elapsedTime);
  }, [battle, anim, clock]);

  const layout = useMemo(() => {
    const creatures = battle?.creatures ?? [];
    const ownCount = creatures.filter((c) => isFriendlyCreature(c)).length;
    const worldPerPixel = size.height > 0 ? viewport.height / size.height : 1;
    return battleLayout(
      viewport,
      { top: insets.top * worldPerPixel, bottom: insets.bottom * worldPerPixel },
      ownCount,
      creatures.length - ownCount,
    );
  }, [battle, playerId, viewport, size.height, insets]);
  // The same positions the battle HUD stands its buttons on (core/rules/battleLayout.ts).
  const positions = useMemo(
    () => (battle ? battlePositions(battle, playerId, layout) : new Map<number, [number, number]>()),
    [battle, playerId, layout],
  );

  useEffect(() => {
    const toPixels = (b: Box) => toCanvasPixels(b, viewport, size);
    const creatures = [...positions].map(([id, [x, y]]) => {
      const boxes = creatureBoxes(x, y, layout.size);
      return { id, sprite: toPixels(boxes.sprite), label: toPixels(boxes.label), number: toPixels(boxes.number) };
    });
    canvas.dataset.battleLayout = JSON.stringify({ field: toPixels(layout.field), creatures });
    return () => {
      delete canvas.dataset.battleLayout;
    };
  }, [canvas, positions, layout, viewport, size]);
  // Another player's creatures carry their owner's colour and name.
  const allies = useMemo(() => allyMarks(battle?.multi?.participants ?? [], playerId), [battle?.multi?.participants, playerId]);
  const moverId = battle?.multi?.moverId ?? null;
  const positionOf = useCallback((id: number) => positions.get(id), [positions]);
  const onSelect = useCallback((id: number) => void selectCreature(store, id), [store]);

  const { field } = layout;
  const markOf = (id: number): CreatureMark => {
    if (selection.attackerId === id) return 'attacker';
    if (selection.targetId === id) return 'target';
    if (battle?.ask && (battle.ask.attackerId === id || battle.ask.defenderId === id)) return 'hint';
    return null;
  };

  return (
    <>
      <color attach="background" args={['#24163a']} />
      {Backdrop && <Backdrop type={battle?.type ?? null} fieldTop={field.top} fieldBottom={field.bottom} />}
      {battle?.creatures.map((c) => {
        const [x, y] = positions.get(c.id) ?? [0, 0];
        return (
          <BattleCreatureView
            key={c.id}
            creature={c}
            x={x}
            y={y}
            size={layout.size}
            own={isFriendlyCreature(c)}
            mark={markOf(c.id)}
            anim={anim}
            positionOf={positionOf}
            onSelect={onSelect}
            ally={c.playerId === null ? null : (allies.get(c.playerId) ?? null)}
            allyMoving={c.playerId !== null && c.playerId === moverId && c.playerId !== playerId}
          />
        );
      })}
    </>
  );
}
