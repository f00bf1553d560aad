import { useLayoutEffect, useState, type RefObject } from 'react';
import { DESKTOP_MAX_WIDTH } from '../model/index.ts';
import { isDesktopMode } from '../rules/index.ts';

export interface PlayArea {
  /** The element's size in CSS pixels. */
  width: number;
  height: number;
  desktop: boolean;
  /** The play area's width: the whole element, or at most 600 centred in desktop mode (technical §9). */
  playWidth: number;
}

const measure = (el: HTMLElement | null): PlayArea => {
  const width = el?.clientWidth ?? 0;
  const height = el?.clientHeight ?? 0;
  const desktop = width > 0 && isDesktopMode(width, height);
  return { width, height, desktop, playWidth: desktop ? Math.min(width, DESKTOP_MAX_WIDTH) : width };
};

/** The size of the element the game fills, kept up to date on resize. */
export function usePlayArea(ref: RefObject<HTMLElement | null>): PlayArea {
  const [area, setArea] = useState<PlayArea>(() => measure(null));
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () =>
      setArea((prev) => {
        const next = measure(el);
        return prev.width === next.width && prev.height === next.height ? prev : next;
      });
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return area;
}
