import type { OutputBundle } from 'rollup';

/** The modules (relative to the repository root) behind the dynamic imports the first frame waits for. */
export declare const FIRST_FRAME_MODULES: readonly string[];
/** The chunk file names the page preloads for the entry chunk `entryFileName`, the entry first. */
export declare function modulePreloads(bundle: OutputBundle, entryFileName: string, firstFrameModules: readonly string[]): string[];
/** `code`'s brotli size as served, for the preload links' `data-bytes`. */
export declare function brotliSize(code: string): number;
