/** Side of one atlas cell in pixels (places, finds, markers). */
export declare const CELL: number;
/** Side of the small cells of roadside decoration. */
export declare const SMALL_CELL: number;
/** What a sprite is: decides its pedestal, badge or none. */
export declare const Role: {
  readonly resource: 'resource';
  readonly place: 'place';
  readonly marker: 'marker';
  readonly decor: 'decor';
};
export type Role = (typeof Role)[keyof typeof Role];
/** One sprite's recipe: a game-icons silhouette, its body colours (top, bottom) and role. */
export interface FrameRecipe {
  icon: string;
  top: string;
  bottom: string;
  role: Role;
}
/** imageId → recipe. */
export declare const FRAMES: Record<string, FrameRecipe>;
/** One sprite as an SVG document. */
export declare function spriteSvg(frame: FrameRecipe, body: string): string;
/** Renders FRAMES and writes `<outDir>/atlas/main.png` + `main.json`; resolves to the JSON written. */
export declare function buildAtlas(outDir: string): Promise<{
  frames: Record<string, { frame: { x: number; y: number; w: number; h: number } }>;
  meta: { image: string; size: { w: number; h: number } };
}>;
/** resvg's WASM module, initialised once per process. */
export declare function initResvg(): Promise<void>;
