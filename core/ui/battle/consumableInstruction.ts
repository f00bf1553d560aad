import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ConsumablePick, ConsumableRefusal } from '../../state/battle.ts';

/**
 * What to do with a potion or scroll in hand (issue 11), or why the last target was refused: a potion heals a
 * living hero of the squad, a scroll strikes a living enemy.
 */
export function consumableInstruction(pick: ConsumablePick, refusal: ConsumableRefusal | null): MessageDescriptor {
  const potion = pick.kind === 'potion';
  switch (refusal) {
    case 'wrongSide':
      return potion
        ? msg`A potion heals only your own heroes: pick one of them, or press the potion again to put it back`
        : msg`A scroll strikes only enemies: pick one of them, or press the scroll again to put it back`;
    case 'targetDead':
      return potion ? msg`That hero has fallen: pick a living one` : msg`That enemy is already defeated: pick a living one`;
    case 'noneLeft':
      return msg`None of these are left: the backpack shop sells more`;
    case null:
      return potion ? msg`Now pick one of your heroes to heal` : msg`Now pick an enemy to strike with the scroll`;
  }
}
