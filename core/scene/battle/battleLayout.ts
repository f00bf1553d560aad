import { SQUAD_SIZE } from '../../model/index.ts';

/** Battle drawing tunables (world units): the squad stands left, the enemy right (product §2 battle). */
export const BATTLE = {
  spriteSize: 96,
  columnX: [110, 225] as const,
  minRowGap: 118,
  maxRowGap: 180,
  topMargin: 92,
  /** The part of the view above the DOM controls, where the field is drawn. */
  fieldShare: 0.58,
  barWidth: 86,
  barHeight: 9,
} as const;

/**
 * Where the `index`-th creature of a side stands: 2 columns of 3 rows, front column nearest the middle.
 * The rows start near the top, so the DOM controls at the bottom do not cover them.
 */
export function slotPosition(index: number, own: boolean, viewHeight: number): [number, number] {
  const i = Math.min(index, SQUAD_SIZE - 1);
  const column = Math.floor(i / 3);
  const row = i % 3;
  const x = (BATTLE.columnX[column] ?? BATTLE.columnX[0]) * (own ? -1 : 1);
  const y = viewHeight / 2 - BATTLE.topMargin - row * rowGapFor(viewHeight);
  return [x, y];
}

/** Rows spread over the field on tall screens, never closer than the sprite and its health bar need. */
export const rowGapFor = (viewHeight: number): number =>
  Math.min(BATTLE.maxRowGap, Math.max(BATTLE.minRowGap, (viewHeight * BATTLE.fieldShare - BATTLE.topMargin - 40) / 2.5));

/** Sprites shrink with the rows on short screens, so a bar and its numbers never meet the next sprite. */
export const spriteSizeFor = (viewHeight: number): number =>
  Math.min(BATTLE.spriteSize + 14, Math.max(64, Math.round(rowGapFor(viewHeight) * 0.66)));

/** The field's height: the top part of the view, above the DOM controls. */
export const fieldHeightFor = (viewHeight: number): number =>
  Math.max(BATTLE.topMargin + 2 * BATTLE.minRowGap + 100, viewHeight * BATTLE.fieldShare);
