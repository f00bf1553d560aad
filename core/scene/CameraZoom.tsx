import { REFERENCE_WIDTH } from '../model/index.ts';

/**
 * The world height a wide (desktop-mode) frame is fitted to. About what the old 600-px column showed in a
 * 1280×800 window (600×740 at zoom 1), so sprites keep their size there and grow on bigger screens.
 */
export const REFERENCE_VIEW_HEIGHT = 720;

/**
 * Pixels per world unit for a canvas of this CSS size (issue 10 "fill the frame"). The canvas always fills
 * the stage; the camera shows at least REFERENCE_WIDTH (600) units across (technical §9), fitted to the
 * width on a portrait frame (a taller phone sees more road, never a smaller world) and to
 * REFERENCE_VIEW_HEIGHT on a wide one (a wider window sees more world sideways, not tinier sprites).
 */
export const cameraZoom = (width: number, height: number): number =>
  width > 0 && height > 0 ? Math.min(width / REFERENCE_WIDTH, height / REFERENCE_VIEW_HEIGHT) : 1;

/** The visible world width in world units for a canvas of this CSS size. */
export const viewWidthOf = (width: number, height: number): number => (width > 0 ? width / cameraZoom(width, height) : 0);

/** The visible road/world height in world units for a canvas of this CSS size (what `viewport.height` says). */
export const viewHeightOf = (width: number, height: number): number => (width > 0 ? height / cameraZoom(width, height) : 0);

/**
 * The drawing buffer never exceeds this many times the quality width squared. A tall phone drew about 2 × q²
 * under the old rule and keeps it; a big window costs the GPU a bounded amount more, not 3 × 1920 × 1080.
 */
export const MAX_BUFFER_AREA = 2.5;

/**
 * The canvas pixel ratio. Technical §9 sets the drawing buffer to the quality width (450..768 px) for the
 * 600-unit reference width; with a canvas wider than the reference we keep that density per world unit, so a
 * 1920-px window draws about 1350 buffer pixels across at standard quality instead of 3 × 1920.
 */
export const bufferDpr = (qualityWidth: number, width: number, height: number): number => {
  if (width <= 0 || height <= 0) return 1;
  const perUnit = qualityWidth / REFERENCE_WIDTH;
  const dpr = perUnit / cameraZoom(width, height);
  const areaCap = Math.sqrt((MAX_BUFFER_AREA * qualityWidth * qualityWidth) / (width * height));
  return Math.min(3, Math.max(0.25, Math.min(dpr, areaCap)));
};
