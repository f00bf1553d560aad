/** Writes `<outDir>/atlas/main.webp` from the atlas PNG and points main.json at it (the PNG as `fallbackImage`). */
export declare function encodeAtlas(outDir: string): Promise<{ png: number; webp: number }>;
