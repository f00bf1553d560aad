import { useLayoutEffect, useState, type RefObject } from 'react';
import { isDesktopMode } from '../rules/index.ts';

/**
 * The stage the host gives, in CSS pixels. The canvas fills all of it (issue 10: the 600-px column left half a
 * 1280-px window black). Technical §9 "desktop max width 600" now bounds the HUD column in desktop mode
 * (scene.css `--hud-max-width`): text and buttons stay readable together while the world uses the whole frame.
 */
export interface PlayArea {
  width: number;
  height: number;
  /** Technical §5: the frame is under 1.4 times as tall as it is wide. */
  desktop: boolean;
}

const measure = (el: HTMLElement | null): PlayArea => {
  const width = el?.clientWidth ?? 0;
  const height = el?.clientHeight ?? 0;
  return { width, height, desktop: width > 0 && isDesktopMode(width, height) };
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
