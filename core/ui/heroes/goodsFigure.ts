import type { HeroClass, OfferGoods } from '../../model/index.ts';

/**
 * Whose portrait an offer shows (issue 24): the hero it sells, or a pack's first hero; null for every other good,
 * which keeps its name alone.
 */
export const goodsFigure = (goods: OfferGoods): HeroClass | null => {
  if (goods.kind === 'hero') return goods.heroClass;
  if (goods.kind !== 'pack') return null;
  for (const item of goods.items) if (item.kind === 'hero') return item.heroClass;
  return null;
};
