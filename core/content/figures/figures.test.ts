import { describe, expect, it } from 'vitest';
import { COMPANIONS, HERO_IMAGE, monsterKinds } from '../index.ts';
import { heroClasses } from '../../model/index.ts';
import { BONE_PARENT, figureBounds, figureIds, figureOf, FIGURES, type FigureId } from './index.ts';

const footprint = (id: FigureId) => {
  const b = figureBounds(FIGURES[id]);
  const h = b.max[1] - b.min[1];
  // Width and depth relative to height: the silhouette's proportions whatever its scale on screen.
  return [(b.max[0] - b.min[0]) / h, (b.max[2] - b.min[2]) / h, FIGURES[id].parts.length];
};

describe('figures', () => {
  it('draws every hero class, companion, hero image and monster kind', () => {
    for (const c of heroClasses) expect(figureOf(c), c).toBe(c);
    for (const c of COMPANIONS) expect(figureOf(c.imageId, c.warriorClass), c.imageId).toBe(c.imageId);
    for (const image of Object.values(HERO_IMAGE)) expect(figureOf(image)).toBe(image);
    for (const kind of monsterKinds) expect(figureOf(kind)).toBe(kind);
    expect(figureOf('unknown-image', 'troll')).toBe('troll');
    expect(figureOf('chest')).toBeNull();
  });

  it('builds each figure from parts on bones it has, standing on the ground at about one height', () => {
    for (const id of figureIds) {
      const spec = FIGURES[id];
      expect(spec.parts.length, id).toBeGreaterThan(6);
      const b = figureBounds(spec);
      expect(b.min[1], id).toBeGreaterThan(-0.05);
      expect(b.max[1], id).toBeGreaterThan(0.6);
      expect(b.max[1], id).toBeLessThan(1.5);
      for (const p of spec.parts) {
        expect(p.size.every((s) => s > 0), `${id} part size`).toBe(true);
        // A part's bone chain ends at the root.
        let bone: string | null = p.bone;
        for (let i = 0; bone !== null && i < 5; i++) bone = BONE_PARENT[bone as keyof typeof BONE_PARENT];
        expect(bone, id).toBeNull();
      }
    }
  });

  it('gives each figure its own silhouette: proportions, part count or palette differ from every other', () => {
    const ids = figureIds;
    const prints = ids.map(footprint);
    const twins: string[] = [];
    for (let i = 0; i < ids.length; i++)
      for (let j = i + 1; j < ids.length; j++) {
        const sameShape = prints[i]!.every((v, k) => Math.abs(v - prints[j]![k]!) < 0.02);
        if (sameShape && FIGURES[ids[i]!].palette.main === FIGURES[ids[j]!].palette.main) twins.push(`${ids[i]}/${ids[j]}`);
      }
    expect(twins).toEqual([]);
  });

  it('tells the telling silhouettes apart: a golem wider than an elf, a serpent low and coiled, a djinn floating', () => {
    const [golemWide] = footprint('golem_male');
    const [elfWide] = footprint('elf_male');
    expect(golemWide).toBeGreaterThan(elfWide! * 1.3);
    const serpent = figureBounds(FIGURES.serpent);
    expect(serpent.max[2] - serpent.min[2]).toBeGreaterThan(0.4);
    expect(FIGURES.djinn.floats).toBe(true);
    expect(FIGURES.djinn.parts.some((p) => p.bone === 'legL')).toBe(false);
    expect(FIGURES.witch_female.parts.some((p) => p.shape === 'cone' && p.bone === 'head')).toBe(true);
  });
});
