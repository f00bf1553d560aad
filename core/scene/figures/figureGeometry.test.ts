import { describe, expect, it } from 'vitest';
import { FIGURES, figureIds } from '../../content/figures/index.ts';
import { figureGeometry } from './figureGeometry.ts';

/** Triangles of every bone's body and outline. */
const triangles = (g: ReturnType<typeof figureGeometry>) =>
  Object.values(g.bones).reduce((n, b) => n + (b.body.index?.count ?? 0) / 3 + (b.outline?.index?.count ?? 0) / 3, 0);

describe('figureGeometry detail (the lowest quality draws fewer triangles)', () => {
  it('cuts every figure into fewer triangles at low detail (about half over all figures), with the same bones and fit', () => {
    let full = 0;
    let low = 0;
    for (const id of figureIds) {
      const f = figureGeometry(FIGURES[id]);
      const l = figureGeometry(FIGURES[id], 'low');
      expect(Object.keys(l.bones), id).toEqual(Object.keys(f.bones));
      expect(l.fit, id).toBe(f.fit);
      // Boxes stay boxes: a figure of boxes (the golem) keeps its triangles.
      expect(triangles(l), id).toBeLessThanOrEqual(triangles(f));
      full += triangles(f);
      low += triangles(l);
    }
    expect(low).toBeLessThan(full * 0.55);
  });

  it('builds each detail once per figure and shares it', () => {
    const spec = FIGURES[figureIds[0]!];
    expect(figureGeometry(spec, 'low')).toBe(figureGeometry(spec, 'low'));
    expect(figureGeometry(spec, 'low')).not.toBe(figureGeometry(spec));
  });
});
