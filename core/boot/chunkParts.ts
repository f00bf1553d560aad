import { PartLoadError } from './PartLoadError.ts';

/**
 * What a lazy chunk needs before its code runs (issue 26), written by the build (scripts/chunkPartsPlugin.mjs) in place
 * of each dynamic import: its messages per locale (`m`, catalog part modules), its stylesheets with their place in
 * the bundle's cascade (`c`) and its chunks (`j`, preloaded while the rest comes). Paths are from the bundle's root.
 */
export interface ChunkParts {
  m?: Record<string, string[]>;
  c?: [file: string, order: number][];
  j?: string[];
}

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
  for (const file of parts.j ?? []) preload(file);
  const waits: Promise<void>[] = (parts.c ?? []).map(([file, order]) => once(file, () => styleSheet(file, order)));
  if (parts.m) waits.push(sink.then((target) => Promise.all((parts.m?.[target.locale] ?? []).map((file) => once(file, () => catalogPart(file, target))))).then(() => undefined));
  await Promise.all(waits);
  return load();
}

function once(file: string, start: () => Promise<void>): Promise<void> {
  let pending = loading.get(file);
  if (!pending) {
    pending = start().catch((error: unknown) => {
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
