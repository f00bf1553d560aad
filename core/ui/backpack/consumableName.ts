import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BackpackStack } from '../../model/index.ts';

// The same messages as the shops' names (core/ui/heroes/heroTexts.ts): one catalog entry each, keyed by the English.
const names: Readonly<Record<string, MessageDescriptor>> = {
  smallPotion: msg`Small potion`,
  potion: msg`Potion`,
  greatPotion: msg`Great potion`,
  sparkScroll: msg`Spark scroll`,
  fireScroll: msg`Fire scroll`,
  stormScroll: msg`Storm scroll`,
};

/**
 * A consumable's name by its `ConsumableDef` id; an item no shop sells (`itemId` null) is named by kind and power,
 * so a player's old items still read as what they do.
 */
export function consumableName(stack: Pick<BackpackStack, 'itemId' | 'kind' | 'power'>): MessageDescriptor {
  const known = stack.itemId !== null && Object.hasOwn(names, stack.itemId) ? names[stack.itemId] : undefined;
  if (known) return known;
  const power = stack.power;
  return stack.kind === 'potion' ? msg`Potion of ${power} health` : msg`Scroll of ${power} damage`;
}
