import { COMPANIONS, HERO_IMAGE, heroClassIds, isHeroClassId } from '../../content/index.ts';
import type { CharacterChoice } from '../../state/character.ts';

/** The first hero class and companion on offer: what character selection shows before the player picks. */
export const defaultChoice = (): CharacterChoice => ({
  heroClass: heroClassIds[0] ?? 'human',
  companionImage: COMPANIONS[0]?.imageId ?? 'elf_female',
});

/** The sprite of a hero class (the class id itself when content has no image for it). */
export const heroImageOf = (heroClass: string): string => (isHeroClassId(heroClass) ? HERO_IMAGE[heroClass] : heroClass);
