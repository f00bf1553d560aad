import type { Plugin } from 'rollup';

/** The rollup plugin writing each lazy chunk's catalog and CSS parts (issue 26). */
export declare function chunkParts(options: {
  root: string;
  host: string;
  catalogs: Record<string, string>;
  firstFrame: string[];
  shortIds?: { api: { plan(): Map<string, string> | null } } | false;
}): Plugin & { api: { initialCss(): [string, number][] } };
