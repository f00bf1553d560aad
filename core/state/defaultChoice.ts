import { COMPANIONS, heroClassIds } from '../content/index.ts';
import type { CharacterChoice } from './character.ts';

/** The first hero class and companion on offer: what character selection shows before the player picks. */
export const defaultChoice = (): CharacterChoice => ({
  heroClass: heroClassIds[0] ?? 'human',
  companionImage: COMPANIONS[0]?.imageId ?? 'elf_female',
});
