// Issue 9: what a first visit of a bundle downloads: index.html, its stylesheets and every JS chunk its entry
// reaches by static or dynamic import (the game loads them all before the first road frame), with the English
// catalog only; each counted as the file and as the .br the server sends in its place (scripts/precompress.mjs).
// The atlas (atlas/main.json and the image it names, WebP since issue 10, loaded by every scene) is counted apart, as
// served; `atlasImage` is that image's name and bytes.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const OTHER_CATALOG = /^js\/(?!en-)[a-z]{2}-[\w-]{8}\.js$/;

export function firstVisit(dir) {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const files = new Set(['index.html', ...[...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1])]);
  const queue = [...html.matchAll(/<script type="module" src="([^"]+)"|<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1] ?? m[2]);
  while (queue.length > 0) {
    const file = queue.pop();
    if (files.has(file) || OTHER_CATALOG.test(file)) continue;
    files.add(file);
    const code = readFileSync(path.join(dir, file), 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*\(?\s*"\.\/([\w.-]+\.js)"/g)) queue.push(path.posix.join(path.posix.dirname(file), m[1]));
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
