/** A frame rectangle in atlas pixels, origin top-left (TexturePacker "JSON hash"). */
export interface AtlasRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The JSON scripts/atlas.mjs writes beside the PNG. */
export interface AtlasJson {
  frames: Record<string, { frame: AtlasRect; rotated: boolean; trimmed: boolean; sourceSize: { w: number; h: number } }>;
  meta: { image: string; size: { w: number; h: number }; scale: string };
}

/** Where the main atlas is, relative to the page (technical §7 "Static assets"). */
export const ATLAS_JSON_PATH = 'atlas/main.json';
