import { CanvasTexture, LinearFilter, SRGBColorSpace } from 'three';

/** A place's name on a dark rounded plate; `aspect` is width / height, so the plate keeps the text's length. */
export interface LabelTexture {
  texture: CanvasTexture;
  aspect: number;
}

const HEIGHT = 48;
const PAD = 16;
const cache = new Map<string, LabelTexture>();

/** The label plate for `text` (cached: a road has a dozen kinds of place names). */
export function labelTexture(text: string): LabelTexture {
  const hit = cache.get(text);
  if (hit) return hit;
  const canvas = document.createElement('canvas');
  const font = '600 28px system-ui, "Segoe UI", Roboto, "DejaVu Sans", sans-serif';
  const measure = canvas.getContext('2d');
  if (measure) measure.font = font;
  const width = Math.min(512, Math.ceil((measure?.measureText(text).width ?? text.length * 14) + 2 * PAD));
  canvas.width = width;
  canvas.height = HEIGHT;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    ctx.fillStyle = 'rgba(18, 12, 30, 0.82)';
    ctx.strokeStyle = 'rgba(242, 193, 78, 0.9)';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.roundRect(1, 1, width - 2, HEIGHT - 2, 14);
    ctx.fill();
    ctx.stroke();
    ctx.font = font;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = '#fff6dc';
    ctx.fillText(text, width / 2, HEIGHT / 2 + 1, width - PAD);
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.minFilter = LinearFilter;
  texture.generateMipmaps = false;
  const label = { texture, aspect: width / HEIGHT };
  cache.set(text, label);
  return label;
}
