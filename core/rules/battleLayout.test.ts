import { describe, expect, it } from 'vitest';
import type { Battle } from '../model/index.ts';
import { battleLayout, battlePositions, creatureBoxes, toCanvasPixels, type Box } from './battleLayout.ts';

const EPS = 1e-6;
const intersects = (a: Box, b: Box): boolean =>
  a.left < b.right - EPS && b.left < a.right - EPS && a.bottom < b.top - EPS && b.bottom < a.top - EPS;
const inside = (a: Box, outer: Box): boolean =>
  a.left >= outer.left - EPS && a.right <= outer.right + EPS && a.bottom >= outer.bottom - EPS && a.top <= outer.top + EPS;

// Visible worlds the chrome's camera may give (world units): a phone (taller than wide), the old 600 column, a
// desktop and a wide screen (wider than 600), a short landscape frame; insets as the header and HUD panel cover.
const FRAMES = [
  { name: 'phone 390×760', view: { width: 600, height: 1169 }, insets: { top: 0, bottom: 520 } },
  { name: 'phone, header over the canvas', view: { width: 600, height: 1300 }, insets: { top: 120, bottom: 560 } },
  { name: '600 column', view: { width: 600, height: 800 }, insets: { top: 0, bottom: 330 } },
  { name: 'desktop 1280×720', view: { width: 1280, height: 720 }, insets: { top: 0, bottom: 250 } },
  { name: 'wide 1920×1000', view: { width: 1920, height: 1000 }, insets: { top: 40, bottom: 260 } },
  { name: 'short landscape', view: { width: 1000, height: 420 }, insets: { top: 0, bottom: 200 } },
];

const everyLayout = () =>
  FRAMES.flatMap((frame) =>
    [1, 2, 3, 4, 5, 6].flatMap((ownCount) =>
      [1, 2, 3, 6].map((enemyCount) => ({ frame, ownCount, enemyCount, layout: battleLayout(frame.view, frame.insets, ownCount, enemyCount) })),
    ),
  );

describe('battleLayout', () => {
  it('keeps every sprite, label and damage-number path inside the field, clear of the header and the HUD panel', () => {
    for (const { frame, ownCount, enemyCount, layout } of everyLayout()) {
      const what = `${frame.name}, ${ownCount} v ${enemyCount}`;
      expect(layout.field.top, what).toBeLessThanOrEqual(frame.view.height / 2 - frame.insets.top);
      expect(layout.field.bottom, what).toBeGreaterThanOrEqual(-frame.view.height / 2 + frame.insets.bottom);
      expect(layout.own, what).toHaveLength(ownCount);
      expect(layout.enemy, what).toHaveLength(enemyCount);
      for (const [x, y] of [...layout.own, ...layout.enemy]) {
        const boxes = creatureBoxes(x, y, layout.size);
        for (const b of [boxes.sprite, boxes.label, boxes.number]) expect(inside(b, layout.field), what).toBe(true);
      }
    }
  });

  it('never lets a damage number cover a health label, nor two creatures overlap', () => {
    for (const { frame, ownCount, enemyCount, layout } of everyLayout()) {
      const all = [...layout.own, ...layout.enemy].map(([x, y]) => creatureBoxes(x, y, layout.size));
      all.forEach((a, i) =>
        all.forEach((b, j) => {
          const what = `${frame.name}, ${ownCount} v ${enemyCount}, creatures ${i} and ${j}`;
          expect(intersects(a.number, b.label), what).toBe(false);
          if (i === j) return;
          for (const pa of [a.sprite, a.label, a.number]) {
            for (const pb of [b.sprite, b.label, b.number]) expect(intersects(pa, pb), what).toBe(false);
          }
        }),
      );
    }
  });

  it('puts the squad left and the enemy right, front column nearest the middle', () => {
    const layout = battleLayout({ width: 600, height: 1169 }, { top: 0, bottom: 520 }, 6, 3);
    expect(layout.own.every(([x]) => x < 0)).toBe(true);
    expect(layout.enemy.every(([x]) => x > 0)).toBe(true);
    expect(Math.abs(layout.own[0]![0])).toBeLessThan(Math.abs(layout.own[5]![0]));
  });

  // Issue 10: "the battle uses a third of its field". Sprites grow with the field and the sides spread over it.
  it('uses the space of a wide or tall field', () => {
    const column = battleLayout({ width: 600, height: 800 }, { top: 0, bottom: 330 }, 2, 1);
    const desktop = battleLayout({ width: 1280, height: 720 }, { top: 0, bottom: 250 }, 2, 1);
    expect(desktop.size).toBeGreaterThan(column.size);
    const wide = battleLayout({ width: 1920, height: 1000 }, { top: 0, bottom: 260 }, 6, 3);
    const xs = [...wide.own, ...wide.enemy].map(([x]) => x);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(1920 / 2);
    const phone = battleLayout({ width: 600, height: 1169 }, { top: 0, bottom: 520 }, 6, 3);
    const ys = phone.own.map(([, y]) => y);
    expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThan((phone.field.top - phone.field.bottom) / 2);
  });
});

describe('where the HUD stands its buttons (issue 24)', () => {
  it('maps a world box to canvas pixels, y down, the world centred', () => {
    const px = toCanvasPixels({ left: -300, right: 0, top: 400, bottom: 0 }, { width: 600, height: 800 }, { width: 300, height: 400 });
    expect(px).toEqual({ left: 0, right: 150, top: 0, bottom: 200 });
  });

  it('stands the own squad on the left and the monsters on the right, the reader first in a MULTI battle', () => {
    const layout = battleLayout({ width: 600, height: 800 }, { top: 0, bottom: 0 }, 2, 1);
    const creature = (id: number, playerId: number | null) => ({ id, playerId }) as Battle['creatures'][number];
    const battle = { creatures: [creature(1, 9), creature(2, 7), creature(3, null)], multi: { participants: [{ playerId: 9 }, { playerId: 7 }] } } as unknown as Battle;
    const at = battlePositions(battle, 7, layout);
    expect(at.get(2)).toEqual(layout.own[0]);
    expect(at.get(1)).toEqual(layout.own[1]);
    expect(at.get(3)).toEqual(layout.enemy[0]);
    expect(at.get(3)![0]).toBeGreaterThan(0);
  });
});
