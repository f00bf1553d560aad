/** Text-like file names that get a .br and .gz beside them. */
export declare const COMPRESSIBLE: RegExp;
/** Writes `<file>.br` and `<file>.gz` beside every compressible file under `folders`; resolves to the totals. */
export declare function precompress(
  folders: readonly string[],
  options?: { quality?: number; concurrency?: number },
): Promise<{ files: number; contents: number; bytes: number; brotliBytes: number; gzipBytes: number }>;
