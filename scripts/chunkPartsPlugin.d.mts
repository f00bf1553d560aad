import type { Plugin } from 'rollup';

/** The rollup plugin writing the lazy catalog of each language and each lazy chunk's CSS (issue 26). */
export declare function chunkParts(options: {
  root: string;
  host: string;
  catalogs: Record<string, string>;
  firstFrame: string[];
  shortIds?: { api: { plan(): Map<string, string> | null } } | false;
}): Plugin & { api: { initialCss(): [string, number][] } };

/** `text` as a single-quoted JS string literal. */
export declare function singleQuoted(text: string): string;
