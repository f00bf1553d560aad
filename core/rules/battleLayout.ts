import { SQUAD_SIZE, type Battle, type BattleCreature } from '../model/index.ts';

/**
 * Where the battle's figures stand: pure math that the scene draws from and the battle HUD (core/ui/battle) stands its
 * buttons, names and effects on, so the two agree to the pixel.
 */

/** Battle drawing tunables (world units): the squad stands left, the enemy right (product §2 battle). */
export const BATTLE = {
  /** Sprites grow with the field up to this, and shrink down to `minSprite` on a crowded small frame. */
  maxSprite: 150,
  minSprite: 40,
  /** Between the field and the frame, the header and the HUD panel. */
  margin: 10,
  /** Between the two sides. */
  middleGap: 36,
  /** Around each creature's cell, so neighbours' boxes never touch. */
  cellPad: 6,
  barHeight: 9,
  /** The bar's centre sits this far below the sprite's centre, as a share of the sprite's side. */
  barDrop: 0.58,
  /** The health numbers: their height and how far below the bar's centre their centre is. */
  labelHeight: 21,
  labelDrop: 16,
  /** The floating damage number: its height, where it starts (share of the sprite above the centre) and its rise. */
  numberHeight: 30,
  numberStart: 0.55,
  numberRise: 34,
  /** Width per height of the drawn text (up to 7 characters of the 256 × 64 texture of textTexture.ts). */
  labelAspect: 3,
  numberAspect: 2,
} as const;

/** An axis-aligned box in world units, y up. */
export interface Box {
  left: number;
  right: number;
  bottom: number;
  top: number;
}

/** The boxes one creature's drawing covers, relative to the frame: what the layout keeps apart. */
export interface CreatureBoxes {
  sprite: Box;
  /** The health bar and its numbers under the sprite. */
  label: Box;
  /** Everywhere the floating damage number passes, from where it appears to where it fades. */
  number: Box;
}

export interface BattleLayout {
  /** The part of the frame the creatures use: below the header, above the HUD panel. */
  field: Box;
  /** Sprite side, the same for every creature. */
  size: number;
  /** Centre of each creature by side and index (own: squad order; enemy: the monsters' order). */
  own: [number, number][];
  enemy: [number, number][];
}

const box = (cx: number, cy: number, width: number, height: number): Box => ({
  left: cx - width / 2,
  right: cx + width / 2,
  bottom: cy - height / 2,
  top: cy + height / 2,
});

/** The health bar's width for a sprite of side `size`. */
export const barWidthFor = (size: number): number => Math.max(40, size * 0.9);

/** The boxes of a creature standing at (x, y) with sprite side `size`. */
export function creatureBoxes(x: number, y: number, size: number): CreatureBoxes {
  const barY = y - size * BATTLE.barDrop;
  const labelY = barY - BATTLE.labelDrop;
  const labelWidth = Math.max(barWidthFor(size) + 4, BATTLE.labelHeight * BATTLE.labelAspect);
  const numberY = y + size * BATTLE.numberStart;
  const numberWidth = BATTLE.numberHeight * BATTLE.numberAspect;
  return {
    sprite: box(x, y, size, size),
    label: {
      left: x - labelWidth / 2,
      right: x + labelWidth / 2,
      top: barY + BATTLE.barHeight / 2 + 2,
      bottom: labelY - BATTLE.labelHeight / 2,
    },
    number: {
      left: x - numberWidth / 2,
      right: x + numberWidth / 2,
      bottom: numberY - BATTLE.numberHeight / 2,
      top: numberY + BATTLE.numberRise + BATTLE.numberHeight / 2,
    },
  };
}

/** How far a creature's drawing reaches above and below its centre, and how wide it is, for a sprite side. */
const reach = (size: number) => {
  const b = creatureBoxes(0, 0, size);
  return {
    above: Math.max(b.sprite.top, b.number.top),
    below: -Math.min(b.sprite.bottom, b.label.bottom),
    width: Math.max(b.sprite.right, b.label.right, b.number.right) * 2,
  };
};

/** The largest sprite whose creature fits a cell of this size (both reaches grow linearly with the side). */
const spriteForCell = (cellWidth: number, cellHeight: number): number => {
  const at0 = reach(0);
  const at1 = reach(100);
  const perUnitHeight = (at1.above + at1.below - at0.above - at0.below) / 100;
  const byHeight = (cellHeight - 2 * BATTLE.cellPad - at0.above - at0.below) / perUnitHeight;
  // The widest part is a fixed-width text until the sprite outgrows it.
  const byWidth = cellWidth - 2 * BATTLE.cellPad >= at0.width ? cellWidth - 2 * BATTLE.cellPad : 0;
  return Math.min(BATTLE.maxSprite, byHeight, byWidth);
};

