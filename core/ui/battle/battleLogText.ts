import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, select } from '@lingui/core/macro';
import { BattleEventKind, EffectType } from '../../model/index.ts';
import type { BattleCreature, BattleEvent } from '../../model/index.ts';
import { creatureGender } from './creatureGender.ts';
import { warriorClassName } from './creatureNames.ts';

/** Translates a descriptor (the `i18n._` of the caller's lingui instance). */
type Translate = (descriptor: MessageDescriptor) => string;

/**
 * The name of a class as the object of a sentence, in the accusative («Дракон бьёт Зверя», issue 10): one
 * select over the class id, so each language declines every name in its catalog (English puts the article there).
 */
export const accusativeName = (classId: string): MessageDescriptor =>
  msg({
    context: 'accusative',
    message: select(classId, {
      human: 'the Human',
      elf: 'the Elf',
      dragon: 'the Dragon',
      golem: 'the Golem',
      necro: 'the Necromancer',
      djinn: 'the Djinn',
      beast: 'the Beast',
      troll: 'the Troll',
      lizard: 'the Lizardman',
      demon: 'the Demon',
      serpent: 'the Serpent',
      witch: 'the Witch',
      mag: 'the Mage',
      phoenix: 'the Phoenix',
      warlock: 'the Warlock',
      titan: 'the Titan',
      druid: 'the Druid',
      shaman: 'the Shaman',
      dragonslayer: 'the Dragonslayer',
      ifrit: 'the Ifrit',
      angel: 'the Angel',
      archangel: 'the Archangel',
      archititan: 'the Archititan',
      yotun: 'the Jotun',
      asgPhoenix: 'the Asgardian phoenix',
      koschey: 'Koschei',
      cyclop: 'the Cyclops',
      naga: 'the Naga',
      keeper: 'the Keeper',
      sphinx: 'the Sphinx',
      norn: 'the Norn',
      nun: 'the Nun',
      gorgon: 'the Gorgon',
      other: 'the unknown creature',
    }),
  });

/**
 * One line of the battle log for an event (issue 10: the log tells every change of health). The number told is
 * the event's `change`, what the creature really lost or gained, so a creature's lines add up to its health bar.
 */
export function battleLogText(event: BattleEvent, creatures: readonly BattleCreature[], _: Translate): string {
  const creature = creatures.find((c) => c.id === event.creatureId);
  const source = event.sourceId === null ? undefined : creatures.find((c) => c.id === event.sourceId);
  const name = creature ? _(warriorClassName(creature.warriorClass)) : '?';
  const target = creature ? _(accusativeName(creature.warriorClass)) : '?';
  const attacker = source ? _(warriorClassName(source.warriorClass)) : '?';
  const gender = creature ? creatureGender(creature) : 'male';
  const n = Math.abs(event.change);
  const moves = event.moves;
  switch (event.kind) {
    case BattleEventKind.blow:
      if (event.saved) {
        return _(
          msg`${attacker} strikes ${target} for ${plural(n, { one: '# point', other: '# points' })}, but immortality ${select(gender, { female: 'keeps her standing', other: 'keeps it standing' })}`,
        );
      }
      if (event.killed) {
        return _(
          msg`${attacker} strikes ${target} for ${plural(n, { one: '# point', other: '# points' })} and ${select(gender, { female: 'defeats her', other: 'defeats it' })}`,
        );
      }
      return _(msg`${attacker} strikes ${target} for ${plural(n, { one: '# point', other: '# points' })}`);
    case BattleEventKind.scroll:
      if (event.saved) {
        return _(
          msg`A scroll burns ${target} for ${plural(n, { one: '# point', other: '# points' })}, but immortality ${select(gender, { female: 'keeps her standing', other: 'keeps it standing' })}`,
        );
      }
      if (event.killed) {
        return _(
          msg`A scroll burns ${target} for ${plural(n, { one: '# point', other: '# points' })} and ${select(gender, { female: 'defeats her', other: 'defeats it' })}`,
        );
      }
      return _(msg`A scroll burns ${target} for ${plural(n, { one: '# point', other: '# points' })}`);
    case BattleEventKind.potion:
      return _(msg`A potion heals ${target} by ${plural(n, { one: '# point', other: '# points' })}`);
    case BattleEventKind.poisonTick:
      return event.killed
        ? _(msg`${name} loses ${plural(n, { one: '# point', other: '# points' })} to poison and falls`)
        : _(msg`${name} loses ${plural(n, { one: '# point', other: '# points' })} to poison`);
    case BattleEventKind.poisoned:
      return _(msg`Poison takes hold of ${target} for ${plural(moves, { one: '# move', other: '# moves' })}`);
    case BattleEventKind.reflected:
      // Issue 13: the struck creature's clan shield; `target` is the striker it hits back.
      if (event.saved) {
        return _(
          msg`The clan shield strikes ${target} back for ${plural(n, { one: '# point', other: '# points' })}, but immortality ${select(gender, { female: 'keeps her standing', other: 'keeps it standing' })}`,
        );
      }
      if (event.killed) {
        return _(
          msg`The clan shield strikes ${target} back for ${plural(n, { one: '# point', other: '# points' })} and ${select(gender, { female: 'defeats her', other: 'defeats it' })}`,
        );
      }
      return _(msg`The clan shield strikes ${target} back for ${plural(n, { one: '# point', other: '# points' })}`);
    case BattleEventKind.effectEnded:
      return event.effect === EffectType.frozen
        ? _(msg`${name} thaws and can act again`)
        : _(msg`The poison leaves ${target}`);
  }
}
