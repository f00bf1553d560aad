// Issue 9: what a first visit of a bundle downloads: index.html, its stylesheets, the JS the page loads before its first
// road frame (its entry script, the chunks it preloads and their static imports) and the English catalog the entry
// imports; each counted as the file and as the .br the server sends in its place (scripts/precompress.mjs).
// Issue 26: this followed dynamic imports too, from when the game loaded every chunk before its first frame; since
// the screens became lazy chunks that counted ~95 KB brotli of screens a first visit never fetches. What the page
// fetches before its first frame is all preloaded (test/e2e/assets.spec.ts holds that), so preloads and their static
// imports are the whole of it. A lazy chunk's catalog and CSS parts (i18n/, css/ beyond the <head> links) come with it.
// The atlas (atlas/main.json and the image it names, WebP since issue 10, loaded by every scene) is counted apart, as
// served; `atlasImage` is that image's name and bytes.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The English catalog's chunk, which the entry imports dynamically as soon as it knows the locale. */
const EN_CATALOG = /^js\/en-[\w-]{8}\.js$/;

export function firstVisit(dir) {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const files = new Set(['index.html', ...[...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1])]);
  const queue = [...html.matchAll(/<script type="module" src="([^"]+)"|<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1] ?? m[2]);
  while (queue.length > 0) {
    const file = queue.pop();
    if (files.has(file)) continue;
    files.add(file);
    const code = readFileSync(path.join(dir, file), 'utf8');
    const near = (name) => path.posix.join(path.posix.dirname(file), name);
    for (const m of code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) queue.push(near(m[1]));
    for (const m of code.matchAll(/import\s*\(\s*"\.\/([\w.-]+\.js)"/g)) if (EN_CATALOG.test(near(m[1]))) queue.push(near(m[1]));
  }
  const size = (file) => (existsSync(path.join(dir, file)) ? statSync(path.join(dir, file)).size : 0);
  const served = (file) => size(`${file}.br`) || size(file);
  const sum = (list, measure) => list.reduce((n, file) => n + measure(file), 0);
  const atlasJson = path.join(dir, 'atlas', 'main.json');
  const image = existsSync(atlasJson) ? `atlas/${JSON.parse(readFileSync(atlasJson, 'utf8')).meta.image}` : null;
  return {
    files: [...files],
    bytes: sum([...files], size),
    brotli: sum([...files], served),
    atlas: sum(image ? ['atlas/main.json', image] : [], served),
    atlasImage: image ? { file: image, bytes: size(image) } : null,
  };
}
