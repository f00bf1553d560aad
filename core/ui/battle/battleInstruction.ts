import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, select } from '@lingui/core/macro';
import { EffectType } from '../../model/index.ts';
import type { Battle } from '../../model/index.ts';
import { canAct, isAlive } from '../../rules/index.ts';
import type { BattleSelection } from '../../state/battle.ts';
import { isBattleOver, isOwnCreature } from '../../state/battle.ts';
import { accusativeName } from './battleLogText.ts';
import { creatureGender } from './creatureGender.ts';
import { warriorClassName } from './creatureNames.ts';

/** Translates a descriptor (the `i18n._` of the caller's lingui instance). */
type Translate = (descriptor: MessageDescriptor) => string;

const frozenMoves = (effects: Battle['creatures'][number]['effects']): number =>
  effects.find((e) => e.type === EffectType.frozen && e.movesRemain > 0)?.movesRemain ?? 0;

/**
 * What the player should do next in a battle, and why a pick did nothing (issue 10: "Hit is disabled with no
 * instruction"): pick a hero, then a target, then Hit; a frozen or fallen hero cannot act; when none can, skip.
 * `refusedId` is the creature whose pick was just refused. Null once the battle is decided or while a call runs.
 */
export function battleInstruction(
  battle: Battle,
  selection: BattleSelection,
  playerId: number | null,
  busy: boolean,
  refusedId: number | null,
  _: Translate,
): string | null {
  if (busy || isBattleOver(battle)) return null;
  const own = battle.creatures.filter((c) => isOwnCreature(c, playerId));
  const refused = refusedId === null ? undefined : battle.creatures.find((c) => c.id === refusedId);
  if (refused) {
    const name = _(warriorClassName(refused.warriorClass));
    const target = _(accusativeName(refused.warriorClass));
    const gender = creatureGender(refused);
    if (!isOwnCreature(refused, playerId)) {
      return _(msg`${name} is already defeated; pick a living enemy ${select(gender, { female: 'instead of her', other: 'instead of it' })}`);
    }
    if (!isAlive(refused)) {
      return _(msg`${name} has fallen and ${select(gender, { female: 'she cannot act', other: 'he cannot act' })}: pick another hero`);
    }
    const moves = frozenMoves(refused.effects);
    if (moves > 0) {
      return _(
        msg`Ice binds ${target} for ${plural(moves, { one: '# more move', other: '# more moves' })}: pick another hero`,
      );
    }
  }
  if (!own.some(canAct)) return _(msg`None of your heroes can act this turn: press Skip`);
  if (selection.attackerId === null) {
    return own.every(canAct)
      ? _(msg`Pick one of your heroes to strike with`)
      : _(msg`Pick one of your heroes to strike with (frozen and fallen heroes cannot act)`);
  }
  if (selection.targetId === null) return _(msg`Now pick a target among the enemies`);
  return _(msg`Press Hit to strike, or pick another hero or target`);
}
