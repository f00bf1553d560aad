import { useLayoutEffect, useMemo, useState, type RefObject } from 'react';
import type { Battle } from '../../model/index.ts';
import { battleLayout, battlePositions, creatureBoxes, standsWithPlayers, toCanvasPixels, type PixelBox } from '../../rules/battleLayout.ts';
import { cameraZoom } from '../../rules/cameraZoom.ts';
import type { BattleInsets } from '../../state/battle.ts';

/** Where one figure is drawn, in CSS pixels of the HUD layer (the canvas's size): its sprite and its health bar. */
export interface FigureBox {
  sprite: PixelBox;
  label: PixelBox;
}

/**
 * The figures' boxes as the battle scene lays them out (core/rules/battleLayout.ts, the same camera zoom), from the
 * layer's size (it covers the canvas exactly) and the insets the HUD measured: the HUD stands each creature's button,
 * name and effects over its figure without reading the scene.
 */
export function useFigureBoxes(layer: RefObject<HTMLElement | null>, battle: Battle | null, playerId: number | null, insets: BattleInsets) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const el = layer.current;
    if (!el) return;
    const measure = (): void => {
      const { width, height } = el.getBoundingClientRect();
      setSize((old) => (old.width === width && old.height === height ? old : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [layer, battle !== null]);

  return useMemo(() => {
    const boxes = new Map<number, FigureBox>();
    if (!battle || size.width <= 0 || size.height <= 0) return boxes;
    const zoom = cameraZoom(size.width, size.height);
    const view = { width: size.width / zoom, height: size.height / zoom };
    const ownCount = battle.creatures.filter(standsWithPlayers).length;
    const layout = battleLayout(view, { top: insets.top / zoom, bottom: insets.bottom / zoom }, ownCount, battle.creatures.length - ownCount);
    for (const [id, [x, y]] of battlePositions(battle, playerId, layout)) {
      const b = creatureBoxes(x, y, layout.size);
      boxes.set(id, { sprite: toCanvasPixels(b.sprite, view, size), label: toCanvasPixels(b.label, view, size) });
    }
    return boxes;
  }, [battle, playerId, insets, size]);
}
