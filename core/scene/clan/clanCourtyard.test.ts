import { describe, expect, it } from 'vitest';
import { ClanBuildingState, ClanBuildingType } from '../../model/index.ts';
import { buildingLook, courtyardLayout } from './clanCourtyard.ts';

const TYPES = Object.values(ClanBuildingType);

describe('courtyardLayout', () => {
  // World units as the camera shows them (at least 600 across, 720 high on a wide frame), the HUD's share in them.
  const frames = [
    ['a 390×844 phone', 600, 1298, 98, 231],
    ['a 320×568 phone', 600, 1065, 120, 281],
    ['a 1280×800 window', 1152, 720, 58, 86],
    ['a 1920×1080 window', 1280, 720, 43, 64],
  ] as const;
  for (const [name, w, h, top, bottom] of frames) {
    it(`keeps every plot inside ${name} and apart from the others and the hall`, () => {
      const layout = courtyardLayout(w, h, top, bottom);
      const boxes = [...TYPES.map((t) => layout.plots[t]), layout.hall];
      for (const p of TYPES.map((t) => layout.plots[t])) {
        expect(Math.abs(p.x) + p.size / 2).toBeLessThanOrEqual(w / 2);
        expect(p.y + p.size / 2).toBeLessThanOrEqual(h / 2 - top);
        expect(p.y - p.size / 2).toBeGreaterThanOrEqual(-h / 2 + bottom);
      }
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const a = boxes[i]!;
          const b = boxes[j]!;
          const apart = Math.abs(a.x - b.x) >= (a.size + b.size) / 2 || Math.abs(a.y - b.y) >= (a.size + b.size) / 2;
          expect(apart, `${i} and ${j} overlap`).toBe(true);
        }
      }
    });
  }
});

describe('buildingLook', () => {
  const normal = (level: number) => buildingLook({ level, state: ClanBuildingState.NORMAL, finishesAt: null }, 0);

  it('draws level 0 as an empty plot and grows storeys, then a turret and a crown, with the level', () => {
    expect(normal(0)).toEqual({ storeys: 0, turret: false, crown: false, scaffolding: false, glow: false });
    expect(normal(1).storeys).toBe(1);
    expect(normal(2).storeys).toBe(2);
    expect(normal(3)).toMatchObject({ storeys: 3, turret: true, crown: false });
    expect(normal(6)).toMatchObject({ storeys: 3, turret: true, crown: true });
  });

  it('puts scaffolding on a building under way and makes one whose time is up glow until it is opened', () => {
    const building = { level: 1, state: ClanBuildingState.PROCESSING, finishesAt: 10_000 };
    expect(buildingLook(building, 9_999)).toMatchObject({ scaffolding: true, glow: false });
    expect(buildingLook(building, 10_000)).toMatchObject({ scaffolding: false, glow: true });
  });
});
