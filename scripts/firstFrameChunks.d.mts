import type { GetManualChunk } from 'rollup';

/** The chunk of the modules two or more lazy imports share. */
export declare const LAZY_SHARED: string;

/**
 * A manualChunks function: the modules the entry reaches statically go into the entry's chunk, ours the first-frame
 * modules reach into those modules' chunks, and the rest that two or more lazy imports share into `LAZY_SHARED`.
 */
export declare function firstFrameChunks(
  entryId: string,
  firstFrameModules: readonly string[],
  vendor: (id: string) => string | undefined,
  entryName: string,
): GetManualChunk;
