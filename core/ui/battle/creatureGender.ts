import type { Creature } from '../../model/index.ts';

/** Classes whose name is feminine in the texts that agree with it (the Witch, the Naga, the Norn, the Nun, the Gorgon). */
const feminineClasses: ReadonlySet<string> = new Set(['witch', 'naga', 'norn', 'nun', 'gorgon']);

/** Grammatical gender of a creature for the texts that agree with it: a sprite named "female" (technical §3) or a feminine class. */
export const creatureGender = (c: Pick<Creature, 'imageId' | 'warriorClass'>): 'female' | 'male' =>
  c.imageId.includes('female') || feminineClasses.has(c.warriorClass) ? 'female' : 'male';
