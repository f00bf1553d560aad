import type { Plugin } from 'rollup';

/** ShaderLib programs (three's names) our scenes draw with. */
export declare const KEPT_MATERIAL_PROGRAMS: readonly string[];
/** three's module build with the shader chunks `keptPrograms` and `ownGlsl` cannot reach replaced by `#error` lines. */
export declare function trimThreeShaders(
  code: string,
  options?: { keptPrograms?: readonly string[]; ownGlsl?: readonly string[] },
): { code: string; kept: string[]; dropped: string[]; bytesDropped: number };
/** The `#include` lines of every .ts/.tsx file under `dir`. */
export declare function sourceIncludes(dir: string): string[];
/** The rollup plugin. */
export declare function threeShaders(options: { sourceDir: string }): Plugin;
