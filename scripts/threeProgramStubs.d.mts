import type { Stub } from './threeStubs.mjs';

/** Stand-ins for tone mapping, the DFG table, other materials' uniform refreshers and precompiling. */
export declare const PROGRAM_STUBS: Record<string, Stub>;
