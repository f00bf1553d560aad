import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { SHOP_OFFERS } from '../../content/index.ts';
import { messages as ru } from '../../i18n/locales/ru.ts';
import { goodsName } from './heroTexts.ts';

const en = setupI18n({ locale: 'en', messages: { en: {} } });
const russian = setupI18n({ locale: 'ru', messages: { ru } });

describe('goodsName', () => {
  it('names every offer of every shop, none as an unknown item', () => {
    const names = SHOP_OFFERS.map((offer) => goodsName(offer.goods, en._.bind(en)).name);
    expect(names).not.toContain('Unknown item');
    expect(names.every((name) => name.length > 0)).toBe(true);
  });

  it('names an evolution card with its force translated inside the sentence', () => {
    const card = { kind: 'card', card: { kind: 'evolution', force: 'fire' } } as const;
    expect(goodsName(card, en._.bind(en)).name).toBe('Evolution card: Fire');
    expect(goodsName(card, russian._.bind(russian)).name).toBe('Карта эволюции: Огонь');
  });
});
