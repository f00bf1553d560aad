/**
 * Yandex Games requirements 1.6.1.8 and 1.6.2.7 (no browser context menu, highlight or selection from a right click or
 * a long press in the game area) and 1.10.2 (no swipe-to-refresh): text fields keep their own menu and selection.
 */
export const GAME_AREA_CSS =
  'html,body{overscroll-behavior:none}' +
  '#game{user-select:none;-webkit-user-select:none;-webkit-touch-callout:none;-webkit-tap-highlight-color:transparent}' +
  '#game input,#game textarea,#game [contenteditable]{user-select:text;-webkit-user-select:text;-webkit-touch-callout:default}';

const EDITABLE = 'input, textarea, [contenteditable]';

/** Cancels the browser's context menu unless the player pressed into a text field. */
export const blockContextMenu = (event: Pick<Event, 'target' | 'preventDefault'>): void => {
  const target = event.target as { closest?: (selector: string) => unknown } | null;
  if (typeof target?.closest === 'function' && target.closest(EDITABLE) !== null) return;
  event.preventDefault();
};

/** The part of the page the guards touch. */
export interface GuardedPage {
  addEventListener(type: 'contextmenu', listener: (event: Event) => void): void;
  createElement(tag: 'style'): { textContent: string | null };
  head: { append(node: never): void };
}

/** Installs the guards on the page: the style rules and the context-menu block. */
export function guardGameArea(doc: GuardedPage): void {
  const style = doc.createElement('style');
  style.textContent = GAME_AREA_CSS;
  doc.head.append(style as never);
  doc.addEventListener('contextmenu', blockContextMenu);
}
