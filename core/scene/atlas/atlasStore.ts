import { LinearFilter, LinearMipmapLinearFilter, SRGBColorSpace, Texture } from 'three';
import { failed, idle, loading, ready, type Remote } from '../../state/remote.ts';
import { ATLAS_JSON_PATH, type AtlasJson, type AtlasRect } from './atlasTypes.ts';
import { stubTexture } from './stubTexture.ts';

/**
 * The page's sprite atlas: loaded once, shared by every scene. Frame textures are clones of one base texture
 * (they share its image, so the GPU holds it once) with their own UV offset and repeat.
 */
let status: Remote = idle;
let base: Texture | null = null;
let frames = new Map<string, AtlasRect>();
const frameTextures = new Map<string, Texture>();
const reported = new Set<string>();
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

const setStatus = (next: Remote) => {
  status = next;
  // Visible to the page's tests, like the scene's data-scene (STYLE: the scene signals, then the test acts).
  if (typeof document !== 'undefined') document.documentElement.dataset.atlas = next.status;
  emit();
};

/** Subscribes to atlas changes (for useSyncExternalStore); returns the unsubscribe function. */
export function subscribeAtlas(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The state of the atlas load; its progress goes to the `loadAtlas` caller, not here. */
export const atlasStatus = (): Remote => status;

/** Reads a response body while reporting the fraction received (when the server tells the length). */
async function readWithProgress(response: Response, onProgress: (fraction: number) => void): Promise<Blob> {
  const total = Number(response.headers.get('content-length') ?? 0);
  if (!response.body || !total) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(Math.min(1, received / total));
  }
  return new Blob(chunks, { type: response.headers.get('content-type') ?? '' });
}

/** Decodes an image file into something a texture can hold; rejects when the browser cannot decode its format. */
export type DecodeImage = (blob: Blob) => Promise<TexImageSource>;

const decodeImage: DecodeImage = async (blob) => {
  const url = URL.createObjectURL(blob);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    // The decoded image keeps its pixels; the object URL is no longer needed once decoding is done.
    URL.revokeObjectURL(url);
  }
};

/** How the atlas reaches the page: `fetch` may hand back a response asked for earlier (core/boot/earlyFetch.ts). */
export interface AtlasIo {
  fetch: (url: string) => Promise<Response>;
  decode: DecodeImage;
}

const pageIo: AtlasIo = { fetch: (url) => fetch(url), decode: decodeImage };

async function fetchOk(io: AtlasIo, url: URL): Promise<Response> {
  const response = await io.fetch(url.href);
  if (!response.ok) throw new Error(`Atlas: ${url.href} answered ${response.status}`);
  return response;
}

/**
 * The atlas image: `meta.image` (WebP since issue 10), or `meta.fallbackImage` (the PNG) when that does not decode, so
 * a browser without WebP fetches the PNG and only such a browser does.
 */
async function loadImage(io: AtlasIo, json: AtlasJson, jsonUrl: URL, onProgress: (fraction: number) => void): Promise<TexImageSource> {
  const imageUrl = new URL(json.meta.image, jsonUrl);
  const blob = await readWithProgress(await fetchOk(io, imageUrl), (f) => onProgress(0.1 + 0.85 * f));
  try {
    return await io.decode(blob);
  } catch (error: unknown) {
    if (!json.meta.fallbackImage) throw error;
    console.warn(`Atlas: ${imageUrl.href} did not decode, loading ${json.meta.fallbackImage}`, error);
    const fallbackUrl = new URL(json.meta.fallbackImage, jsonUrl);
    return io.decode(await readWithProgress(await fetchOk(io, fallbackUrl), (f) => onProgress(0.1 + 0.85 * f)));
  }
}

/** Waits between attempts after a failed atlas load: the stub stays meanwhile (technical §7 "Static assets"). */
export const ATLAS_RETRY_MS = [5_000, 15_000, 45_000, 60_000] as const;
let failures = 0;

/**
 * Loads the main atlas from the static base (technical §7 "Static assets"), reporting progress 0..1.
 * Failing leaves every sprite on the stub, the game runs on, and the load is tried again later; the sprites
 * swap to the real frames when it arrives. Loading twice returns the first load.
 */
let attempt: Promise<void> | null = null;
export function loadAtlas(
  onProgress: (fraction: number) => void,
  baseUri: string = document.baseURI,
  ioOverrides: Partial<AtlasIo> = {},
): Promise<void> {
  const io: AtlasIo = { ...pageIo, ...ioOverrides };
  attempt ??= (async () => {
    setStatus(loading);
    try {
      const jsonUrl = new URL(ATLAS_JSON_PATH, baseUri);
      const json = (await (await fetchOk(io, jsonUrl)).json()) as AtlasJson;
      onProgress(0.1);
      const image = await loadImage(io, json, jsonUrl, onProgress);

      const texture = new Texture(image);
      texture.colorSpace = SRGBColorSpace;
      texture.magFilter = LinearFilter;
      texture.minFilter = LinearMipmapLinearFilter;
      texture.needsUpdate = true;
      base = texture;
      frames = new Map(Object.entries(json.frames).map(([id, f]) => [id, f.frame]));
      frameTextures.clear();
      onProgress(1);
      failures = 0;
      setStatus(ready());
    } catch (error: unknown) {
      console.error('Atlas: loading failed, sprites stay on the stub image until a later try', error);
      onProgress(1);
      setStatus(failed(error));
      const wait = ATLAS_RETRY_MS[Math.min(failures, ATLAS_RETRY_MS.length - 1)];
      failures += 1;
      setTimeout(() => {
        attempt = null;
        void loadAtlas(() => undefined, baseUri, ioOverrides);
      }, wait);
    }
  })();
  return attempt;
}

/** Whether the loaded atlas has a frame for `imageId` (false while it is not loaded). */
export const hasFrame = (imageId: string): boolean => frames.has(imageId);

/**
 * The texture of `imageId`: its atlas frame once loaded; the stub while loading, after a failure, or for an
 * id the atlas lacks (logged once per id, technical §8 console message).
 */
export function spriteTexture(imageId: string): Texture {
  const cached = frameTextures.get(imageId);
  if (cached) return cached;
  const rect = frames.get(imageId);
  if (!base || !rect) {
    if (status.status === 'ready' && !reported.has(imageId)) {
      reported.add(imageId);
      console.error('Unknown url for texture or atlas', imageId);
    }
    return stubTexture();
  }
  const { width, height } = base.image as { width: number; height: number };
  const texture = base.clone();
  texture.repeat.set(rect.w / width, rect.h / height);
  // Textures are flipped on upload, so v runs bottom-up while frame rects run top-down.
  texture.offset.set(rect.x / width, 1 - (rect.y + rect.h) / height);
  frameTextures.set(imageId, texture);
  return texture;
}
