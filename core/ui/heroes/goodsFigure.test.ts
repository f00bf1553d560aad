import { describe, expect, it } from 'vitest';
import { SHOP_OFFERS } from '../../content/index.ts';
import type { OfferGoods } from '../../model/index.ts';
import { figureOf } from '../../content/figures/index.ts';
import { goodsFigure } from './goodsFigure.ts';

const sellsHero = (goods: OfferGoods): boolean =>
  goods.kind === 'hero' || (goods.kind === 'pack' && goods.items.some((item) => item.kind === 'hero'));

describe('goodsFigure', () => {
  it('draws every offer that sells a hero with that hero’s figure, and no other offer', () => {
    const heroOffers = SHOP_OFFERS.filter((offer) => sellsHero(offer.goods));
    expect(heroOffers.length).toBeGreaterThan(0);
    for (const offer of SHOP_OFFERS) {
      const figure = goodsFigure(offer.goods);
      if (sellsHero(offer.goods)) expect(figure !== null && figureOf(figure), offer.id).toBe(figure);
      else expect(figure, offer.id).toBeNull();
    }
  });

  it('draws a pack by its first hero, after goods that are not heroes', () => {
    const pack: OfferGoods = {
      kind: 'pack',
      items: [{ kind: 'hammer' }, { kind: 'hero', heroClass: 'troll', quality: 'usual' }, { kind: 'hero', heroClass: 'elf', quality: 'usual' }],
    };
    expect(goodsFigure(pack)).toBe('troll');
    expect(goodsFigure({ kind: 'pack', items: [{ kind: 'hammer' }] })).toBeNull();
  });
});
