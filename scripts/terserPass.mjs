// Issue 26: terser over esbuild's minified output, every chunk: its compressor (two passes) and its name mangler.
// terser draws its short names from the characters the chunk already uses most (its character-frequency pass), which
// leaves more repeats for gzip and brotli than esbuild's names, and its compressor folds what esbuild leaves. On the
// own build, the mangler alone over the first visit's chunks took three from 151.4 to 147.8 KB gzip and the first
// visit from 283.8 to 277.0 KB brotli; the compressor and the lazy chunks took all JS from 484.3 to 478.5 KB gzip.
// esbuild stays the minifier: terser from the source (MINIFY=terser) gives the same bytes but runs over every module
// of every host.
//
// It costs a few seconds a chunk, so a bundle of several hosts pays once: the hosts share core, so most chunks are the
// same code in every host's bundle but for the names of the chunks they import; the result is kept by the code with
// those names set aside (`withoutChunkNames`) and used again with the host's own names put back.
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

/** terser over a minified chunk; the same code is done once per process. */
const done = new Map();
export async function terserPass(code) {
  const { stripped, names } = withoutChunkNames(code);
  let pending = done.get(stripped);
  if (!pending) {
    pending = minify(stripped, { module: true, ecma: 2020, compress: { passes: 2 }, mangle: true, format: { ascii_only: false } }).then((r) => r.code);
    done.set(stripped, pending);
  }
  return withChunkNames(await pending, names);
}

/** The rollup plugin, placed after the minifier (rollup.config.mjs). */
export function terserPassPlugin() {
  return {
    name: 'terser-pass',
    async renderChunk(code) {
      return { code: await terserPass(code), map: null };
    },
  };
}
