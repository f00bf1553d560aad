import type { MessageDescriptor } from '@lingui/core';
import { useEffect, useState } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { SHOP_LEVEL } from '../../content/index.ts';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { ErrorCode, type HeroShop, type RunningSale } from '../../model/index.ts';
import { playerAtom } from '../../state/atoms.ts';
import {
  buyOffer, heroesAtom, heroesBusyAtom, heroShopAtom, loadHeroes, loadHeroShop,
} from '../../state/heroes.ts';
import { openOverlayAtom } from '../../state/overlays.ts';
import { msUntil } from '../../state/serverClock.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { OverlayFrame } from '../OverlayFrame.tsx';
import { useDuration } from '../useDuration.ts';
import { useServerNow } from '../useServerNow.ts';
import { goodsFigure } from '../heroes/goodsFigure.ts';
import { GoodsPortrait, PriceText } from '../heroes/heroParts.tsx';
import { goodsName, shopNames } from '../heroes/heroTexts.ts';
import { SHOP_HUB_ENTRIES } from './shopHubEntries.ts';
import './shops.css';

/** The sale badge: its discount and the time it has left on the server's clock. */
function SaleBadge({ sale }: { sale: RunningSale }) {
  const { t } = useLingui();
  const duration = useDuration();
  const discount = sale.discountPct;
  const left = duration(msUntil(sale.endMs, useServerNow(false)));
  const title = sale.id === 'BLACK_FRIDAY' ? t`Black Friday` : t`Sale`;
  return (
    <p className="shops-sale" id="shops-sale" data-sale={sale.id} role="status">
      <b>{title}</b> {t`−${discount}% on everything here, ends in ${left}`}
    </p>
  );
}

/** One shop of issue 12: its offers with their prices now and, before the tap, what a buy would refuse. */
function ShopOffers({ shop }: { shop: HeroShop }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const held = useAtomValue(heroShopAtom);
  const busy = useAtomValue(heroesBusyAtom);
  const roster = useAtomValue(heroesAtom);
  const _ = (d: MessageDescriptor): string => i18n._(d);

  useEffect(() => {
    void loadHeroShop(store, shop);
  }, [store, shop]);

  if (held.shop === shop && held.status === 'failed') {
    return <LoadFailed error={held.error} onRetry={() => void loadHeroShop(store, shop)} />;
  }
  if (held.shop !== shop || held.status !== 'ready') return <p className="message" role="status">{t`Loading…`}</p>;
  const view = held.value;
  const wallet = roster.status === 'ready' ? roster.value.wallet : null;
  const level = view.openAtLevel;
  return (
    <div className="shops-offers" id="shops-offers" data-shop={shop}>
      {!view.open && <p className="note" id="shops-locked">{t`This shop opens at level ${level}.`}</p>}
      {view.sale && <SaleBadge sale={view.sale} />}
      {wallet && (
        <p className="hero-purse" id="shops-purse">
          {[...new Set(view.offers.map((o) => o.price.currency))].map((currency) => (
            <PriceText key={currency} price={{ currency, amount: wallet[currency] }} />
          ))}
        </p>
      )}
      {view.offers.length === 0 ? (
        <p className="hero-empty">{t`Nothing on sale here yet.`}</p>
      ) : (
        <ul className="shops-list">
          {view.offers.map(({ offer, price, gate }) => (
            <li key={offer.id} className="shops-offer" data-offer={offer.id} data-gate={gate?.code ?? ''}>
              <span className={goodsFigure(offer.goods) ? 'shops-goods shops-goods-figure' : 'shops-goods'}>
                <GoodsPortrait goods={offer.goods} className="shops-portrait" />
                {goodsName(offer.goods, _).name}
                {offer.once && <span className="shops-tag">{t`once only`}</span>}
                {offer.daily && <span className="shops-tag">{t`once a day`}</span>}
              </span>
              <span className="shops-price">
                {price.amount !== offer.price.amount && <s className="shops-old">{offer.price.amount}</s>}
                <PriceText price={price} />
              </span>
              {gate ? (
                gate.code === ErrorCode.SHOP_LOCKED ? null : <span className="hero-gate">{_(errorMessage(gate))}</span>
              ) : (
                <button type="button" className="btn" disabled={busy} onClick={() => void buyOffer(store, offer.id)}>
                  {t`Buy`}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The shop hub (issue 12): every shop in one list with the level it opens at, said before the player opens it;
 * the shops of issue 12 open here, the others (bank, heroes, boosters, chests) are linked.
 */
export function ShopsPage() {
  const { t, i18n } = useLingui();
  const store = useStore();
  const open = useSetAtom(openOverlayAtom);
  const level = useAtomValue(playerAtom)?.level ?? 0;
  const [shop, setShop] = useState<HeroShop | null>(null);

  useEffect(() => {
    // The wallet the offers are weighed against comes with the roster.
    void loadHeroes(store);
  }, [store]);

  return (
    <OverlayFrame id="shops-page" title={t({ context: 'header', message: 'Shop' })}>
      {shop === null ? (
        <ul className="shops-hub" id="shops-hub">
          {SHOP_HUB_ENTRIES.map((entry) => {
            if (entry.kind === 'page') {
              return (
                <li key={entry.id} className="shops-entry" data-entry={entry.id}>
                  <button type="button" className="icon-btn shops-open" onClick={() => open(entry.overlay)}>
                    <b>{i18n._(entry.title)}</b>
                    <span className="shops-blurb">{i18n._(entry.blurb)}</span>
                  </button>
                </li>
              );
            }
            const from = SHOP_LEVEL[entry.shop];
            const locked = level < from;
            return (
              <li key={entry.shop} className="shops-entry" data-entry={entry.shop} data-locked={locked}>
                <button type="button" className="icon-btn shops-open" onClick={() => setShop(entry.shop)}>
                  <b>{i18n._(shopNames[entry.shop])}</b>
                  <span className="shops-blurb">{i18n._(entry.blurb)}</span>
                  {locked && <span className="shops-gate">{t`From level ${from}`}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <>
          <p className="shops-nav">
            <button type="button" className="icon-btn" id="shops-back" onClick={() => setShop(null)}>
              {t`← All shops`}
            </button>{' '}
            <b>{i18n._(shopNames[shop])}</b>
          </p>
          <ShopOffers shop={shop} />
        </>
      )}
    </OverlayFrame>
  );
}