/** The grid of one side: columns × rows for `count` creatures in a side `width` × `height`, and its sprite side. */
function sideGrid(count: number, width: number, height: number): { columns: number; rows: number; size: number } {
  let best = { columns: 1, rows: Math.max(1, count), size: -Infinity };
  for (let columns = 1; columns <= Math.max(1, count); columns += 1) {
    const rows = Math.ceil(Math.max(1, count) / columns);
    const size = spriteForCell(width / columns, height / rows);
    if (size > best.size + 0.5) best = { columns, rows, size };
  }
  return best;
}

/**
 * Lays the battle out for the visible world (`useThree(s => s.viewport)`, world units, origin at the centre) with
 * `insetTop` and `insetBottom` of it covered by the header and the HUD panel (world units): the squad on the left,
 * the enemy on the right, each side a grid sized to use the field (a wide field gets more columns, a tall one more
 * rows), front column nearest the middle. Every creature's sprite, health label and damage-number path fit in its
 * own cell, so numbers never cover labels and nothing reaches under the header or the HUD (issue 10).
 */
export function battleLayout(
  view: { width: number; height: number },
  insets: { top: number; bottom: number },
  ownCount: number,
  enemyCount: number,
): BattleLayout {
  const top = view.height / 2 - insets.top - BATTLE.margin;
  // A frame so short that the HUD leaves almost nothing keeps a minimal field, drawn behind the panel's top.
  const minHeight = reach(BATTLE.minSprite).above + reach(BATTLE.minSprite).below + 2 * BATTLE.cellPad;
  const bottom = Math.min(-view.height / 2 + insets.bottom + BATTLE.margin, top - minHeight);
  const field: Box = { left: -view.width / 2 + BATTLE.margin, right: view.width / 2 - BATTLE.margin, top, bottom };
  const sideWidth = (field.right - field.left - BATTLE.middleGap) / 2;
  const height = field.top - field.bottom;
  const own = sideGrid(Math.min(ownCount, SQUAD_SIZE), sideWidth, height);
  const enemy = sideGrid(Math.min(enemyCount, SQUAD_SIZE), sideWidth, height);
  const size = Math.max(BATTLE.minSprite, Math.floor(Math.min(own.size, enemy.size)));
  const { above, below } = reach(size);

  const place = (grid: typeof own, count: number, sign: -1 | 1): [number, number][] => {
    const cellWidth = sideWidth / grid.columns;
    const cellHeight = height / grid.rows;
    return Array.from({ length: count }, (_, i) => {
      const slot = Math.min(i, grid.columns * grid.rows - 1);
      const column = Math.floor(slot / grid.rows);
      const row = slot % grid.rows;
      const x = sign * (BATTLE.middleGap / 2 + (column + 0.5) * cellWidth);
      // Centred in its cell: the number's path above, the label below.
      const cellTop = field.top - row * cellHeight;
      const y = cellTop - (cellHeight - above - below) / 2 - above;
      return [x, y];
    });
  };
  return { field, size, own: place(own, ownCount, -1), enemy: place(enemy, enemyCount, 1) };
}

/** A creature on the players' side: the player's own or an ally's (issue 14); a monster has no player. */
export const standsWithPlayers = (creature: Pick<BattleCreature, 'playerId'>): boolean => creature.playerId !== null;

/**
 * Each creature's centre: on the players' side each player's creatures stand together, the reader's own first
 * (nearest the middle), then the allies in joining order; monsters in the server's order on the other side.
 */
export function battlePositions(battle: Battle, playerId: number | null, layout: BattleLayout): Map<number, [number, number]> {
  const map = new Map<number, [number, number]>();
  let ownIndex = 0;
  let enemyIndex = 0;
  const order = battle.multi?.participants.map((p) => p.playerId) ?? [];
  const rank = (c: BattleCreature) => (c.playerId === playerId ? -1 : c.playerId === null ? 0 : order.indexOf(c.playerId));
  const placed = battle.multi === undefined ? battle.creatures : [...battle.creatures].sort((a, b) => rank(a) - rank(b));
  for (const c of placed) {
    const slot = standsWithPlayers(c) ? layout.own[ownIndex++] : layout.enemy[enemyIndex++];
    map.set(c.id, slot ?? [0, 0]);
  }
  return map;
}

/** A box in CSS pixels of the canvas, y down. */
export interface PixelBox {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** A world box in CSS pixels of a canvas `size` showing the world `view` (both centred, the world's y up). */
export const toCanvasPixels = (b: Box, view: { width: number; height: number }, size: { width: number; height: number }): PixelBox => ({
  left: ((b.left + view.width / 2) / view.width) * size.width,
  right: ((b.right + view.width / 2) / view.width) * size.width,
  top: ((view.height / 2 - b.top) / view.height) * size.height,
  bottom: ((view.height / 2 - b.bottom) / view.height) * size.height,
});
