import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { toastAtom } from '../state/atoms.ts';
import { hideToastAtom } from '../state/overlays.ts';
import { placeToast, type PageRect } from './toastPlacement.ts';

/** How long a toast stays; long enough to read two lines. */
export const TOAST_MS = 4000;

/** What a player may press, and the HUD panels holding such things: a toast never stands over one (issue 10). */
const PRESSABLE = 'button, a[href], input, select, textarea, [role="button"], .hud-panel';

/** The boxes of the visible pressable elements of the page, outside `except`. */
const pressableBoxes = (except: Element): PageRect[] =>
  [...document.querySelectorAll(PRESSABLE)]
    .filter((el) => !except.contains(el))
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0);

/**
 * The transient message of `toastAtom`, announced politely to screen readers. It shows near the bottom of the app
 * as before, unless buttons or a HUD panel are there (the road's places, the battle's controls): then it rises to
 * the lowest place clear of them, so it never hides a button a player needs.
 */
export function Toasts() {
  const toast = useAtomValue(toastAtom);
  const hide = useSetAtom(hideToastAtom);
  const ref = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState<number | null>(null);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => hide(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast, hide]);

  useLayoutEffect(() => {
    const el = ref.current;
    const frameEl = el?.offsetParent;
    if (!toast || !el || !frameEl) {
      setTop(null);
      return;
    }
    const place = () => {
      const frame = frameEl.getBoundingClientRect();
      const own = el.getBoundingClientRect();
      const placed = placeToast(frame, { width: own.width, height: own.height }, pressableBoxes(el));
      setTop(placed - frame.top);
    };
    place();
    // A toast often comes with a change of scene: the new HUD's buttons appear after it, so place it again then.
    let frameRequest = 0;
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frameRequest);
      frameRequest = requestAnimationFrame(place);
    });
    observer.observe(frameEl, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frameRequest);
    };
  }, [toast]);

  return (
    <div
      ref={ref}
      className="toasts"
      role="status"
      aria-live="polite"
      data-testid="toasts"
      style={top === null ? undefined : { top, bottom: 'auto' }}
    >
      {toast && (
        <div key={toast.id} className="toast">
          {toast.text}
        </div>
      )}
    </div>
  );
}
