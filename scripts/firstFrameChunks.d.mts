import type { GetManualChunk } from 'rollup';

/**
 * A manualChunks function: the modules the entry reaches statically go into the entry's chunk, and ours the first-frame
 * modules reach into those modules' chunks.
 */
export declare function firstFrameChunks(
  entryId: string,
  firstFrameModules: readonly string[],
  vendor: (id: string) => string | undefined,
  entryName: string,
): GetManualChunk;
