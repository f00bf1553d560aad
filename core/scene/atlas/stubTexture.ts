import { DataTexture, LinearFilter, RGBAFormat, SRGBColorSpace } from 'three';

let stub: DataTexture | null = null;

/**
 * The texture a sprite shows until its atlas is loaded, or when the atlas failed or lacks the image
 * (technical §7 "Static assets": a stub image first, the real one later). A dim 4×4 checker: visibly a
 * placeholder, never mistaken for art.
 *
 * Sampled as the atlas is at its first upload (linear, no mipmaps; atlasStore.ts): the software renderer builds its
 * drawing routines for each way a texture is sampled, so the frames drawn with the stub leave ready the ones the
 * first frame with the atlas needs. With both, that frame took 83–115 ms on the slow profile instead of 90–145 ms
 * (issue 26); with either alone, no shorter.
 */
export function stubTexture(): DataTexture {
  if (stub) return stub;
  const size = 4;
  const data = new Uint8Array(size * size * 4);
  for (let i = 0; i < size * size; i += 1) {
    const dark = ((i % size) + Math.floor(i / size)) % 2 === 0;
    data.set(dark ? [70, 60, 90, 200] : [130, 120, 150, 200], i * 4);
  }
  stub = new DataTexture(data, size, size, RGBAFormat);
  stub.magFilter = LinearFilter;
  stub.minFilter = LinearFilter;
  stub.generateMipmaps = false;
  stub.colorSpace = SRGBColorSpace;
  stub.needsUpdate = true;
  return stub;
}
