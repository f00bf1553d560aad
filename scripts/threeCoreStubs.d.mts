import type { Stub } from './threeStubs.mjs';

/** Stand-ins in three.core.js: CSS colour names, rgb()/hsl() and HSL, BufferGeometry's normals, tangents, de-indexing. */
export declare const CORE_STUBS: Record<string, Stub>;
