import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

export interface OverflowMenu {
  navRef: RefObject<HTMLElement | null>;
  barRef: RefObject<HTMLDivElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** Some actions do not fit the header: the menu button is shown. */
  overflowing: boolean;
  open: boolean;
  toggle(): void;
  close(focusButton: boolean): void;
  onKeyDown(event: KeyboardEvent): void;
}

const ITEM = ':scope > *';
/** Room kept between the open menu and the frame's bottom edge, in CSS pixels. */
const MENU_MARGIN = 6;

/**
 * The header's "priority plus" action bar (issue 10: at 390 px "Sign in" was off-screen and the page does not
 * scroll). Every action is rendered once, in priority order, as a direct child of the bar; those that do not
 * fit the nav's width are hidden (`data-overflow`) and a menu button appears. Opening the menu shows the whole
 * bar as a list under the button, so every action is reachable at any width. The actions are measured in the
 * DOM, not estimated, because their widths depend on the language and the interface style.
 */
export function useOverflowMenu(): OverflowMenu {
  const navRef = useRef<HTMLElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  const [open, setOpen] = useState(false);
  const openRef = useRef(open);
  openRef.current = open;

  const measure = useCallback(() => {
    const nav = navRef.current;
    const bar = barRef.current;
    const button = buttonRef.current;
    if (!nav || !bar || !button || openRef.current) return;
    const items = [...bar.querySelectorAll<HTMLElement>(ITEM)];
    for (const item of items) item.removeAttribute('data-overflow');
    const gap = parseFloat(getComputedStyle(bar).columnGap) || 0;
    const widths = items.map((item) => item.getBoundingClientRect().width);
    const available = nav.clientWidth;
    const total = widths.reduce((sum, w) => sum + w, 0) + gap * Math.max(0, items.length - 1);
    let fit = items.length;
    if (total > available) {
      const room = available - button.getBoundingClientRect().width - gap;
      let used = 0;
      fit = 0;
      for (const width of widths) {
        const next = used + (fit > 0 ? gap : 0) + width;
        if (next > room) break;
        used = next;
        fit += 1;
      }
    }
    items.forEach((item, index) => item.toggleAttribute('data-overflow', index >= fit));
    setOverflowing(fit < items.length);
  }, []);

  // Every render (new labels, a player arriving) and every size or content change of the bar measures again.
  useLayoutEffect(measure);
  useEffect(() => {
    const nav = navRef.current;
    const bar = barRef.current;
    if (!nav || !bar) return;
    const resize = new ResizeObserver(() => measure());
    resize.observe(nav);
    const mutation = new MutationObserver(() => measure());
    mutation.observe(bar, { childList: true, subtree: true, characterData: true });
    return () => {
      resize.disconnect();
      mutation.disconnect();
    };
  }, [measure]);

  const close = useCallback((focusButton: boolean) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  }, []);

  // The open list ends above the frame's bottom edge (issue 24: at 320×568 a fixed 70vh cut "Settings" and "Sign in"
  // off under the guide and the canvas): it takes the height left under the button, and scrolls only past that.
  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!open || !bar) return;
    const fit = (): void => {
      bar.style.maxHeight = `${Math.max(120, window.innerHeight - bar.getBoundingClientRect().top - MENU_MARGIN)}px`;
    };
    fit();
    window.addEventListener('resize', fit);
    return () => {
      window.removeEventListener('resize', fit);
      bar.style.maxHeight = '';
    };
  }, [open]);

  // Opening moves focus to the first action; a click or tap outside, or on an action, closes the menu.
  useEffect(() => {
    if (!open) {
      measure();
      return;
    }
    barRef.current?.querySelector<HTMLElement>('button:not(:disabled), a[href]')?.focus();
    const onPointer = (event: PointerEvent): void => {
      if (!navRef.current?.contains(event.target as Node)) close(false);
    };
    const bar = barRef.current;
    const onChosen = (event: MouseEvent): void => {
      if ((event.target as Element | null)?.closest('button, a')) close(false);
    };
    // Tabbing past the last action leaves the menu: it closes rather than stay open behind the focus.
    const nav = navRef.current;
    const onFocusOut = (event: FocusEvent): void => {
      if (event.relatedTarget instanceof Node && !nav?.contains(event.relatedTarget)) close(false);
    };
    document.addEventListener('pointerdown', onPointer);
    bar?.addEventListener('click', onChosen);
    nav?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      bar?.removeEventListener('click', onChosen);
      nav?.removeEventListener('focusout', onFocusOut);
    };
  }, [open, close, measure]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (!openRef.current) return;
      if (event.key === 'Escape') {
        // The overlay frames listen for Escape on the window too; the menu is what the player has in front.
        event.stopPropagation();
        event.nativeEvent.stopImmediatePropagation();
        close(true);
      }
    },
    [close],
  );

  return { navRef, barRef, buttonRef, overflowing, open, toggle: () => setOpen((o) => !o), close, onKeyDown };
}
