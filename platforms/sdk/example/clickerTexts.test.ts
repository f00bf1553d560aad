import { describe, expect, it } from 'vitest';
import { CLICKER_TEXTS } from './clickerTexts.ts';

describe("the clicker's words", () => {
  it("count coins by each language's plural rules", () => {
    expect([1, 2, 5, 21, 101].map((n) => CLICKER_TEXTS.ru.coins(n))).toEqual(['1 монета', '2 монеты', '5 монет', '21 монета', '101 монета']);
    expect([1, 2].map((n) => CLICKER_TEXTS.en.coins(n))).toEqual(['1 coin', '2 coins']);
  });

  it("name the price in the host's money, the hosts' own units counted like coins", () => {
    expect(CLICKER_TEXTS.ru.buy(100, 14, 'VOTES')).toBe('Купить 100 монет за 14 голосов');
    expect(CLICKER_TEXTS.en.buy(100, 1, 'XTR')).toBe('Buy 100 coins for 1 Star');
    expect(CLICKER_TEXTS.en.buy(100, 1.99, 'USD')).toBe('Buy 100 coins for $1.99');
  });
});
