import { useStore } from 'jotai';
import { useLayoutEffect, type RefObject } from 'react';
import { creatureInsetsAtom } from '../../state/creatureView.ts';

/**
 * Measures what the creature HUD covers of its frame (`layer`, as large as the canvas): the page's header and the
 * HUD's top bar over the top, and the details `panel` over the bottom on a phone or down the right side on a wide
 * frame (creature.css docks it there). Stored in `creatureInsetsAtom` for the scene to stand the hero in the rest.
 */
export function useCreatureInsets(
  layer: RefObject<HTMLElement | null>,
  top: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
): void {
  const store = useStore();
  useLayoutEffect(() => {
    const layerEl = layer.current;
    const topEl = top.current;
    const panelEl = panel.current;
    if (!layerEl || !topEl || !panelEl) return;
    const header = document.querySelector('header');
    const measure = () => {
      const frame = layerEl.getBoundingClientRect();
      const box = panelEl.getBoundingClientRect();
      const headerCover = header ? Math.max(0, header.getBoundingClientRect().bottom - frame.top) : 0;
      const docked = box.left > frame.left + frame.width * 0.4;
      const next = {
        top: Math.max(headerCover, topEl.getBoundingClientRect().bottom - frame.top),
        bottom: docked ? 0 : Math.max(0, frame.bottom - box.top),
        right: docked ? Math.max(0, frame.right - box.left) : 0,
      };
      const held = store.get(creatureInsetsAtom);
      if (Math.abs(held.top - next.top) > 0.5 || Math.abs(held.bottom - next.bottom) > 0.5 || Math.abs(held.right - next.right) > 0.5) {
        store.set(creatureInsetsAtom, next);
      }
    };
    measure();
    const observer = new ResizeObserver(measure);
    for (const el of [layerEl, topEl, panelEl, header]) if (el) observer.observe(el);
    return () => observer.disconnect();
  }, [layer, top, panel, store]);
}
