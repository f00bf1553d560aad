import { markTime } from './markTime.ts';
import { ATLAS_IMAGE_PATH, ATLAS_JSON_PATH, type AtlasJson } from './atlasTypes.ts';

// No three.js here: the first chunk (core/mount.ts) runs this before the renderer chunk arrives (issue 10).

/** Decodes an image file into something a texture can hold; rejects when the browser cannot decode its format. */
export type DecodeImage = (blob: Blob) => Promise<TexImageSource>;

/** How the atlas reaches the page. */
export interface AtlasIo {
  fetch: (url: string) => Promise<Response>;
  decode: DecodeImage;
}

/** The atlas files, fetched and decoded: what the atlas store turns into textures. */
export interface AtlasFiles {
  json: AtlasJson;
  image: TexImageSource;
}

/**
 * The pixels as an ImageBitmap, already turned upside down as WebGL wants them: decoded once, off the main thread.
 * An <img> is decoded again, on the main thread, each time a texture is uploaded from it (a WebGL context per
 * scene), which on a slow phone held the first road frame for hundreds of milliseconds after the last byte.
 * No colour conversion and no premultiplied alpha: what the texture's upload of an <img> did (three.js sets
 * neither for an sRGB texture). The atlas store sets flipY off for a bitmap (core/scene/atlas/atlasStore.ts).
 */
const decodeBitmap: DecodeImage = (blob) =>
  createImageBitmap(blob, { imageOrientation: 'flipY', premultiplyAlpha: 'none', colorSpaceConversion: 'none' });

/** Where createImageBitmap is missing (older Safari): an <img>, flipped by WebGL on upload. */
const decodeElement: DecodeImage = async (blob) => {
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

const decodeImage: DecodeImage = (blob) => (typeof createImageBitmap === 'function' ? decodeBitmap(blob) : decodeElement(blob));

/** Whether a decoded atlas image is already upside down (an ImageBitmap from decodeImage): no flip on upload. */
export const isPreFlipped = (image: TexImageSource): boolean => typeof ImageBitmap !== 'undefined' && image instanceof ImageBitmap;

/** The browser's own fetch and image decoder. */
export const pageAtlasIo: AtlasIo = { fetch: (url) => fetch(url), decode: decodeImage };

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

async function ok(response: Promise<Response>, url: URL): Promise<Response> {
  const answer = await response;
  if (!answer.ok) throw new Error(`Atlas: ${url.href} answered ${answer.status}`);
  return answer;
}

/**
 * Fetches and decodes the main atlas from the static base (technical §7 "Static assets"), reporting progress up to
 * 0.95 (the texture is the rest). The image the build names (ATLAS_IMAGE_PATH) is asked for together with the JSON,
 * not after it (issue 10: no request chains); a JSON naming another image gets that one. When `meta.image` (WebP)
 * does not decode, `meta.fallbackImage` (the PNG) is fetched, so only a browser without WebP downloads the PNG.
 */
export async function fetchAtlas(baseUri: string, onProgress: (fraction: number) => void, io: AtlasIo = pageAtlasIo): Promise<AtlasFiles> {
  const jsonUrl = new URL(ATLAS_JSON_PATH, baseUri);
  const expectedUrl = new URL(ATLAS_IMAGE_PATH, baseUri);
  const jsonResponse = io.fetch(jsonUrl.href);
  const expectedImage = io.fetch(expectedUrl.href);
  // Handled here as well: when the JSON fails first, nobody awaits the image.
  expectedImage.catch(() => undefined);
  const json = (await (await ok(jsonResponse, jsonUrl)).json()) as AtlasJson;
  onProgress(0.1);

  const load = async (file: string): Promise<TexImageSource> => {
    const url = new URL(file, jsonUrl);
    const response = await ok(url.href === expectedUrl.href ? expectedImage : io.fetch(url.href), url);
    const blob = await readWithProgress(response, (f) => onProgress(0.1 + 0.85 * f));
    markTime('atlas-received');
    const image = await io.decode(blob);
    markTime('atlas-decoded');
    return image;
  };
  try {
    return { json, image: await load(json.meta.image) };
  } catch (error: unknown) {
    if (!json.meta.fallbackImage) throw error;
    console.warn(`Atlas: ${json.meta.image} did not load, trying ${json.meta.fallbackImage}`, error);
    return { json, image: await load(json.meta.fallbackImage) };
  }
}
