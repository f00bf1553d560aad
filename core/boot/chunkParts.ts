import { PartLoadError } from './PartLoadError.ts';

/**
 * What a lazy chunk needs before its code runs (issue 26), written by the build (scripts/chunkParts.mjs
 * `partsOfImport`) in place of each dynamic import: per chunk the import loads, the chunk (js/<js>.js, preloaded while
 * the rest comes), its messages (i18n/<catalog>.<locale>.js), its stylesheet (css/<css>.css) and that stylesheet's place
 * in the bundle's cascade. Empty names mean none.
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

/** Sets where catalog parts go; an import waiting for its messages waits for this. */
export function setCatalogSink(target: CatalogSink): void {
  sinkReady(target);
}

/** `load` (a dynamic import) once the parts it needs are in: no screen renders before its messages and styles. */
export async function withChunkParts<T>(parts: ChunkParts | null, load: () => Promise<T>): Promise<T> {
  if (!parts) return load();
  const waits: Promise<unknown>[] = [];
  const catalogs: string[] = [];
  for (const [js, catalog, css, order] of parts) {
    preload(`js/${js}.js`);
    if (catalog) catalogs.push(catalog);
    if (css) waits.push(once(`css/${css}.css`, () => styleSheet(`css/${css}.css`, order ?? 0)));
  }
  if (catalogs.length > 0) {
    waits.push(sink.then((target) => Promise.all(catalogs.map((stem) => once(`i18n/${stem}.${target.locale}.js`, (file) => catalogPart(file, target))))));
  }
  await Promise.all(waits);
  return load();
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
  const part: unknown = await import(/* the build's own file */ url(file));
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
