import { useEffect } from 'react';
import type { RoadWalker } from '../../state/roadWalker.ts';

const FORWARD = new Set(['ArrowUp', 'w', 'W']);
const BACK = new Set(['ArrowDown', 's', 'S']);

const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT');

/**
 * Walking by keys (ArrowUp/W forward, ArrowDown/S back) while the canvas takes input; off while an overlay
 * blocks the canvas (technical §2) or a text field has the focus.
 */
export function useWalkKeys(walker: RoadWalker, blocked: boolean): void {
  useEffect(() => {
    walker.direction = 0;
    if (blocked) return;
    let forward = false;
    let back = false;
    const apply = () => {
      walker.direction = forward === back ? 0 : forward ? 1 : -1;
    };
    const onKey = (down: boolean) => (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (FORWARD.has(event.key)) forward = down;
      else if (BACK.has(event.key)) back = down;
      else return;
      event.preventDefault();
      apply();
    };
    const onDown = onKey(true);
    const onUp = onKey(false);
    const onBlur = () => {
      forward = false;
      back = false;
      apply();
    };
    window.addEventListener('keydown', onDown);
    window.addEventListener('keyup', onUp);
    window.addEventListener('blur', onBlur);
    return () => {
      window.removeEventListener('keydown', onDown);
      window.removeEventListener('keyup', onUp);
      window.removeEventListener('blur', onBlur);
      walker.direction = 0;
    };
  }, [walker, blocked]);
}
