// Issue 26 "the first visit on a slow phone": which messages and which CSS each chunk of a bundle needs, read off the
// final chunk graph. The initial chunks (the entry, what it imports statically and the chunks the first frame awaits,
// scripts/modulePreloads.mjs) share one catalog and one stylesheet; every other chunk gets the CSS its own modules use
// that the initial ones do not, and the messages of all such chunks in one lazy catalog per language (`lazyMessages`),
// loaded before the first of them runs (core/boot/chunkParts.ts). Pure: the rollup plugin
// (scripts/chunkPartsPlugin.mjs) hands in the graph and writes the files.

/**
 * @param {object} graph
 * @param {{ fileName: string, imports: string[], moduleIds: string[] }[]} graph.chunks
 * @param {Set<string>} graph.initial the initial chunks' file names
 * @param {Map<string, Iterable<string>>} graph.moduleMessages message ids by module id
 * @param {Map<string, string[]>} graph.cssImporters the modules importing each CSS file
 * @param {string[]} graph.cssOrder every CSS file in the cascade's order (cssInImportOrder)
 * @returns the initial messages; each lazy chunk's own (`chunkMessages`, by file name, less the initial) and all of
 *   those in one sorted list (`lazyMessages`, the lazy catalog); the initial
 *   CSS as runs of the cascade's order with no lazy file between (`initialCss`); each lazy chunk's CSS (`chunkCss`);
 *   the lazy CSS files more than one chunk imports (`duplicatedCss`)
 */
export function planParts({ chunks, initial, moduleMessages, cssImporters, cssOrder }) {
  const chunkOf = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk.fileName])));
  const idsOf = (chunk) => new Set(chunk.moduleIds.flatMap((id) => [...(moduleMessages.get(id) ?? [])]));
  const initialMessages = new Set(chunks.filter((c) => initial.has(c.fileName)).flatMap((c) => [...idsOf(c)]));
  const chunkMessages = new Map();
  for (const chunk of chunks) {
    if (initial.has(chunk.fileName)) continue;
    const own = [...idsOf(chunk)].filter((id) => !initialMessages.has(id)).sort();
    if (own.length > 0) chunkMessages.set(chunk.fileName, own);
  }
  // A stylesheet goes with the chunks of the modules importing it: the initial one if any of them is initial. The
  // initial ones are cut where a lazy one stood between them, so each lazy part can be put back where it stood.
  const initialCss = [];
  let segment = null;
  const chunkCss = new Map();
  const owners = new Map();
  for (const css of cssOrder) {
    const at = [...new Set((cssImporters.get(css) ?? []).map((id) => chunkOf.get(id)).filter((f) => f !== undefined))];
    if (at.length === 0 || at.some((f) => initial.has(f))) {
      if (!segment) initialCss.push((segment = []));
      segment.push(css);
      continue;
    }
    segment = null;
    owners.set(css, at);
    for (const f of at) chunkCss.set(f, [...(chunkCss.get(f) ?? []), css]);
  }
  const duplicatedCss = [...owners].filter(([, at]) => at.length > 1).map(([css]) => css);
  const lazyMessages = [...new Set([...chunkMessages.values()].flat())].sort();
  return { initialMessages, chunkMessages, lazyMessages, initialCss, chunkCss, duplicatedCss };
}

/**
 * The chunks an import of `target` loads that the page has not: the target and its static imports, transitively,
 * less the initial chunks; in the order of a depth-first walk from the target.
 */
export function lazyClosure(chunks, initial, target) {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const order = [];
  const visit = (fileName) => {
    if (initial.has(fileName) || order.includes(fileName)) return;
    const chunk = byFile.get(fileName);
    if (!chunk) return;
    order.push(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(target);
  return order;
}

/**
 * What a dynamic import of `target` waits for (core/boot/chunkParts.ts reads it), short since each import in the code
 * carries it: per chunk the import loads, `[js, catalog, css, order]`: the chunk (js/<js>.js, preloaded while the rest
 * comes), the catalog its messages are in (i18n/<catalog>.<locale>.js: the bundle's one lazy catalog), its stylesheet
 * (css/<css>.css) and that stylesheet's place in the cascade; the empty and missing ones left off the end. The target comes first: a retry of a failed import asks
 * for it at a fresh URL. Null when the target is an initial chunk (loaded with the page). `names` maps a chunk to its
 * parts' names.
 * @param {{ js(fileName: string): string, catalog(fileName: string): string | undefined, css(fileName: string): [string, number] | undefined }} names
 */
export function partsOfImport(chunks, initial, target, names) {
  const closure = lazyClosure(chunks, initial, target);
  const entries = closure.map((f) => {
    const css = names.css(f);
    const entry = [names.js(f), names.catalog(f) ?? '', ...(css ?? [])];
    while (entry.length > 1 && entry.at(-1) === '') entry.pop();
    return entry;
  });
  return entries.length > 0 ? entries : null;
}

/**
 * The CSS files in a fixed order: breadth first from the entry over static imports (the app shell's styles, imported
 * near the entry, before a page's own, which build on them), then what is imported dynamically, the same way. They
 * were joined in the order they loaded, which depends on timing: two builds of one commit, or two hosts of one build,
 * could ship their rules in another order, and the later of two equal rules wins. `info(id)` is rollup's
 * getModuleInfo.
 */
export function cssInImportOrder(moduleIds, info, cssIds) {
  const order = [];
  const seen = new Set();
  let level = moduleIds.filter((id) => info(id)?.isEntry);
  const dynamic = [];
  while (level.length > 0 || dynamic.length > 0) {
    if (level.length === 0) level = dynamic.splice(0);
    const next = [];
    for (const id of level) {
      if (seen.has(id)) continue;
      seen.add(id);
      if (id.endsWith('.css')) order.push(id);
      const module = info(id);
      if (!module) continue;
      next.push(...module.importedIds);
      dynamic.push(...module.dynamicallyImportedIds);
    }
    level = next;
  }
  // Never drop a file: one the walk missed goes last, by name.
  return [...order.filter((id) => cssIds.includes(id)), ...cssIds.filter((id) => !order.includes(id)).sort()];
}

/** A compiled catalog module's messages (lingui compile --typescript: `messages=JSON.parse("…")`). */
export function catalogMessages(source) {
  const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
  if (!literal) throw new Error('chunkParts: no JSON.parse("…") in the compiled catalog');
  return JSON.parse(JSON.parse(literal));
}

/** A catalog chunk's code with its messages cut down to `keep` (ids). */
export function keepInCatalog(code, keep) {
  return code.replace(/JSON\.parse\(("(?:[^"\\]|\\.)*")\)/, (_m, literal) => {
    const messages = JSON.parse(JSON.parse(literal));
    const kept = Object.fromEntries(Object.entries(messages).filter(([id]) => keep.has(id)));
    return `JSON.parse(${JSON.stringify(JSON.stringify(kept))})`;
  });
}
