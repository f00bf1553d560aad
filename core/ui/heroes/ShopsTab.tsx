import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { SHOP_LEVEL } from '../../content/index.ts';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { Currency, ErrorCode, HeroShop, type ShopView, type Wallet } from '../../model/index.ts';
import { playerAtom } from '../../state/atoms.ts';
import { buyOffer, heroesAtom, heroesBusyAtom, heroShopAtom, loadHeroShop } from '../../state/heroes.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { GoodsPortrait, PriceText } from './heroParts.tsx';
import { goodsName, shopNames } from './heroTexts.ts';
import './ShopsTab.css';

/** The shops of issue 11 this tab shows; those of issue 12 live on the shop hub (core/ui/shops). */
const shops: readonly HeroShop[] = [HeroShop.heroes, HeroShop.ark, HeroShop.artifacts, HeroShop.amulets, HeroShop.cards, HeroShop.backpack];

/** The currencies a shop's offers are priced in, in the wallet's order. */
const currenciesOf = (view: ShopView): Currency[] => {
  const used = new Set(view.offers.map(({ offer }) => offer.price.currency));
  return (Object.values(Currency) as Currency[]).filter((c) => used.has(c));
};

/**
 * The shops (issue 11 "Shops"): heroes, Ark, artifacts, amulets, cards and the backpack. Each offer shows, before
 * the tap, the refusal a buy would get now (the server's gate), so a locked or unaffordable offer says why.
 */
export function ShopsTab() {
  const { t, i18n } = useLingui();
  const store = useStore();
  const busy = useAtomValue(heroesBusyAtom);
  const held = useAtomValue(heroShopAtom);
  const roster = useAtomValue(heroesAtom);
  const level = useAtomValue(playerAtom)?.level ?? 0;
  const wallet: Wallet | null = roster.status === 'ready' ? roster.value.wallet : null;
  const [shop, setShop] = useState<HeroShop>(held.shop ?? HeroShop.heroes);

  useEffect(() => {
    void loadHeroShop(store, shop);
  }, [store, shop]);

  const view = held.status === 'ready' && held.shop === shop ? held.value : null;
  const _ = i18n._.bind(i18n);

  return (
    <div className="heroes-tab" id="heroes-shops" data-shop={shop}>
      <div className="hero-shop-tabs" role="group" aria-label={t`Shops`}>
        {shops.map((name) => {
          // A shop not open yet says its level on its chip, before the player even opens it (issue 11).
          const opensAt = SHOP_LEVEL[name];
          const locked = level < opensAt;
          return (
            <button
              key={name}
              type="button"
              className={name === shop ? 'icon-btn hero-chip hero-chip-on' : 'icon-btn hero-chip'}
              aria-pressed={name === shop}
              data-shop={name}
              data-locked={locked}
              onClick={() => setShop(name)}
            >
              {_(shopNames[name])}
              {locked && <span className="hero-chip-lock"> {t`from level ${opensAt}`}</span>}
            </button>
          );
        })}
      </div>
      {held.status === 'failed' && held.shop === shop ? (
        <LoadFailed error={held.error} onRetry={() => void loadHeroShop(store, shop)} />
      ) : !view ? (
        <p className="message" role="status">{t`Loading…`}</p>
      ) : (
        <>
          {!view.open && (
            <p className="note" id="hero-shop-locked">
              {_(errorMessage({ code: ErrorCode.SHOP_LOCKED, params: { level: view.openAtLevel } }))}
            </p>
          )}
          {wallet && view.offers.length > 0 && (
            <p className="hero-purse" id="hero-shop-purse">
              <span className="hero-sub">{t`You have:`}</span>
              {currenciesOf(view).map((currency) => (
                <PriceText key={currency} price={{ currency, amount: wallet[currency] }} />
              ))}
            </p>
          )}
          {shop === HeroShop.ark && (
            <p className="hero-sub hero-shop-hint" id="hero-shop-ark-hint">
              {t`Tokens come from the hero exchange: tick reserve heroes on the Squad tab and exchange them.`}
            </p>
          )}
          {view.offers.length === 0 ? (
            <p className="hero-empty">{t`Nothing on sale here yet.`}</p>
          ) : (
            <ul className="hero-list" id="hero-offers">
              {view.offers.map(({ offer, gate }) => {
                const goods = goodsName(offer.goods, _);
                return (
                  <li key={offer.id} className="hero-row hero-offer" data-offer={offer.id} data-gate={gate?.code ?? ''}>
                    <span>
                      <GoodsPortrait goods={offer.goods} className="hero-portrait" />
                      <b>{goods.name}</b>
                      {goods.quality && <span className="hero-quality"> {goods.quality}</span>}
                    </span>
                    <PriceText price={offer.price} />
                    {gate ? (
                      // A closed shop says why once, above; each offer would only repeat it.
                      gate.code === ErrorCode.SHOP_LOCKED ? null : <span className="hero-gate">{_(errorMessage(gate))}</span>
                    ) : (
                      <button type="button" className="btn" disabled={busy} onClick={() => void buyOffer(store, offer.id)}>
                        {t`Buy`}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
