// Issue 26 (the first visit): terser's name mangler over esbuild's minified output, for the chunks a first visit
// loads. terser draws its short names from the characters the chunk already uses most (its character-frequency pass),
// which leaves more repeats for gzip and brotli than esbuild's names: on the own build the three chunk went from 151.4
// to 147.8 KB gzip and the first visit from 283.8 to 277.0 KB brotli. No compression pass: no code is moved or
// rewritten, only renamed.
//
// It costs a few seconds a chunk, so a bundle of several hosts pays once: three's and react's chunks are the same
// code in every host's bundle but for the names of the chunks they import, so the result is kept by the code with those
// names set aside (`withoutChunkNames`) and used again with the host's own names put back.
import { minify } from 'terser';

// In renderChunk the names still hold rollup's hash placeholders (`!~{001}~`).
const CHUNK_NAME = /"\.\/[^"\\]+\.js"/g;

/** `code` with each `"./<chunk>.js"` replaced by a numbered stand-in, and the names in their order. */
export function withoutChunkNames(code) {
  const names = [];
  const stripped = code.replace(CHUNK_NAME, (name) => `"./__chunk_${names.push(name) - 1}__"`);
  return { stripped, names };
}

/** The inverse of withoutChunkNames: each stand-in given back its name. */
export function withChunkNames(code, names) {
  return code.replace(/"\.\/__chunk_(\d+)__"/g, (_m, n) => names[Number(n)]);
}

/** terser, renaming only; the same code is mangled once per process. */
const done = new Map();
export async function mangle(code) {
  const { stripped, names } = withoutChunkNames(code);
  let pending = done.get(stripped);
  if (!pending) {
    pending = minify(stripped, { module: true, ecma: 2020, compress: false, mangle: true, format: { ascii_only: false } }).then((r) => r.code);
    done.set(stripped, pending);
  }
  return withChunkNames(await pending, names);
}

/**
 * The rollup plugin, placed after the minifier: mangles the chunks `wanted(chunk)` picks (the first visit's, by the
 * chunk-parts plugin's `initial`).
 */
export function mangleNames({ wanted }) {
  return {
    name: 'mangle-names',
    async renderChunk(code, chunk) {
      if (!wanted(chunk)) return null;
      return { code: await mangle(code), map: null };
    },
  };
}
