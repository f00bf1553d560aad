import { HERO_IMAGE, isHeroClassId } from '../../content/index.ts';

/** The sprite of a hero class (the class id itself when content has no image for it). */
export const heroImageOf = (heroClass: string): string => (isHeroClassId(heroClass) ? HERO_IMAGE[heroClass] : heroClass);
