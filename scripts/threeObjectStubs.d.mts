import type { Stub } from './threeStubs.mjs';

/** Stand-ins for lights and objects our scenes never have, texture backgrounds, clipping and compressed formats. */
export declare const OBJECT_STUBS: Record<string, Stub>;
/** three.module.js with its shader chunks' blocks for the lights, probe grids and clipping planes left out cut. */
export declare function dropLeftOutGlsl(code: string): string;
