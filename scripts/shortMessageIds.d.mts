import type { Plugin } from 'rollup';

/** The n-th short id (0 → "a"). */
export declare function shortId(n: number): string;
/** The message ids of a compiled catalog module. */
export declare function catalogIds(source: string): string[];
/** The ids `code` names other than as a descriptor's `id: "…"`. */
export declare function idsUsedOtherwise(code: string, ids: Iterable<string>): Set<string>;
/** The ids in sorted order to short ids, skipping those kept. */
export declare function planShortIds(ids: Iterable<string>, kept: Set<string>): Map<string, string>;
/** `code` with every `id: "…"` of a planned id renamed. */
export declare function renameInCode(code: string, plan: Map<string, string>): string;
/** A compiled catalog's code with every planned key renamed. */
export declare function renameInCatalog(code: string, plan: Map<string, string>): string;
/** The rollup plugin; `catalogs` are the compiled catalog modules' absolute paths. */
export declare function shortMessageIds(catalogs: string[]): Plugin;
