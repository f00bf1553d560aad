/** A stand-in: the declaration's new text, the text for the lines from the opening one up to `until`, or for the opening line alone. */
export type Stub = string | { until?: string; text: string };
/** Stand-ins for the parts of three's renderer our scenes never run, by the declaration each replaces. */
export declare const STUBS: Record<string, Stub>;
/** The classes whose `toJSON()` throws besides every `toJSON( meta )`. */
export declare const SERIALIZING_CLASSES: readonly string[];
/** three.module.js with each declaration of `stubs` replaced. */
export declare function stubThreeParts(code: string, stubs?: Record<string, Stub>): string;
/** three.core.js with the serializing methods throwing and scripts/threeCoreStubs.mjs' methods left out. */
export declare function stubThreeCore(code: string): string;
/** GLSL without the blocks opened by a line `needs` matches. */
export declare function withoutBlocks(glsl: string, needs: RegExp): string;
/** GLSL without the blocks only USE_SHADOWMAP turns on. */
export declare function withoutShadowBlocks(glsl: string): string;
/** three.module.js with its shader chunks' shadow-map blocks cut. */
export declare function dropShadowGlsl(code: string): string;
