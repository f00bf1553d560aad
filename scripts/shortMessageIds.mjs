// Issue 26: lingui names each message by a 6-character hash of its text ("-CVDXR"). Random to gzip, each costs about
// 4.5 bytes in each catalog and again in the code that asks for it: some 18 KB of all JS. A production build renames
// them to short ids in sorted order ("a", "b", … "aZ"), in the code and in both catalogs alike. Renamed before the
// chunks' hashes are taken (renderChunk), so a chunk whose ids moved gets a new name.
import { readFileSync } from 'node:fs';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-';

/** The n-th short id (0 → "a"), bijective base 64 over ALPHABET. */
export function shortId(n) {
  let id = '';
  let rest = n;
  do {
    id = ALPHABET[rest % ALPHABET.length] + id;
    rest = Math.floor(rest / ALPHABET.length) - 1;
  } while (rest >= 0);
  return id;
}

/** The message ids of a compiled catalog module (lingui compile --typescript: `messages=JSON.parse("…")`). */
export function catalogIds(source) {
  const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
  if (!literal) throw new Error('shortMessageIds: no JSON.parse("…") in the compiled catalog');
  return Object.keys(JSON.parse(JSON.parse(literal)));
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Every quoted occurrence of one of `ids`, in JS source: the quote, the id, whether it stands as `id: "…"`. */
const occurrences = (code, ids) => {
  const pattern = new RegExp(`(\\bid:\\s*)?(\\\\?["'\`])(${[...ids].map(escape).join('|')})\\2`, 'g');
  return [...code.matchAll(pattern)].map((m) => ({ index: m.index, text: m[0], asId: Boolean(m[1]), quote: m[2], id: m[3] }));
};

/**
 * The ids found in `code` other than as a descriptor's `id: "…"` (some code may name a message by its id as a plain
 * string): those keep their names everywhere, so nothing is renamed that is not certainly a message id.
 */
export function idsUsedOtherwise(code, ids) {
  return new Set(occurrences(code, ids).filter((o) => !o.asId).map((o) => o.id));
}

/** The renaming: the ids in sorted order to short ids, skipping those kept and any short id that is a kept id. */
export function planShortIds(ids, kept) {
  const taken = new Set(ids);
  const plan = new Map();
  let n = 0;
  for (const id of [...ids].sort()) {
    if (kept.has(id)) continue;
    let next = shortId(n++);
    while (taken.has(next)) next = shortId(n++);
    plan.set(id, next);
  }
  return plan;
}

/** `code` with every `id: "…"` of a planned id renamed. */
export function renameInCode(code, plan) {
  if (plan.size === 0) return code;
  return code.replace(new RegExp(`(\\bid:\\s*)(["'\`])(${[...plan.keys()].map(escape).join('|')})\\2`, 'g'), (_m, lead, q, id) => `${lead}${q}${plan.get(id)}${q}`);
}

/** A compiled catalog's code with every planned key renamed (`"id":` or, inside a string literal, `\"id\":`). */
export function renameInCatalog(code, plan) {
  if (plan.size === 0) return code;
  return code.replace(new RegExp(`(\\\\?")(${[...plan.keys()].map(escape).join('|')})\\1:`, 'g'), (_m, q, id) => `${q}${plan.get(id)}${q}:`);
}

/**
 * The rollup plugin (before the minifier): `catalogs` are the compiled catalog modules' absolute paths.
 * Every catalog must hold the same ids (lingui compile writes every id into each locale).
 */
export function shortMessageIds(catalogs) {
  let ids = new Set();
  let kept = new Set();
  let plan = null;
  const isCatalog = (id) => catalogs.includes(id);
  return {
    name: 'short-message-ids',
    // The renaming, for the lazy catalogs scripts/chunkPartsPlugin.mjs writes (null before renderStart).
    api: { plan: () => plan },
    buildStart() {
      ids = new Set(catalogs.flatMap((file) => catalogIds(readFileSync(file, 'utf8'))));
    },
    // Every module's transformed code, cached ones included (build.mjs hands each host's build the last one's cache).
    renderStart() {
      kept = new Set();
      for (const id of this.getModuleIds()) {
        const code = this.getModuleInfo(id)?.code;
        if (!code || id.includes('node_modules') || isCatalog(id)) continue;
        for (const used of idsUsedOtherwise(code, ids)) kept.add(used);
      }
      plan = planShortIds(ids, kept);
    },
    renderChunk(code, chunk) {
      if (!plan) throw new Error('shortMessageIds: renderChunk before renderStart');
      const catalog = chunk.moduleIds.some(isCatalog);
      return { code: catalog ? renameInCatalog(code, plan) : renameInCode(code, plan), map: null };
    },
  };
}
