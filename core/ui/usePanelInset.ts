import { useStore } from 'jotai';
import { useLayoutEffect, type RefObject } from 'react';
import { battleInsetsAtom, type BattleInsets } from '../state/battle.ts';
import { roadHudInsetAtom } from '../state/roadHudInset.ts';

/** The scenes whose HUD measures what its panels cover of the canvas. */
export const PanelInsetScene = { road: 'road', battle: 'battle' } as const;
export type PanelInsetScene = (typeof PanelInsetScene)[keyof typeof PanelInsetScene];

type Store = ReturnType<typeof useStore>;

interface InsetSink {
  /** The page's header may overlap the frame's top (the battle lays its field below it; the road does not care). */
  header: boolean;
  write(store: Store, inset: BattleInsets): void;
  /** What the scene reads once the HUD is gone; absent: the last measure stays. */
  clear?(store: Store): void;
}

const sinks: Record<PanelInsetScene, InsetSink> = {
  road: {
    header: false,
    write: (store, inset) => store.set(roadHudInsetAtom, inset.bottom),
    clear: (store) => store.set(roadHudInsetAtom, 0),
  },
  battle: { header: true, write: (store, inset) => store.set(battleInsetsAtom, inset) },
};

/**
 * Measures what covers a scene's frame (`layer`, as large as the canvas): the HUD `panel` over its bottom and, for
 * the battle, the page's header over its top, into the scene's atom (`roadHudInsetAtom`, `battleInsetsAtom`), so
 * the scene lays itself out in the part a player sees. While the frame keeps its size the bottom inset only grows,
 * so a panel a line taller for a moment (a place in reach, one answer) does not make the scene jump back and forth;
 * a new frame size measures afresh. `shown` changes when the HUD renders another panel element.
 */
export function usePanelInset(
  layer: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
  scene: PanelInsetScene,
  shown = true,
): void {
  const store = useStore();
  useLayoutEffect(() => {
    const layerEl = layer.current;
    const panelEl = panel.current;
    if (!layerEl || !panelEl) return;
    const sink = sinks[scene];
    const header = sink.header ? document.querySelector('header') : null;
    let frameSize = '';
    let last: BattleInsets | null = null;
    const measure = () => {
      const frame = layerEl.getBoundingClientRect();
      const size = `${frame.width}x${frame.height}`;
      const grown = size === frameSize && last ? last.bottom : 0;
      frameSize = size;
      const top = header ? Math.max(0, header.getBoundingClientRect().bottom - frame.top) : 0;
      const bottom = Math.max(grown, frame.bottom - panelEl.getBoundingClientRect().top, 0);
      if (last && Math.abs(last.top - top) <= 0.5 && Math.abs(last.bottom - bottom) <= 0.5) return;
      last = { top, bottom };
      sink.write(store, last);
    };
    measure();
    const observer = new ResizeObserver(measure);
    for (const el of [layerEl, panelEl, header]) if (el) observer.observe(el);
    return () => {
      observer.disconnect();
      sink.clear?.(store);
    };
  }, [layer, panel, scene, store, shown]);
}
