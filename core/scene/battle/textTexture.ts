import { CanvasTexture, LinearFilter, SRGBColorSpace } from 'three';

/** Text drawn on a small 2D canvas, for numbers over the battle sprites (no font files in the renderer chunk). */
const WIDTH = 256;
const HEIGHT = 64;
const MAX_CACHED = 160;
const cache = new Map<string, CanvasTexture>();

/** The aspect (width / height) of every text texture. */
export const TEXT_ASPECT = WIDTH / HEIGHT;

/** A texture showing `text` in `color` with a dark outline; cached, the least recently used ones disposed. */
export function textTexture(text: string, color: string): CanvasTexture {
  const key = `${color}|${text}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    ctx.font = 'bold 44px Georgia, "DejaVu Serif", serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.lineWidth = 8;
    ctx.strokeStyle = '#140f2a';
    ctx.lineJoin = 'round';
    ctx.strokeText(text, WIDTH / 2, HEIGHT / 2 + 2, WIDTH - 8);
    ctx.fillStyle = color;
    ctx.fillText(text, WIDTH / 2, HEIGHT / 2 + 2, WIDTH - 8);
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.minFilter = LinearFilter;
  texture.generateMipmaps = false;
  cache.set(key, texture);
  if (cache.size > MAX_CACHED) {
    const [oldestKey, oldest] = cache.entries().next().value as [string, CanvasTexture];
    cache.delete(oldestKey);
    // A disposed texture still in use is uploaded again by three on its next draw.
    oldest.dispose();
  }
  return texture;
}
