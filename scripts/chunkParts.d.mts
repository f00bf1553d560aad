/** A chunk as the planner needs it (rollup's RenderedChunk has these). */
export interface PartsChunk {
  fileName: string;
  imports: string[];
  moduleIds: string[];
}

export interface PartsPlan {
  initialMessages: Set<string>;
  chunkMessages: Map<string, string[]>;
  /** Every lazy chunk's messages, sorted: the one lazy catalog of each language. */
  lazyMessages: string[];
  initialCss: string[][];
  chunkCss: Map<string, string[]>;
  duplicatedCss: string[];
}

/** Per chunk an import loads: [js, catalog, css, order], the empty ones left off the end. */
export type ImportParts = (string | number)[][];

/** Which messages and CSS the initial chunks share and each lazy chunk gets. */
export declare function planParts(graph: {
  chunks: PartsChunk[];
  initial: Set<string>;
  moduleMessages: Map<string, Iterable<string>>;
  cssImporters: Map<string, string[]>;
  cssOrder: string[];
}): PartsPlan;
/** The chunks an import of `target` loads that the page has not, the target first. */
export declare function lazyClosure(chunks: PartsChunk[], initial: Set<string>, target: string): string[];
/** What a dynamic import of `target` waits for; null when nothing. */
export declare function partsOfImport(
  chunks: PartsChunk[],
  initial: Set<string>,
  target: string,
  names: { js(fileName: string): string; catalog(fileName: string): string | undefined; css(fileName: string): [string, number] | undefined },
): ImportParts | null;
/** The CSS files in the cascade's order. */
export declare function cssInImportOrder(
  moduleIds: string[],
  info: (id: string) => { isEntry: boolean; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null,
  cssIds: string[],
): string[];
/** A compiled catalog module's messages. */
export declare function catalogMessages(source: string): Record<string, unknown>;
/** A catalog chunk's code with its messages cut down to `keep`. */
export declare function keepInCatalog(code: string, keep: Set<string>): string;
