/** Lossy WebP is taken only at or below this fraction of the lossless size. */
export declare const LOSSY_AT_MOST: number;
/** The WebP of an image file's bytes: lossless, or lossy (alpha lossless) when that is much smaller. */
export declare function encodeWebp(image: Buffer): Promise<{ data: Buffer; lossless: boolean }>;
/** Writes `<outDir>/atlas/main.webp` from the atlas PNG and points main.json at it (the PNG as `fallbackImage`). */
export declare function encodeAtlas(outDir: string): Promise<{ png: number; webp: number; lossless: boolean }>;
