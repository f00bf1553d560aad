import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { WarriorClass } from '../../model/index.ts';

/** The player-facing name of each warrior class, hero or monster kind (translated by id, DESIGN "text"). */
export const warriorClassNames: Record<WarriorClass, MessageDescriptor> = {
  human: msg`Human`,
  elf: msg`Elf`,
  dragon: msg`Dragon`,
  golem: msg`Golem`,
  necro: msg`Necromancer`,
  djinn: msg`Djinn`,
  beast: msg`Beast`,
  troll: msg`Troll`,
  lizard: msg`Lizardman`,
  demon: msg`Demon`,
  serpent: msg`Serpent`,
  witch: msg`Witch`,
};

const unknownClass = msg`Unknown creature`;
const reportedClasses = new Set<string>();

/** The name of a class by id; an id this client does not know is logged once (technical §8 console message). */
export const warriorClassName = (id: string): MessageDescriptor => {
  if (Object.hasOwn(warriorClassNames, id)) return warriorClassNames[id as WarriorClass];
  if (!reportedClasses.has(id)) {
    reportedClasses.add(id);
    console.error('Unknown warrior class', id);
  }
  return unknownClass;
};
