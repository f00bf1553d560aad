import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useStore } from 'jotai';
import { useId } from 'react';
import { HERO_CONSUMABLES } from '../../content/index.ts';
import { ConsumableKind, type BackpackView } from '../../model/index.ts';
import { battleConsumableAtom, pickConsumable } from '../../state/battle.ts';
import { consumableName } from '../backpack/consumableName.ts';

export interface ConsumableSlotsProps {
  backpack: BackpackView;
  /** A battle call runs or the battle is decided: no slot can be picked now. */
  disabled: boolean;
  /** Says why a pressed slot was not picked (none left). */
  onRefused: (text: string) => void;
}

/**
 * The backpack's battle quick slots (issue 11): the potions, then the scrolls the player put in them, each with the
 * count left. Pressing one picks it (pressed again, puts it back); the next creature pressed is its target. A slot
 * with none left stays focusable (`aria-disabled`) and says so when pressed; empty slots are not shown.
 */
export function ConsumableSlots({ backpack, disabled, onRefused }: ConsumableSlotsProps) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const picked = useAtomValue(battleConsumableAtom);
  const labelId = useId();
  const slots = Object.values(ConsumableKind).flatMap((kind) =>
    backpack.slots[kind].flatMap((itemId, index) => {
      const def = itemId === null ? undefined : HERO_CONSUMABLES[itemId];
      if (itemId === null || !def) return [];
      const count = backpack.stacks.find((s) => s.itemId === itemId)?.ids.length ?? 0;
      return [{ kind, index, itemId, count, name: i18n._(consumableName({ itemId, kind, power: def.power })) }];
    }),
  );
  if (slots.length === 0) return null;
  return (
    <div className="consumable-slots" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="consumable-slots-title">{t`Backpack`}</span>
      {slots.map(({ kind, index, itemId, count, name }) => {
        const pressed = picked?.itemId === itemId;
        return (
          <button
            key={`${kind}-${index}`}
            type="button"
            className={`consumable-slot consumable-${kind}`}
            data-item={itemId}
            data-count={count}
            aria-pressed={pressed}
            disabled={disabled}
            aria-disabled={count === 0 || undefined}
            aria-label={t`${name}: ${count} left`}
            onClick={() => {
              if (count === 0) onRefused(t`No ${name} left: the backpack shop sells more`);
              else pickConsumable(store, pressed ? null : { kind, itemId });
            }}
          >
            {kind === ConsumableKind.potion ? '✚' : '✦'} {name} <b>×{count}</b>
          </button>
        );
      })}
    </div>
  );
}
