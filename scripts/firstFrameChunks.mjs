// Issue 26 "fewer, larger chunks for the first frame": rollup split the modules the first frame shares with later
// screens into a dozen chunks of 0.2–6 KB (battle, backpack, figures, heroes, road, …), each one more request. On the
// slow profile's six HTTP/1.1 connections they queued behind the big ones and arrived one round trip apart, the last
// at ~2.1 s, and the app could not start before all were in. Every one of them is loaded before the first frame
// anyway, so nothing is lost by keeping them in the chunk of the first-frame module that needs them first: a later
// screen that shares one imports it from a chunk the page already has. What only later screens share goes into one
// lazy chunk (`LAZY_SHARED`, below).
//
// Used with rollup's `output.onlyExplicitManualChunks`: rollup otherwise moves every static dependency of a named
// module into its chunk, barrels and all, and a barrel of the pure layers (core/model/index.ts) would drag every table
// it re-exports into the first visit. So the modules are followed the way rollup's tree-shaking sees them: through a
// barrel only to the modules that define the names imported from it.
import path from 'node:path';

/**
 * A module of ours that only passes names on: one of the pure layers' index.ts (rollup.config.mjs `pureLayer`), or any
 * whose body is re-exports alone (core/index.ts, platforms/sdk/index.ts). Importing it runs nothing of its own.
 */
const isBarrel = (info) =>
  !info.id.includes('node_modules') &&
  ((info.moduleSideEffects === false && /[\\/]index\.[cm]?[jt]sx?$/.test(info.id)) ||
    (info.ast?.body.length > 0 && info.ast.body.every((n) => n.type === 'ExportAllDeclaration' || (n.type === 'ExportNamedDeclaration' && n.source))));
const nameOf = (node) => node.name ?? String(node.value);
/** The chunk of the modules lazy chunks share (below). */
export const LAZY_SHARED = 'lazyShared';

/**
 * A manualChunks function (rollup `output.manualChunks`, with `onlyExplicitManualChunks`) that puts each module
 * needed by a first-frame module into that module's chunk, named after it: from the first of `firstFrameModules` that
 * needs it, in their order (the app chunk before the renderer's, so the app never waits for the renderer's chunk,
 * which imports three). The modules the entry needs go into the entry's own chunk, named `entryName` like it (the first
 * chunk paints the loading screen and must not wait for the app's): left to rollup, the mystore bundle's came out as a
 * chunk of their own that the entry imported. `vendor` names (three, react) win.
 * @param {string} entryId the entry module (absolute)
 * @param {readonly string[]} firstFrameModules absolute module ids, in load order
 * @param {(id: string) => string | undefined} vendor the vendor chunks
 * @param {string} entryName the entry's chunk name (rollup's `input` key)
 */
export function firstFrameChunks(entryId, firstFrameModules, vendor, entryName) {
  /** @type {Map<string, string> | null} */
  let owner = null;
  return (id, { getModuleInfo }) => {
    owner ??= owners(getModuleInfo, entryId, firstFrameModules, vendor, entryName);
    return owner.get(id) ?? vendor(id);
  };
}

