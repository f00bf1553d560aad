import { useEffect } from 'react';
import { useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import type { HeroView, OfferGoods, Price } from '../../model/index.ts';
import { loadHeroes } from '../../state/heroes.ts';
import { warriorClassName } from '../battle/creatureNames.ts';
import { Portrait } from '../figures/Portrait.tsx';
import { goodsFigure } from './goodsFigure.ts';
import { currencyNames, qualityNames } from './heroTexts.ts';
import { clockText } from '../useServerNow.ts';

/** A hero as every tab names it: its portrait, class and quality, level and rank. */
export function HeroLabel({ view }: { view: HeroView }) {
  const { t, i18n } = useLingui();
  const { hero } = view;
  const name = i18n._(warriorClassName(hero.heroClass));
  const quality = i18n._(qualityNames[hero.quality]);
  return (
    <span className="hero-label">
      <Portrait imageId={hero.imageId} warriorClass={hero.heroClass} size={44} className="hero-portrait" />
      <b>{name}</b> <span className="hero-quality" data-quality={hero.quality}>{quality}</span>{' '}
      <span className="hero-sub">{t`level ${hero.level} · rank ${hero.rank}`}</span>
    </span>
  );
}

/** An offer's picture: the portrait of the hero it sells; nothing for other goods. */
export function GoodsPortrait({ goods, className }: { goods: OfferGoods; className: string }) {
  const figure = goodsFigure(goods);
  return figure && <Portrait imageId={figure} size={36} className={className} />;
}

/** A price as "Gold: 300": the currency named, the amount after it (no noun to decline). */
export function PriceText({ price }: { price: Price }) {
  const { t, i18n } = useLingui();
  const currency = i18n._(currencyNames[price.currency]);
  const amount = price.amount;
  return <span className="hero-price" data-currency={price.currency}>{t`${currency}: ${amount}`}</span>;
}

/** The time an upgrade has left; at zero the roster is asked again, so the finished upgrade shows at once. */
export function Countdown({ finishesAtMs, serverNow }: { finishesAtMs: number; serverNow: number }) {
  const store = useStore();
  const left = Math.max(0, finishesAtMs - serverNow);
  const done = left === 0;
  useEffect(() => {
    if (done) void loadHeroes(store);
  }, [done, store]);
  return (
    <time className="hero-timer" data-left-ms={left}>
      {clockText(left)}
    </time>
  );
}
