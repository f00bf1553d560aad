import { LinearFilter, LinearMipmapLinearFilter, SRGBColorSpace, Texture } from 'three';
import { failed, idle, loading, ready, type Remote } from '../../state/remote.ts';
import type { AtlasRect } from './atlasTypes.ts';
import { fetchAtlas, isPreFlipped, pageAtlasIo, type AtlasFiles, type AtlasIo } from './fetchAtlas.ts';
import { markTime } from './markTime.ts';
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

/** Whether an atlas load has ended, loaded or failed (the sprites show their frames or stay on the stub). */
export const isAtlasSettled = (atlas: Remote): boolean => atlas.status === 'ready' || atlas.status === 'failed';

/** Waits between attempts after a failed atlas load: the stub stays meanwhile (technical §7 "Static assets"). */
export const ATLAS_RETRY_MS = [5_000, 15_000, 45_000, 60_000] as const;
let failures = 0;

export interface LoadAtlasOptions {
  /** The network and decoder (tests pass fakes); the browser's own by default. */
  io?: Partial<AtlasIo>;
  /** The atlas the first script already fetched (core/boot/earlyAtlas.ts); used by the first attempt only. */
  early?: Promise<AtlasFiles> | null;
  /** Runs its callback once the frames after the atlas's arrival have drawn (two animation frames by default). */
  afterFirstFrames?: (run: () => void) => void;
}

const twoFramesLater = (run: () => void) => {
  if (typeof requestAnimationFrame !== 'function') return run();
  requestAnimationFrame(() => requestAnimationFrame(run));
};

/** Trilinear filtering from the atlas's mipmaps, or plain linear filtering from the full image. */
const setMipmaps = (texture: Texture, on: boolean) => {
  texture.minFilter = on ? LinearMipmapLinearFilter : LinearFilter;
  texture.generateMipmaps = on;
};

/**
 * The atlas's mipmaps are made after its first frames, not at its first upload (issue 26, the first road frame on a
 * slow phone). The software renderer makes them for an sRGB texture in ~45 ms, half the time of the first frame that
 * draws the atlas, and that frame is the last step before the first road frame. Until they are made, a sprite drawn
 * much smaller than its frame is a little sharper-edged, for a frame or two while the veil over the scene lifts. All
 * the frame textures change at once, so they keep sharing one texture on the GPU.
 */
function makeMipmaps() {
  if (!base || base.generateMipmaps) return;
  for (const texture of [base, ...frameTextures.values()]) {
    setMipmaps(texture, true);
    texture.needsUpdate = true;
  }
}

/**
 * Loads the main atlas from the static base (technical §7 "Static assets"), reporting progress 0..1.
 * Failing leaves every sprite on the stub, the game runs on, and the load is tried again later; the sprites
 * swap to the real frames when it arrives. Loading twice returns the first load.
 */
let attempt: Promise<void> | null = null;
export function loadAtlas(onProgress: (fraction: number) => void, baseUri: string = document.baseURI, options: LoadAtlasOptions = {}): Promise<void> {
  attempt ??= (async () => {
    setStatus(loading);
    try {
      const { json, image } = await (options.early ?? fetchAtlas(baseUri, onProgress, { ...pageAtlasIo, ...options.io }));
      const texture = new Texture(image);
      texture.colorSpace = SRGBColorSpace;
      // A bitmap was decoded upside down already (fetchAtlas.ts); WebGL ignores the flip for bitmaps anyway.
      texture.flipY = !isPreFlipped(image);
      texture.magFilter = LinearFilter;
      setMipmaps(texture, false);
      texture.needsUpdate = true;
      base = texture;
      frames = new Map(Object.entries(json.frames).map(([id, f]) => [id, f.frame]));
      frameTextures.clear();
      onProgress(1);
      failures = 0;
      setStatus(ready());
      // The sprites re-render with their frames next (markTime.ts).
      markTime('atlas-ready');
      (options.afterFirstFrames ?? twoFramesLater)(makeMipmaps);
    } catch (error: unknown) {
      console.error('Atlas: loading failed, sprites stay on the stub image until a later try', error);
      onProgress(1);
      setStatus(failed(error));
      const wait = ATLAS_RETRY_MS[Math.min(failures, ATLAS_RETRY_MS.length - 1)];
      failures += 1;
      setTimeout(() => {
        attempt = null;
        // A new try asks the network again: the early load is spent.
        void loadAtlas(() => undefined, baseUri, { ...options, early: null });
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
