import { Resvg } from '@resvg/resvg-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { initResvg } from '../../../scripts/atlas.mjs';
import { GLYPH_ICONS, iconPath, shortPath } from '../../../scripts/forceGlyphs.mjs';
import { FORCE_GLYPHS } from './forceGlyphs.ts';

const SIDE = 128;

/** Each pixel's coverage (0–255) of a 512-unit path drawn in a SIDE-pixel square. */
const coverage = (d: string): Uint8Array => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="${SIDE}" height="${SIDE}"><path d="${d}"/></svg>`;
  const rgba = new Resvg(svg).render().pixels;
  return Uint8Array.from({ length: SIDE * SIDE }, (_, i) => rgba[i * 4 + 3] ?? 0);
};

/** The largest and the mean change of coverage between two drawings. */
const difference = (a: Uint8Array, b: Uint8Array) => {
  let most = 0;
  let sum = 0;
  a.forEach((value, i) => {
    const change = Math.abs(value - (b[i] ?? 0));
    most = Math.max(most, change);
    sum += change;
  });
  return { most, mean: sum / a.length };
};

describe('FORCE_GLYPHS', () => {
  beforeAll(initResvg);

  it('holds the shortened path of every glyph the script names, as the script writes it', () => {
    expect(Object.keys(FORCE_GLYPHS).sort()).toEqual(Object.keys(GLYPH_ICONS).sort());
    for (const id of Object.keys(GLYPH_ICONS)) expect(FORCE_GLYPHS[id as keyof typeof FORCE_GLYPHS], id).toBe(shortPath(iconPath(id)));
  });

  it("draws each glyph as game-icons' own path does at 128 px: an antialiased edge moves, no part is lost", () => {
    for (const id of Object.keys(GLYPH_ICONS)) {
      const { most, mean } = difference(coverage(iconPath(id)), coverage(FORCE_GLYPHS[id as keyof typeof FORCE_GLYPHS]));
      expect(most, id).toBeLessThanOrEqual(96);
      expect(mean, id).toBeLessThan(1);
    }
  });
});