function owners(getModuleInfo, entryId, firstFrameModules, vendor, entryName) {
  const resolveIn = (info, specifier) => {
    if (!specifier.startsWith('.')) return null;
    const target = path.resolve(path.dirname(info.id), specifier);
    return info.importedIds.includes(target) ? target : null;
  };

  /** The modules defining `name` behind a barrel (null: every module it re-exports). */
  const definers = (barrelId, name, seen = new Set()) => {
    const info = getModuleInfo(barrelId);
    if (!info?.ast || seen.has(barrelId)) return [];
    seen.add(barrelId);
    if (name === null) return [...info.importedIds];
    const found = [];
    const follow = (target, inner) => {
      const targetInfo = getModuleInfo(target);
      if (!targetInfo) return;
      if (isBarrel(targetInfo)) found.push(...definers(target, inner, seen));
      else if (inner === null || (targetInfo.exports ?? []).includes(inner)) found.push(target);
    };
    for (const node of info.ast.body) {
      if (!node.source) continue;
      const target = resolveIn(info, String(node.source.value));
      if (!target) continue;
      if (node.type === 'ExportNamedDeclaration') {
        for (const s of node.specifiers) if (nameOf(s.exported) === name) follow(target, nameOf(s.local));
      } else if (node.type === 'ExportAllDeclaration') {
        if (node.exported) {
          if (nameOf(node.exported) === name) follow(target, null);
        } else if (name !== 'default') follow(target, name);
      }
    }
    return found;
  };

  /** The names `info` imports or re-exports from `barrelId` (null: all of them, or unknown). */
  const namesFrom = (info, barrelId) => {
    if (!info.ast) return null;
    const names = [];
    let found = false;
    for (const node of info.ast.body) {
      if (!node.source || resolveIn(info, String(node.source.value)) !== barrelId) continue;
      found = true;
      if (node.type === 'ExportAllDeclaration') return null;
      for (const s of node.specifiers ?? []) {
        if (s.type === 'ImportNamespaceSpecifier') return null;
        names.push(s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.type === 'ImportSpecifier' ? s.imported : s.local));
      }
    }
    return found ? names : null;
  };

  /**
   * What `id` needs: its static imports, a barrel replaced by the modules behind the names taken from it. With
   * `effects`, also every module the barrel passes on that rollup kept and may not drop (not a pure layer's): importing
   * the barrel runs it whether or not a name of it is used (the example game's entry imported PlatformDialogError's
   * chunk through platforms/sdk/index.ts).
   */
  const needs = (id, effects) => {
    const info = getModuleInfo(id);
    if (!info) return [];
    const out = [];
    for (const dep of info.importedIds) {
      const depInfo = getModuleInfo(dep);
      if (!depInfo || !isBarrel(depInfo)) {
        out.push(dep);
        continue;
      }
      const names = namesFrom(info, dep);
      if (names === null) out.push(...definers(dep, null));
      else for (const name of names) out.push(...definers(dep, name));
      if (effects) {
        for (const passed of depInfo.importedIds) {
          const passedInfo = getModuleInfo(passed);
          if (passedInfo?.isIncluded && passedInfo.moduleSideEffects !== false && !isBarrel(passedInfo)) out.push(passed);
        }
      }
    }
    return out;
  };

  const reach = (start, skip, effects = false) => {
    const seen = new Set();
    const queue = [start];
    while (queue.length > 0) {
      const id = queue.pop();
      if (seen.has(id) || skip.has(id) || !getModuleInfo(id)) continue;
      seen.add(id);
      // A vendor chunk's own imports are its own (below).
      if (!vendor(id)) queue.push(...needs(id, effects));
    }
    return seen;
  };

  const result = new Map();
  const entryNeeds = reach(entryId, new Set(), true);
  const taken = new Set(entryNeeds);
  for (const id of entryNeeds) if (!vendor(id)) result.set(id, entryName);
  for (const module of firstFrameModules) {
    if (!getModuleInfo(module)) continue;
    const name = path.basename(module).replace(/\.[^.]+$/, '');
    for (const id of reach(module, taken)) {
      taken.add(id);
      if (!vendor(id)) result.set(id, name);
    }
  }
  // Every vendor module is named, and the packages (and rollup's commonjs helpers) they import go with them, as
  // rollup's pulling of dependencies did; the page's entry check (rollup.config.mjs `page`) fails the build should the
  // entry ever import one of these chunks.
  const all = [...allModules(getModuleInfo, entryId)];
  for (const id of all) if (vendor(id)) result.set(id, vendor(id));
  for (const id of all.filter((id) => vendor(id))) {
    const queue = [...(getModuleInfo(id)?.importedIds ?? [])];
    while (queue.length > 0) {
      const dep = queue.shift();
      if (result.has(dep) || !(dep.includes('node_modules') || dep.startsWith('\0'))) continue;
      result.set(dep, vendor(id));
      queue.push(...(getModuleInfo(dep)?.importedIds ?? []));
    }
  }
  // Issue 26, all JS: the modules two or more lazy imports share (and no first-frame chunk holds) go into one chunk,
  // `LAZY_SHARED`, fetched with the first lazy chunk that needs any of them. Left to rollup, each set of importers got a
  // chunk of its own: 25 chunks of 0.1–1.4 KB gzip on the own build (league names, a tab bar, a duration hook, …), each
  // compressed alone and one more request for every screen that needs it. In one they are 3.6 KB less in all, and
  // the ~12 KB gzip come once, with the battle's chunk after the first frame (core/app/useBattleChunk.ts). A lazy
  // import's own module stays in its chunk: each screen and scene keeps a chunk of its own.
  const lazyEntries = all.filter((id) => !result.has(id) && (getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0);
  const importers = new Map();
  for (const lazy of lazyEntries) {
    for (const id of reach(lazy, taken)) {
      if (id !== lazy && !result.has(id) && getModuleInfo(id)?.isIncluded) importers.set(id, (importers.get(id) ?? 0) + 1);
    }
  }
  for (const [id, count] of importers) if (count > 1 && !lazyEntries.includes(id)) result.set(id, LAZY_SHARED);
  return result;
}

/** Every module reachable from `entryId`, statically or dynamically, in the order found. */
function allModules(getModuleInfo, entryId) {
  const seen = new Set();
  const queue = [entryId];
  while (queue.length > 0) {
    const id = queue.shift();
    if (seen.has(id)) continue;
    const info = getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    queue.push(...info.importedIds, ...info.dynamicallyImportedIds);
  }
  return seen;
}
