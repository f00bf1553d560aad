import { useStore } from 'jotai';
import { useLayoutEffect, type RefObject } from 'react';
import { roadHudInsetAtom } from '../../state/roadHudInset.ts';

/**
 * Measures how much of the road's frame (`layer`, as large as the canvas) the bottom `panel` covers, into
 * `roadHudInsetAtom`. While the frame keeps its size the inset only grows, so the road does not shift each time a
 * place comes into reach and the panel gains a line; a new frame size measures afresh.
 */
export function useRoadHudInset(layer: RefObject<HTMLElement | null>, panel: RefObject<HTMLElement | null>): void {
  const store = useStore();
  useLayoutEffect(() => {
    const layerEl = layer.current;
    const panelEl = panel.current;
    if (!layerEl || !panelEl) return;
    let frameSize = '';
    const measure = () => {
      const frame = layerEl.getBoundingClientRect();
      const size = `${frame.width}x${frame.height}`;
      const was = size === frameSize ? store.get(roadHudInsetAtom) : 0;
      frameSize = size;
      const covered = Math.max(0, frame.bottom - panelEl.getBoundingClientRect().top);
      const inset = Math.max(was, covered);
      if (Math.abs(store.get(roadHudInsetAtom) - inset) > 0.5) store.set(roadHudInsetAtom, inset);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(layerEl);
    observer.observe(panelEl);
    return () => {
      observer.disconnect();
      store.set(roadHudInsetAtom, 0);
    };
  }, [layer, panel, store]);
}
