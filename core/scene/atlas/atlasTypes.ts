/** A frame rectangle in atlas pixels, origin top-left (TexturePacker "JSON hash"). */
export interface AtlasRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The JSON scripts/atlas.mjs writes beside the PNG. scripts/atlasEncode.mjs then names the WebP as `image` and the
 * PNG as `fallbackImage`, for browsers that cannot decode WebP.
 */
export interface AtlasJson {
  frames: Record<string, { frame: AtlasRect; rotated: boolean; trimmed: boolean; sourceSize: { w: number; h: number } }>;
  meta: { image: string; fallbackImage?: string; size: { w: number; h: number }; scale: string };
}

/** Where the main atlas is, relative to the static base (technical §7 "Static assets"). */
export const ATLAS_JSON_PATH = 'atlas/main.json';

/**
 * The image the build names in that JSON (scripts/atlasEncode.mjs), known here so that the first script can ask for
 * it together with the JSON instead of after it (issue 10: no request chains).
 */
export const ATLAS_IMAGE_PATH = 'atlas/main.webp';
