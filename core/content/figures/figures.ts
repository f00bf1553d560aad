import type { FigureId } from './figureIds.ts';
import type { FigureSpec } from './figureTypes.ts';
import { HERO_FIGURES } from './heroFigures.ts';
import { MORE_FIGURES } from './moreFigures.ts';

/** Every figure by id: a hero class, monster kind or gendered hero without one here does not compile. */
export const FIGURES: Record<FigureId, FigureSpec> = { ...HERO_FIGURES, ...MORE_FIGURES };
