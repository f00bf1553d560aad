import { HeroClass, heroClasses } from '../../model/index.ts';

/** Sprites of the player's side that differ by gender from their class (core/content/classes.ts COMPANIONS, HERO_IMAGE). */
export const GenderedFigure = {
  human_male: 'human_male',
  human_female: 'human_female',
  elf_male: 'elf_male',
  elf_female: 'elf_female',
  witch_female: 'witch_female',
  golem_male: 'golem_male',
  necro_male: 'necro_male',
} as const;
export type GenderedFigure = (typeof GenderedFigure)[keyof typeof GenderedFigure];

/** Every figure: one per hero class or monster kind (their imageId is the class) plus the gendered heroes. */
export type FigureId = HeroClass | GenderedFigure;
export const figureIds: readonly FigureId[] = [...heroClasses, ...Object.values(GenderedFigure)];

const isFigureId = (v: string): v is FigureId => (figureIds as readonly string[]).includes(v);

/**
 * The figure of a creature: by its imageId (what the server hands out), else its class; null when neither names
 * one (the caller draws its fallback).
 */
export const figureOf = (imageId: string, warriorClass?: string): FigureId | null => {
  if (isFigureId(imageId)) return imageId;
  if (warriorClass !== undefined && isFigureId(warriorClass)) return warriorClass;
  return null;
};

export { HeroClass };
