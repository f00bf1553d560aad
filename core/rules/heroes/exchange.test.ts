import { describe, expect, it } from 'vitest';
import { HERO_CATALOG, SHOP_LEVEL, SHOP_OFFERS } from '../../content/index.ts';
import { buyOffer } from './buyOffer.ts';
import { exchangeHeroes } from './exchange.ts';
import { startRankUpgrade } from './ranks.ts';
import { refusalOf, richWallet, testHero, testRoster } from '../../../test/support/testRoster.ts';

describe('hero exchange', () => {
  const roster = () =>
    testRoster([testHero(1, { squadSlot: 0 }), testHero(2, { rank: 2 }, 'human', 'legend'), testHero(3, {}, 'elf', 'myth')], {
      artifacts: [{ id: 9, defId: 'sword', level: 1, heroId: 3, temporal: false }],
    });

  it('needs heroes selected (product §5)', () => {
    expect(refusalOf(() => exchangeHeroes(roster(), richWallet(), [], HERO_CATALOG))).toBe('HEROES_NOT_SELECTED');
  });

  it('gives tokens by quality × rank, removes the heroes and returns their artifacts to the backpack', () => {
    const done = exchangeHeroes(roster(), richWallet({ token: 0 }), [2, 3, 3], HERO_CATALOG);
    expect(done.tokens).toBe(3 * 2 + 8);
    expect(done.wallet.token).toBe(14);
    expect(done.roster.heroes.map((h) => h.id)).toEqual([1]);
    expect(done.roster.artifacts[0]?.heroId).toBeNull();
  });

  it('brings the tokens an Ark hero costs: one short before, the Ark hero in reserve after (the Ark token loop)', () => {
    const ark = SHOP_OFFERS.find((o) => o.id === 'hero:archangel:ark');
    if (!ark) throw new Error('no Ark archangel offer');
    const buyer = { level: SHOP_LEVEL.ark, stair: ark.fromStair };
    const start = testRoster([testHero(1, { squadSlot: 0 }), testHero(2)]);
    const short = richWallet({ token: ark.price.amount - 1 });
    expect(refusalOf(() => buyOffer(start, short, ark, buyer, SHOP_LEVEL, HERO_CATALOG))).toBe('NOT_ENOUGH_TOKENS');
    const exchanged = exchangeHeroes(start, short, [2], HERO_CATALOG);
    const bought = buyOffer(exchanged.roster, exchanged.wallet, ark, buyer, SHOP_LEVEL, HERO_CATALOG);
    expect(bought.wallet.token).toBe(0);
    expect(bought.roster.heroes.map((h) => [h.heroClass, h.quality, h.squadSlot])).toEqual([
      ['human', 'usual', 0],
      ['archangel', 'ark', null],
    ]);
  });

  it('refuses to leave no fighter, a temporal hero, a hero rising, and an unknown one', () => {
    expect(refusalOf(() => exchangeHeroes(roster(), richWallet(), [1], HERO_CATALOG))).toBe('SQUAD_EMPTY');
    const temporal = testRoster([testHero(1, { squadSlot: 0 }), testHero(2, { temporal: true })]);
    expect(refusalOf(() => exchangeHeroes(temporal, richWallet(), [2], HERO_CATALOG))).toBe('FORBIDDEN');
    const rising = startRankUpgrade(testRoster([testHero(1, { squadSlot: 0 }), testHero(2, { level: 10 })]), richWallet(), 2, 0, HERO_CATALOG).roster;
    expect(refusalOf(() => exchangeHeroes(rising, richWallet(), [2], HERO_CATALOG))).toBe('UPGRADE_RUNNING');
    expect(refusalOf(() => exchangeHeroes(roster(), richWallet(), [42], HERO_CATALOG))).toBe('NOT_FOUND');
  });
});
