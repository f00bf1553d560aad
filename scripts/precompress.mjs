// Writes `<file>.br` and `<file>.gz` beside every compressible file of a built bundle (issue 9 "Static files"), so
// the server sends them as they are (@fastify/static `preCompressed`, fixtures/server/http/bundleStatic.ts) instead
// of compressing on each request or not at all. Already-compressed formats (png, webp, woff2, …) are left alone.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text-like formats that shrink; anything else (images, fonts, archives) is already compressed. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|map|xml|wasm)$/;

/** Every file under `dir`, recursively. */
async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** The brotli and gzip of one content; a variant not smaller than the content is left out (the server then falls back). */
async function compress(source, quality) {
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br: br.length < source.length ? br : null, gz: gzipped.length < source.length ? gzipped : null };
}

/**
 * Writes the .br and .gz of every compressible file under the given folders, `concurrency` contents at a time (zlib's
 * async API runs on the libuv pool); brotli at `quality` (11, the maximum, for release). A content found in several
 * files (the vendor chunks and catalogs every host bundle shares) is compressed once. Resolves to the totals.
 */
export async function precompress(folders, { quality = constants.BROTLI_MAX_QUALITY, concurrency = availableParallelism() } = {}) {
  const files = (await Promise.all(folders.map(filesUnder))).flat().filter((f) => COMPRESSIBLE.test(f));
  const byContent = new Map();
  for (const file of files) {
    const source = await readFile(file);
    const key = createHash('sha256').update(source).digest('base64');
    const group = byContent.get(key) ?? { source, files: [] };
    group.files.push(file);
    byContent.set(key, group);
  }
  const groups = [...byContent.values()];
  const totals = { files: files.length, contents: groups.length, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  let next = 0;
  const worker = async () => {
    while (next < groups.length) {
      const { source, files: same } = groups[next++];
      const { br, gz: gzipped } = await compress(source, quality);
      await Promise.all(
        same.flatMap((file) => [br && writeFile(`${file}.br`, br), gzipped && writeFile(`${file}.gz`, gzipped)].filter(Boolean)),
      );
      totals.bytes += source.length * same.length;
      totals.brotliBytes += (br ?? source).length * same.length;
      totals.gzipBytes += (gzipped ?? source).length * same.length;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, groups.length)) }, worker));
  return totals;
}
