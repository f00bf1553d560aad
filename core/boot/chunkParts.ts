import { PartLoadError } from './PartLoadError.ts';

/**
 * What a lazy chunk needs before its code runs (issue 26), written by the build (scripts/chunkParts.mjs
 * `partsOfImport`) in place of each dynamic import: per chunk the import loads, the chunk (js/<js>.js, preloaded while
 * the rest comes), the catalog holding its messages (i18n/<catalog>.<locale>.js: one per language for all lazy chunks,
 * fetched by the first import that needs it), its stylesheet (css/<css>.css) and that stylesheet's place in the
 * bundle's cascade. Empty names mean none.
 */
export type ChunkParts = readonly (readonly [js: string, catalog?: string, css?: string, order?: number])[];

/** Where loaded messages go: the app's lingui instance, in the page's one locale. */
export interface CatalogSink {
  locale: string;
  load(messages: Record<string, unknown>): void;
}

let sinkReady: (sink: CatalogSink) => void = () => undefined;
const sink = new Promise<CatalogSink>((resolve) => (sinkReady = resolve));
/** Each part once per page; a failed one is forgotten, so the import's next attempt fetches it again. */
const loading = new Map<string, Promise<void>>();
/**
 * Failed imports by file (a chunk, a catalog part). Chromium keeps a module whose fetch failed as failed for the
 * page's life (before whatwg/html#10327): importing its URL again rejects at once, with no request. So each later
 * attempt asks for the file at a fresh URL (`?retry=<n>`), which the browser fetches anew (technical §8 "Chunk
 * import fails: retry without end"). What the file imports keeps its plain URL: a static import that failed stays
 * failed until the page reloads.
 */
const failures = new Map<string, number>();

/** `file`'s URL for its next import: a fresh one once an import of it failed. */
function importUrl(file: string): string {
  const failed = failures.get(file) ?? 0;
  return failed > 0 ? `${url(file)}?retry=${failed}` : url(file);
}

/** Imports `file` at `importUrl`, counting a failure. */
async function importFile(file: string, load: (href: string) => Promise<unknown>): Promise<unknown> {
  const href = importUrl(file);
  try {
    return await load(href);
  } catch (error: unknown) {
    failures.set(file, (failures.get(file) ?? 0) + 1);
    throw error;
  }
}

/** Sets where catalog parts go; an import waiting for its messages waits for this. */
export function setCatalogSink(target: CatalogSink): void {
  sinkReady(target);
}

/**
 * `load` (a dynamic import of the first chunk of `parts`) once the parts it needs are in: no screen renders before its
 * messages and styles. After a failed import of that chunk, the chunk is imported at a fresh URL in its place.
 */
export async function withChunkParts<T>(parts: ChunkParts | null, load: () => Promise<T>): Promise<T> {
  if (!parts) return load();
  const waits: Promise<unknown>[] = [];
  const catalogs: string[] = [];
  for (const [js, catalog, css, order] of parts) {
    if (!failures.has(`js/${js}.js`)) preload(`js/${js}.js`);
    if (catalog) catalogs.push(catalog);
    if (css) waits.push(once(`css/${css}.css`, () => styleSheet(`css/${css}.css`, order ?? 0)));
  }
  if (catalogs.length > 0) {
    waits.push(sink.then((target) => Promise.all(catalogs.map((stem) => once(`i18n/${stem}.${target.locale}.js`, (file) => catalogPart(file, target))))));
  }
  await Promise.all(waits);
  const target = `js/${parts[0]![0]}.js`;
  // The build's own import while it has not failed (the bundler resolved it), the chunk's file after.
  return (await importFile(target, (href) => (failures.has(target) ? import(/* the build's own file */ href) : load()))) as T;
}

function once(file: string, start: (file: string) => Promise<void>): Promise<void> {
  let pending = loading.get(file);
  if (!pending) {
    pending = start(file).catch((error: unknown) => {
      loading.delete(file);
      throw error;
    });
    loading.set(file, pending);
  }
  return pending;
}

/** A path from the bundle's root, against this module's own URL (it sits in js/, wherever the bundle is served from). */
const url = (file: string): string => new URL(`../${file}`, import.meta.url).href;

async function catalogPart(file: string, target: CatalogSink): Promise<void> {
  const part: unknown = await importFile(file, (href) => import(/* the build's own file */ href));
  const messages = (part as { messages?: unknown }).messages;
  if (typeof messages !== 'object' || messages === null) throw new Error(`Catalog part without messages: ${file}`);
  target.load(messages as Record<string, unknown>);
}

function preload(file: string): void {
  const href = url(file);
  if (document.querySelector(`link[rel="modulepreload"][href="${href}"], link[rel="modulepreload"][href="${file}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  // Told apart from the page's own preloads (test/e2e/assets.spec.ts: what the first frame fetches must be in those).
  link.dataset['chunkPart'] = '';
  document.head.append(link);
}

/**
 * Applies a stylesheet where the bundle's one cascade had it: after the page's own and before any later part, whatever
 * order they load in, so a rule keeps winning over the same rule it won over in one file.
 */
function styleSheet(file: string, order: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = url(file);
    link.dataset['cssOrder'] = String(order);
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      reject(new PartLoadError(link.href));
    };
    const later = [...document.head.querySelectorAll<HTMLLinkElement>('link[data-css-order]')].find((l) => Number(l.dataset['cssOrder']) > order);
    if (later) later.before(link);
    else document.head.append(link);
  });
}
