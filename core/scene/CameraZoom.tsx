import { REFERENCE_WIDTH } from '../model/index.ts';

// The zoom is pure math that the battle HUD (core/ui) needs too, to stand its buttons over the figures: it lives in
// core/rules/cameraZoom.ts, which the scene and the HUD both read.
export { cameraZoom, REFERENCE_VIEW_HEIGHT, viewHeightOf, viewWidthOf } from '../rules/cameraZoom.ts';
import { cameraZoom } from '../rules/cameraZoom.ts';

/**
 * The drawing buffer never exceeds this many times the quality width squared. A tall phone drew about 2 × q²
 * under the old rule and keeps it; a big window costs the GPU a bounded amount more, not 3 × 1920 × 1080.
 */
export const MAX_BUFFER_AREA = 2.5;

/**
 * The canvas pixel ratio. Technical §9 sets the drawing buffer to the quality width (450..768 px) for the
 * 600-unit reference width; with a canvas wider than the reference we keep that density per world unit, so a
 * 1920-px window draws about 1350 buffer pixels across at standard quality instead of 3 × 1920. `deviceCap` (the
 * screen's devicePixelRatio, given at the lowest quality) keeps the buffer from outgrowing the screen: a 390-px
 * phone at 1× would otherwise draw 450 pixels across that it cannot show, 30 % more pixels to fill, then shrink them.
 */
export const bufferDpr = (qualityWidth: number, width: number, height: number, deviceCap = Infinity): number => {
  if (width <= 0 || height <= 0) return 1;
  const perUnit = qualityWidth / REFERENCE_WIDTH;
  const dpr = perUnit / cameraZoom(width, height);
  const areaCap = Math.sqrt((MAX_BUFFER_AREA * qualityWidth * qualityWidth) / (width * height));
  return Math.min(3, deviceCap, Math.max(0.25, Math.min(dpr, areaCap)));
};
