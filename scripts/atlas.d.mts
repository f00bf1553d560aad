/** Side of one atlas cell in pixels. */
export declare const CELL: number;
/** imageId → [game-icons name, tint]. */
export declare const FRAMES: Record<string, readonly [icon: string, tint: string]>;
/** Renders FRAMES and writes `<outDir>/atlas/main.png` + `main.json`; resolves to the JSON written. */
export declare function buildAtlas(outDir: string): Promise<{
  frames: Record<string, { frame: { x: number; y: number; w: number; h: number } }>;
  meta: { image: string; size: { w: number; h: number } };
}>;
