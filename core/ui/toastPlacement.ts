/** A box in CSS pixels of the page (as getBoundingClientRect gives it). */
export interface PageRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const STEP = 4;

const overlaps = (a: PageRect, b: PageRect): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Where a toast of `size` stands in `frame`, centred across it: as low as it can (its usual place, `margin` above
 * the frame's bottom) without covering any of `obstacles` (the buttons a player may need, issue 10: "the victory
 * toast covers the HUD buttons"). Returns its top in page pixels; the lowest place when none is free.
 */
export function placeToast(
  frame: PageRect,
  size: { width: number; height: number },
  obstacles: readonly PageRect[],
  margin = 16,
): number {
  const left = (frame.left + frame.right) / 2 - size.width / 2;
  const lowest = frame.bottom - margin - size.height;
  for (let top = lowest; top >= frame.top + margin; top -= STEP) {
    const box = { left, right: left + size.width, top, bottom: top + size.height };
    if (!obstacles.some((o) => overlaps(box, o))) return top;
  }
  return lowest;
}
