import { CanvasTexture, LinearFilter, SRGBColorSpace } from 'three';
import { FORCE_GLYPHS } from '../../content/heroes/forceGlyphs.ts';
import type { ForceId } from '../../model/index.ts';

/** Each force's two body colours (light above, deep below), as the atlas paints its badges (scripts/atlas.mjs). */
const FORCE_COLOURS: Record<ForceId, readonly [string, string]> = {
  fire: ['#ffd27a', '#d2401a'],
  frost: ['#e6fbff', '#3a8ee0'],
  poison: ['#dcff9a', '#3a8a1a'],
  shadow: ['#c9b6ff', '#3a2a7a'],
  hammer: ['#f0e2c8', '#8a5a2a'],
  curse: ['#f0a0ff', '#7a1a8a'],
  gaze: ['#fff0a0', '#b0701a'],
  charm: ['#ffc0d8', '#c03a7a'],
  resurrection: ['#fff6c0', '#c09a1a'],
  ward: ['#cfe6ff', '#2e5fb0'],
  fury: ['#ffb0a0', '#b01a1a'],
  life: ['#c0ffc8', '#1a9a4a'],
};

const SIDE = 128;
const OUTLINE = '#140f22';
const cache = new Map<string, CanvasTexture>();

const texture = (key: string, paint: (ctx: CanvasRenderingContext2D) => void): CanvasTexture => {
  const hit = cache.get(key);
  if (hit) return hit;
  const canvas = document.createElement('canvas');
  canvas.width = SIDE;
  canvas.height = SIDE;
  const ctx = canvas.getContext('2d');
  if (ctx) paint(ctx);
  const made = new CanvasTexture(canvas);
  made.colorSpace = SRGBColorSpace;
  made.minFilter = LinearFilter;
  made.generateMipmaps = false;
  cache.set(key, made);
  return made;
};

/** Fills a 512-unit glyph into a square of `side` pixels centred at (cx, cy), with a dark outline under it. */
const glyph = (ctx: CanvasRenderingContext2D, d: string, cx: number, cy: number, side: number, fill: string | CanvasGradient) => {
  const path = new Path2D(d);
  ctx.save();
  ctx.translate(cx - side / 2, cy - side / 2);
  ctx.scale(side / 512, side / 512);
  ctx.lineJoin = 'round';
  ctx.lineWidth = 44;
  ctx.strokeStyle = OUTLINE;
  ctx.stroke(path);
  ctx.fillStyle = fill;
  ctx.fill(path);
  ctx.restore();
};

/**
 * A force's gift: a round badge in the force's colours with its silhouette, lit from above (our painting of a
 * game-icons glyph, drawn here so the first frame's atlas does not grow). An unstudied force is drawn dim and grey,
 * waiting to be studied.
 */
export function giftTexture(force: ForceId, studied: boolean): CanvasTexture {
  return texture(`${force}|${studied}`, (ctx) => {
    const [light, deep] = studied ? FORCE_COLOURS[force] : (['#b8b4c8', '#4a4660'] as const);
    const c = SIDE / 2;
    ctx.beginPath();
    ctx.arc(c, c, c - 2, 0, Math.PI * 2);
    ctx.fillStyle = OUTLINE;
    ctx.fill();
    const disc = ctx.createRadialGradient(c * 0.8, c * 0.7, 4, c, c, c - 6);
    disc.addColorStop(0, studied ? '#3a2f5a' : '#2a2636');
    disc.addColorStop(1, studied ? '#150f28' : '#121018');
    ctx.beginPath();
    ctx.arc(c, c, c - 8, 0, Math.PI * 2);
    ctx.fillStyle = disc;
    ctx.fill();
    ctx.lineWidth = 6;
    ctx.strokeStyle = deep;
    ctx.stroke();
    const body = ctx.createLinearGradient(0, 24, 0, SIDE - 24);
    body.addColorStop(0, '#ffffff');
    body.addColorStop(0.35, light);
    body.addColorStop(1, deep);
    glyph(ctx, FORCE_GLYPHS[force], c, c + 1, SIDE * 0.6, body);
    // A sheen across the upper half, as the atlas's badges have.
    ctx.beginPath();
    ctx.ellipse(c * 0.8, c * 0.55, c * 0.62, c * 0.3, -0.3, 0, Math.PI * 2);
    ctx.fillStyle = 'rgba(255,255,255,0.10)';
    ctx.fill();
  });
}

/** The dark disc with a coloured ring every marker badge sits on. */
function markerDisc(ctx: CanvasRenderingContext2D, ring: string): void {
  const c = SIDE / 2;
  ctx.beginPath();
  ctx.arc(c, c, c - 4, 0, Math.PI * 2);
  ctx.fillStyle = OUTLINE;
  ctx.fill();
  ctx.lineWidth = 8;
  ctx.strokeStyle = ring;
  ctx.stroke();
}

/** The lock a force studied to its cap wears: gold on a dark disc. */
export function lockTexture(): CanvasTexture {
  return texture('lock', (ctx) => {
    const c = SIDE / 2;
    markerDisc(ctx, '#f2c14e');
    const gold = ctx.createLinearGradient(0, 20, 0, SIDE - 20);
    gold.addColorStop(0, '#fff3b0');
    gold.addColorStop(1, '#c98a12');
    glyph(ctx, FORCE_GLYPHS.lock, c, c + 2, SIDE * 0.62, gold);
  });
}

/** Two arrows pointing up, green: the force can rise (product §2 "upgradable with two arrows"). */
export function arrowsTexture(): CanvasTexture {
  return texture('arrows', (ctx) => {
    const c = SIDE / 2;
    markerDisc(ctx, '#7dff8a');
    const chevron = (y: number) => {
      ctx.beginPath();
      ctx.moveTo(c - 30, y + 16);
      ctx.lineTo(c, y - 14);
      ctx.lineTo(c + 30, y + 16);
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.lineWidth = 22;
      ctx.strokeStyle = '#0b3a14';
      ctx.stroke();
      ctx.lineWidth = 12;
      ctx.strokeStyle = '#8dff7a';
      ctx.stroke();
    };
    chevron(c - 14);
    chevron(c + 18);
  });
}

/** A plus on a dark disc: a force not studied yet, ready to be. */
export function studyTexture(): CanvasTexture {
  return texture('study', (ctx) => {
    const c = SIDE / 2;
    markerDisc(ctx, '#9fd0ff');
    ctx.lineCap = 'round';
    ctx.lineWidth = 16;
    ctx.strokeStyle = '#cfe6ff';
    ctx.beginPath();
    ctx.moveTo(c - 26, c);
    ctx.lineTo(c + 26, c);
    ctx.moveTo(c, c - 26);
    ctx.lineTo(c, c + 26);
    ctx.stroke();
  });
}
