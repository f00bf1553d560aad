import { useStore } from 'jotai';
import { useLayoutEffect, type RefObject } from 'react';
import { battleInsetsAtom } from '../../state/battle.ts';

/**
 * Measures what covers the battle's frame (the `layer`, as large as the canvas): the page's header over its top,
 * if the header overlaps it, and the HUD `panel` over its bottom. Stored in `battleInsetsAtom` for the scene to lay
 * the field out in the rest, again whenever either changes size.
 */
export function useBattleInsets(layer: RefObject<HTMLElement | null>, panel: RefObject<HTMLElement | null>): void {
  const store = useStore();
  useLayoutEffect(() => {
    const layerEl = layer.current;
    const panelEl = panel.current;
    if (!layerEl || !panelEl) return;
    const header = document.querySelector('header');
    const measure = () => {
      const frame = layerEl.getBoundingClientRect();
      const top = header ? Math.max(0, header.getBoundingClientRect().bottom - frame.top) : 0;
      const bottom = Math.max(0, frame.bottom - panelEl.getBoundingClientRect().top);
      const was = store.get(battleInsetsAtom);
      if (Math.abs(was.top - top) > 0.5 || Math.abs(was.bottom - bottom) > 0.5) store.set(battleInsetsAtom, { top, bottom });
    };
    measure();
    const observer = new ResizeObserver(measure);
    for (const el of [layerEl, panelEl, header]) if (el) observer.observe(el);
    return () => observer.disconnect();
  }, [layer, panel, store]);
}
