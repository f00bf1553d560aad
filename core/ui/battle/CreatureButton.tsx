import { useLingui } from '@lingui/react/macro';
import { EffectType, type BattleCreature } from '../../model/index.ts';
import { abbreviateNumber, canAct, healthOf, isAlive, maxHealthOf } from '../../rules/index.ts';
import { warriorClassName } from './creatureNames.ts';
import type { FigureBox } from './useFigureBoxes.ts';

export interface CreatureButtonProps {
  creature: BattleCreature;
  own: boolean;
  pressed: boolean;
  hinted: boolean;
  disabled: boolean;
  /** Overrides whether a press picks it: with a potion or scroll in hand, only a living creature of its side. */
  pickable?: boolean | undefined;
  onPick: () => void;
  /** Where the scene draws this creature's figure: the button stands over it (absent until the HUD has measured). */
  box?: FigureBox | undefined;
}

/**
 * A creature as an accessible button standing over its figure (issue 24): a tap on the figure picks it, and the
 * keyboard and screen readers reach it as a button. It names its class or kind and level over the figure's feet, its
 * effects as badges at the figure's shoulder; the scene draws the health bar and numbers, so the health is spoken,
 * not shown (abbreviated, technical §9). An own creature is pickable when it can act, an enemy while alive (technical §4 Battle); one that is not
 * stays focusable and pressable (`aria-disabled`), so pressing it makes the HUD say why it cannot be picked.
 */
/** The name's size follows the figure's, so neighbours' names stay apart on a small phone (9 to 12 px). */
const tagFontPx = (spriteWidth: number): number => Math.round(Math.min(12, Math.max(9, spriteWidth * 0.16)));

export function CreatureButton({ creature, own, pressed, hinted, disabled, pickable: pickableNow, onPick, box }: CreatureButtonProps) {
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

  // From the sprite's top to the bar's numbers: the whole figure is the button.
  const style = box && {
    left: box.sprite.left,
    top: box.sprite.top,
    width: box.sprite.right - box.sprite.left,
    height: box.label.bottom - box.sprite.top,
  };
  return (
    <button
      type="button"
      style={style}
      className={hinted ? 'creature-btn hinted' : 'creature-btn'}
      aria-pressed={pressed}
      disabled={disabled}
      aria-disabled={!pickable || undefined}
      data-creature-id={creature.id}
      data-side={own ? 'own' : 'enemy'}
      data-health={healthOf(creature)}
      onClick={onPick}
    >
      <span className="visually-hidden">
        {t`${name}, level ${level}`} {t`Health ${health} of ${max}`}
        {states.length > 0 && ` ${new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(states)}`}
      </span>
      {/* Shown in full, wrapped under the figure's feet: never cut (issue 24 found "Человек, уровен…" at 390 px). */}
      <span className="creature-tag" aria-hidden="true" style={box && { bottom: box.label.bottom - box.sprite.bottom, fontSize: tagFontPx(box.sprite.right - box.sprite.left) }}>
        <span className="creature-name">{name}</span>
        <span className="creature-level">{t`lv. ${level}`}</span>
      </span>
      {alive && (frozen || poisoned) && (
        <span className="creature-effects" aria-hidden="true">
          {frozen && <span className="creature-effect effect-frozen" title={t`frozen`}>❄</span>}
          {poisoned && <span className="creature-effect effect-poisoned" title={t`poisoned`}>☠</span>}
        </span>
      )}
    </button>
  );
}
