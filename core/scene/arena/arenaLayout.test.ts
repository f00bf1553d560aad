import { describe, expect, it } from 'vitest';
import { arenaLayout, type ArenaLayout } from './arenaLayout.ts';

/** World units as the camera shows the two frames the game is checked at (600 units across at least). */
const FRAMES = [
  { name: 'phone 390x844', width: 600, height: (600 * 844) / 390, top: 70, bottom: 300, tall: true },
  { name: 'desktop 1280x800', width: 960, height: 600, top: 50, bottom: 130, tall: false },
];

const everyone = (l: ArenaLayout) => [...l.mine, ...l.theirs];

describe.each(FRAMES)('arenaLayout on a $name', ({ width, height, top, bottom, tall }) => {
  const counts = [1, 3, 5, 6];
  it.each(counts)('keeps %i heroes a side inside the open frame, apart from one another', (n) => {
    const l = arenaLayout(width, height, top, bottom, n, n);
    const s = l.heroSize;
    expect(l.mine).toHaveLength(n);
    expect(l.theirs).toHaveLength(n);
    for (const p of everyone(l)) {
      expect(Math.abs(p.x) + s / 2).toBeLessThanOrEqual(width / 2);
      expect(p.y + s / 2).toBeLessThanOrEqual(height / 2 - top);
      expect(p.y - s / 2).toBeGreaterThanOrEqual(-height / 2 + bottom);
    }
    const all = everyone(l);
    all.forEach((a, i) =>
      all.slice(i + 1).forEach((b) => expect(Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y))).toBeGreaterThanOrEqual(s)),
    );
  });

  it('puts the two squads on opposite sides: the opponent above on a phone, to the right on a wide frame', () => {
    const l = arenaLayout(width, height, top, bottom, 6, 6);
    if (l.tall) expect(Math.min(...l.theirs.map((p) => p.y))).toBeGreaterThan(Math.max(...l.mine.map((p) => p.y)));
    else expect(Math.min(...l.theirs.map((p) => p.x))).toBeGreaterThan(Math.max(...l.mine.map((p) => p.x)));
    expect(l.tall).toBe(tall);
  });

  it('draws heroes large enough to recognise', () => {
    expect(arenaLayout(width, height, top, bottom, 6, 6).heroSize).toBeGreaterThanOrEqual(60);
  });
});

it('keeps the ring below the stands on a wide frame, so the tiers are not painted over', () => {
  const l = arenaLayout(960, 600, 50, 130, 6, 6);
  expect(l.ring.y + l.ring.ry).toBeLessThanOrEqual(l.standsFrom);
});
