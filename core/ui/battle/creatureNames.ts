import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isFemaleImage } from '../../content/index.ts';
import type { HeroClass, WarriorClass } from '../../model/index.ts';

/**
 * The player-facing name of each warrior class, hero or monster kind (translated by id, DESIGN "text"). Keyed by
 * every hero class (issue 11), a superset of `WarriorClass`, so the battle's creatures and the bought heroes share it.
 * Integrator note: battleLogText.ts `accusativeName` still declines only the 12 first classes; the 21 others read
 * "the unknown creature" in the battle log until its select gains them (each language declines them there).
 */
export const warriorClassNames: Record<HeroClass, MessageDescriptor> = {
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
  mag: msg`Mage`,
  phoenix: msg`Phoenix`,
  warlock: msg`Warlock`,
  titan: msg`Titan`,
  druid: msg`Druid`,
  shaman: msg`Shaman`,
  dragonslayer: msg`Dragonslayer`,
  ifrit: msg`Ifrit`,
  angel: msg`Angel`,
  archangel: msg`Archangel`,
  archititan: msg`Archititan`,
  yotun: msg`Jotun`,
  asgPhoenix: msg`Asgardian phoenix`,
  koschey: msg`Koschei`,
  cyclop: msg`Cyclops`,
  naga: msg`Naga`,
  keeper: msg`Keeper`,
  sphinx: msg`Sphinx`,
  norn: msg`Norn`,
  nun: msg`Nun`,
  gorgon: msg`Gorgon`,
};

const unknownClass = msg`Unknown creature`;
const reportedClasses = new Set<string>();

/** The name of a class by id; an id this client does not know is logged once (technical §8 console message). */
export const warriorClassName = (id: string): MessageDescriptor => {
  if (Object.hasOwn(warriorClassNames, id)) return warriorClassNames[id as HeroClass];
  if (!reportedClasses.has(id)) {
    reportedClasses.add(id);
    console.error('Unknown warrior class', id);
  }
  return unknownClass;
};

/**
 * The women of classes that come as a man or a woman, named as a player would say it ("Elf maiden", not "Elf,
 * female"; issue 10 "Texts"). Each is a whole message, so each language words it its own way.
 */
const femaleNames: Partial<Record<WarriorClass, MessageDescriptor>> = {
  elf: msg`Elf maiden`,
  human: msg`Human maiden`,
};

/** The name of one creature: its class, or its woman's name when its sprite is female (technical §3 Creature). */
export const creatureName = (warriorClass: string, imageId: string): MessageDescriptor => {
  const female = isFemaleImage(imageId) && Object.hasOwn(femaleNames, warriorClass) ? femaleNames[warriorClass as WarriorClass] : undefined;
  return female ?? warriorClassName(warriorClass);
};
