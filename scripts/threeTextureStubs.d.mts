import type { Stub } from './threeStubs.mjs';

/** Stand-ins for render targets, the textures that are not 2D and the renderer's copy and read-back methods. */
export declare const TEXTURE_STUBS: Record<string, Stub>;
