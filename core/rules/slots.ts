import { CREATURE_SLOTS } from '../model/index.ts';
import type { Creature } from '../model/index.ts';

/** The last slot of the combative half; the others start right after it. */
const COMBATIVE_FIRST = 5;

/**
 * The creature list's 12 slots (technical §9): combative creatures fill from slot 5 downward (5, 4, …, 0),
 * the others from slot 6 upward (6, 7, …, 11). Creatures beyond a half's 6 slots are left out.
 */
export const layoutCreatureSlots = <C extends Creature>(creatures: readonly C[]): (C | null)[] => {
  const slots: (C | null)[] = Array<C | null>(CREATURE_SLOTS).fill(null);
  let down = COMBATIVE_FIRST;
  let up = COMBATIVE_FIRST + 1;
  for (const c of creatures) {
    if (c.combative) {
      if (down >= 0) slots[down--] = c;
    } else if (up < CREATURE_SLOTS) {
      slots[up++] = c;
    }
  }
  return slots;
};
