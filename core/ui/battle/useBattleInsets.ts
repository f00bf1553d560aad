import { useStore } from 'jotai';
import { useLayoutEffect, type RefObject } from 'react';
import { battleInsetsAtom } from '../../state/battle.ts';

/**
 * Measures what covers the battle's frame (the `layer`, as large as the canvas): the page's header over its top,
 * if the header overlaps it, and the HUD `panel` over its bottom. Stored in `battleInsetsAtom` for the scene to lay
 * the field out in the rest. The panel's inset only grows while the frame keeps its size, so a panel a line taller
 * for one answer does not make the creatures jump back and forth; a new frame size measures afresh.
 */
export function useBattleInsets(
  layer: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
  /** Changes when the HUD renders another panel element (none loaded, then the battle). */
  shown: boolean,
): void {
  const store = useStore();
  useLayoutEffect(() => {
    const layerEl = layer.current;
    const panelEl = panel.current;
    if (!layerEl || !panelEl) return;
    const header = document.querySelector('header');
    let frameSize = '';
    const measure = () => {
      const frame = layerEl.getBoundingClientRect();
      const size = `${frame.width}x${frame.height}`;
      const was = size === frameSize ? store.get(battleInsetsAtom) : { top: 0, bottom: 0 };
      frameSize = size;
      const top = header ? Math.max(0, header.getBoundingClientRect().bottom - frame.top) : 0;
      const bottom = Math.max(was.bottom, frame.bottom - panelEl.getBoundingClientRect().top);
      const stored = store.get(battleInsetsAtom);
      if (Math.abs(stored.top - top) > 0.5 || Math.abs(stored.bottom - bottom) > 0.5) store.set(battleInsetsAtom, { top, bottom });
    };
    measure();
    const observer = new ResizeObserver(measure);
    for (const el of [layerEl, panelEl, header]) if (el) observer.observe(el);
    return () => observer.disconnect();
  }, [layer, panel, store, shown]);
}
