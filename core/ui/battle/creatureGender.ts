import { WarriorClass, type Creature } from '../../model/index.ts';

/** Grammatical gender of a creature for the texts that agree with it: a sprite named "female" (technical §3) or a witch. */
export const creatureGender = (c: Pick<Creature, 'imageId' | 'warriorClass'>): 'female' | 'male' =>
  c.imageId.includes('female') || c.warriorClass === WarriorClass.witch ? 'female' : 'male';
