import { useLingui } from '@lingui/react/macro';
import { EffectType, type BattleCreature } from '../../model/index.ts';
import { abbreviateNumber, canAct, healthOf, isAlive, maxHealthOf } from '../../rules/index.ts';
import { warriorClassName } from './creatureNames.ts';

export interface CreatureButtonProps {
  creature: BattleCreature;
  own: boolean;
  pressed: boolean;
  hinted: boolean;
  disabled: boolean;
  /** Overrides whether a press picks it: with a potion or scroll in hand, only a living creature of its side. */
  pickable?: boolean | undefined;
  onPick: () => void;
}

/**
 * A creature as an accessible button: its class or kind, level and health (abbreviated, technical §9) and its
 * state. An own creature is pickable when it can act, an enemy while alive (technical §4 Battle); one that is not
 * stays focusable and pressable (`aria-disabled`), so pressing it makes the HUD say why it cannot be picked.
 */
export function CreatureButton({ creature, own, pressed, hinted, disabled, pickable: pickableNow, onPick }: CreatureButtonProps) {
  const { t, i18n } = useLingui();
  const name = i18n._(warriorClassName(creature.warriorClass));
  const level = creature.level;
  const health = abbreviateNumber(healthOf(creature));
  const max = abbreviateNumber(maxHealthOf(creature));
  const alive = isAlive(creature);
  const pickable = pickableNow ?? (own ? canAct(creature) : alive);
  const frozen = creature.effects.some((e) => e.type === EffectType.frozen && e.movesRemain > 0);
  const poisoned = creature.effects.some((e) => e.type === EffectType.poisoned && e.movesRemain > 0);
  const states = [
    !alive ? t`defeated` : null,
    alive && frozen ? t`frozen` : null,
    alive && poisoned ? t`poisoned` : null,
    hinted ? t`suggested` : null,
  ].filter((s): s is string => s !== null);

  return (
    <button
      type="button"
      className={hinted ? 'creature-btn hinted' : 'creature-btn'}
      aria-pressed={pressed}
      disabled={disabled}
      aria-disabled={!pickable || undefined}
      data-creature-id={creature.id}
      data-side={own ? 'own' : 'enemy'}
      data-health={healthOf(creature)}
      onClick={onPick}
    >
      <span className="creature-name">{t`${name}, level ${level}`}</span>
      <span>{t`Health ${health} of ${max}`}</span>
      {states.length > 0 && <span>{new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(states)}</span>}
    </button>
  );
}
