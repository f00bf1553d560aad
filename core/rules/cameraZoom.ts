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
