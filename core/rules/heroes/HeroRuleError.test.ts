import { describe, expect, it } from 'vitest';
import { ErrorCode, HeroErrorCode, HeroRefusal, isErrorCode } from '../../model/index.ts';
import { HeroRuleError, isHeroRuleError } from './HeroRuleError.ts';
import { emptyWallet, pay, SHORT_OF } from './wallet.ts';

describe('HeroRuleError', () => {
  it('is recognised by instance and, across realms, by name and a known code', () => {
    expect(isHeroRuleError(new HeroRuleError(HeroRefusal.RANK_FIXED, 'x'))).toBe(true);
    expect(isHeroRuleError({ name: 'HeroRuleError', code: 'RANK_FIXED' })).toBe(true);
    expect(isHeroRuleError({ name: 'HeroRuleError', code: 'SOMETHING_ELSE' })).toBe(false);
    expect(isHeroRuleError(new Error('x'))).toBe(false);
  });

  it('carries its context as the params of the answer', () => {
    const e = new HeroRuleError(HeroRefusal.SHOP_LOCKED, 'locked', { level: 2 });
    expect([e.code, e.context, e.message]).toEqual(['SHOP_LOCKED', { level: 2 }, 'Hero rules: locked']);
  });

  it('is made of error codes: its own spread into ErrorCode, the rest ErrorCode already had', () => {
    for (const code of Object.values(HeroRefusal)) expect(ErrorCode[code], code).toBe(code);
    for (const code of Object.values(HeroErrorCode)) expect(isErrorCode(code), code).toBe(true);
    expect(HeroRefusal.NOT_ENOUGH_GEMS).toBe(ErrorCode.NOT_ENOUGH_GEMS);
  });
});

describe('pay', () => {
  it('takes the price, or refuses with the currency’s code and leaves the wallet as it was', () => {
    const wallet = { ...emptyWallet(), gold: 10 };
    expect(pay(wallet, { currency: 'gold', amount: 10 }).gold).toBe(0);
    let caught: unknown;
    try {
      pay(wallet, { currency: 'caviar', amount: 1 });
    } catch (e: unknown) {
      caught = e;
    }
    expect(isHeroRuleError(caught) && [caught.code, caught.context]).toEqual(['NOT_ENOUGH_CAVIAR', { currency: 'caviar', price: 1 }]);
    expect(wallet.gold).toBe(10);
    expect(SHORT_OF.mithril).toBe('NOT_ENOUGH_GEMS');
  });
});
