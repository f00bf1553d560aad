/** Lossy WebP is taken only at or below this fraction of the lossless size. */
export declare const LOSSY_AT_MOST: number;
/** The palette-reduced (indexed) WebP is taken only at or below this fraction of the lossless size. */
export declare const INDEXED_AT_MOST: number;
/** The indexed WebP's largest mean colour error per channel over visible pixels (0–255). */
export declare const INDEXED_MEAN_ERROR: number;
/** How the atlas's WebP was encoded. */
export type WebpKind = 'lossless' | 'indexed' | 'lossy';
/** The WebP of an image file's bytes: lossless, indexed (a 256-colour palette, lossless) or lossy (alpha lossless), whichever the rules pick. */
export declare function encodeWebp(image: Buffer): Promise<{ data: Buffer; kind: WebpKind }>;
/** Writes `<outDir>/atlas/main.webp` from the atlas PNG and points main.json at it (the PNG as `fallbackImage`). */
export declare function encodeAtlas(outDir: string): Promise<{ png: number; webp: number; kind: WebpKind }>;
