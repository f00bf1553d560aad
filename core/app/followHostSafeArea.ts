import type { Insets, PlatformAdapter } from '../platform.ts';

const SIDES = ['top', 'right', 'bottom', 'left'] as const satisfies readonly (keyof Insets)[];

/**
 * Keeps the host's covered edges (`adapter.safeArea`: a notch, Telegram's controls in fullscreen) in the CSS
 * variables `--host-inset-{top,right,bottom,left}` of `element`, which the app's frame pads by (app.css), so no
 * control of the game sits under the host's. Returns the clean-up; does nothing on a host that reports none.
 */
export function followHostSafeArea(adapter: Pick<PlatformAdapter, 'safeArea'>, element: { style: Pick<CSSStyleDeclaration, 'setProperty'> }): () => void {
  const area = adapter.safeArea;
  if (!area) return () => undefined;
  const apply = (insets: Insets): void => {
    for (const side of SIDES) element.style.setProperty(`--host-inset-${side}`, `${Math.max(0, Math.round(insets[side]))}px`);
  };
  apply(area.current());
  return area.onChange(apply);
}
