import type { GetManualChunk } from 'rollup';

/** A manualChunks function: our modules the first-frame modules reach statically go into those modules' chunks. */
export declare function firstFrameChunks(
  entryId: string,
  firstFrameModules: readonly string[],
  vendor: (id: string) => string | undefined,
): GetManualChunk;
