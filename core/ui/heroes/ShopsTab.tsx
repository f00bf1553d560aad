import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { HeroShop } from '../../model/index.ts';
import { buyOffer, heroesBusyAtom, heroShopAtom, loadHeroShop } from '../../state/heroes.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { PriceText } from './heroParts.tsx';
import { goodsName, shopNames } from './heroTexts.ts';

const shops = Object.values(HeroShop) as readonly HeroShop[];

/**
 * The shops (issue 11 "Shops"): heroes, Ark, artifacts, amulets, cards and the backpack. Each offer shows, before
 * the tap, the refusal a buy would get now (the server's gate), so a locked or unaffordable offer says why.
 */
export function ShopsTab() {
  const { t, i18n } = useLingui();
  const store = useStore();
  const busy = useAtomValue(heroesBusyAtom);
  const held = useAtomValue(heroShopAtom);
  const [shop, setShop] = useState<HeroShop>(held.shop ?? HeroShop.heroes);

  useEffect(() => {
    void loadHeroShop(store, shop);
  }, [store, shop]);

  const view = held.status === 'ready' && held.shop === shop ? held.value : null;
  const _ = i18n._.bind(i18n);

  return (
    <div className="heroes-tab" id="heroes-shops" data-shop={shop}>
      <div className="hero-shop-tabs" role="group" aria-label={t`Shops`}>
        {shops.map((name) => (
          <button
            key={name}
            type="button"
            className={name === shop ? 'icon-btn hero-chip hero-chip-on' : 'icon-btn hero-chip'}
            aria-pressed={name === shop}
            data-shop={name}
            onClick={() => setShop(name)}
          >
            {_(shopNames[name])}
          </button>
        ))}
      </div>
      {held.status === 'failed' && held.shop === shop ? (
        <LoadFailed error={held.error} onRetry={() => void loadHeroShop(store, shop)} />
      ) : !view ? (
        <p className="message" role="status">{t`Loading…`}</p>
      ) : (
        <>
          {!view.open && (
            <p className="note" id="hero-shop-locked">
              {_(errorMessage({ code: 'SHOP_LOCKED', params: { level: view.openAtLevel } }))}
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
                      <b>{goods.name}</b>
                      {goods.quality && <span className="hero-quality"> {goods.quality}</span>}
                    </span>
                    <PriceText price={offer.price} />
                    {gate ? (
                      <span className="hero-gate">{_(errorMessage(gate))}</span>
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
