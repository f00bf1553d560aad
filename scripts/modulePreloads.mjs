// Issue 10 "no request chains": which JS chunks the page preloads (`<link rel="modulepreload">`, rollup.config.mjs).
// Without them the browser finds each chunk only when the one before has run: the app chunk waits for the entry,
// three for the renderer chunk. They are read off the bundle graph: the entry's static imports, and the dynamic
// imports whose module is one the first frame awaits (`firstFrameModules`), with their static imports, transitively.
// Other lazy chunks (the other locale's catalog, screens opened later) are left to load when asked for.
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/**
 * The modules behind dynamic imports the first road frame waits for: the app chunk core/mount.ts imports and the
 * renderer chunk core/app/startApp.tsx imports (relative to the repository root). A new lazy chunk the first
 * frame needs goes here; the page test (test/e2e/assets.spec.ts) fails on a chunk fetched before the first
 * frame that the page does not preload.
 */
export const FIRST_FRAME_MODULES = ['core/app/startApp.tsx', 'core/app/GameView.tsx'];

/**
 * The file names (relative to the output folder) of every chunk to preload for the entry chunk `entryFileName` of
 * `bundle` (rollup's OutputBundle), in the order the page needs them: the entry first (its script tag sits at the end
 * of the body; the link in the head asks for it before the rest), then each chunk before its lazy chunks.
 * `firstFrameModules` are absolute module ids.
 */
export function modulePreloads(bundle, entryFileName, firstFrameModules) {
  const wanted = new Set(firstFrameModules.map((id) => path.resolve(id)));
  const order = [];
  const seen = new Set();
  const visit = (fileName) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk') return;
    order.push(fileName);
    for (const imported of chunk.imports) visit(imported);
    for (const lazy of chunk.dynamicImports) {
      const target = bundle[lazy];
      // The module may share its chunk with others (rollup then gives the chunk no facade): look at all of them.
      if (target?.type === 'chunk' && target.moduleIds.some((id) => wanted.has(path.resolve(id)))) visit(lazy);
    }
  };
  visit(entryFileName);
  return order;
}

const sizes = new Map();

/**
 * `code`'s size as the server sends it (brotli at the maximum quality, as scripts/precompress.mjs writes it), written
 * on each preload link (`data-bytes`) for the page to time the atlas by (core/boot/afterPreloads.ts). The same code
 * (three's chunk in every host) is compressed once per process.
 */
export function brotliSize(code) {
  let size = sizes.get(code);
  if (size === undefined) {
    size = brotliCompressSync(code, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    }).length;
    sizes.set(code, size);
  }
  return size;
}
