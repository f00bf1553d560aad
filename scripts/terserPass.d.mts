import type { Plugin } from 'rollup';

/** `code` with each `"./<chunk>.js"` set aside as a numbered stand-in, and the names in their order. */
export declare function withoutChunkNames(code: string): { stripped: string; names: string[] };
/** Each stand-in given back its name. */
export declare function withChunkNames(code: string, names: string[]): string;
/** terser's compressor and mangler over `code`, once per distinct code (chunk names set aside). */
export declare function terserPass(code: string): Promise<string>;
/** The rollup plugin running terserPass over every chunk. */
export declare function terserPassPlugin(): Plugin;
