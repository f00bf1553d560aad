import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ChestPrize, ChestType, DailyKind } from '../../model/index.ts';
import { currencyNames, goodsName } from '../heroes/heroTexts.ts';

export const chestNames: Record<ChestType, MessageDescriptor> = {
  silver: msg({ context: 'chest', message: 'Silver chest' }),
  azure: msg({ context: 'chest', message: 'Azure chest' }),
  amber: msg({ context: 'chest', message: 'Amber chest' }),
  gold: msg({ context: 'chest', message: 'Golden chest' }),
  jade: msg({ context: 'chest', message: 'Jade chest' }),
  lava: msg({ context: 'chest', message: 'Lava chest' }),
};

/** How a chest is earned, said before the player can open it (values: threshold). Whole sentences: the chest's name declines. */
export const chestGoals: Record<ChestType, MessageDescriptor> = {
  silver: msg`Buy emeralds once, any pack, to earn the silver chest`,
  azure: msg({ message: 'Buy {threshold, plural, one {# emerald} other {# emeralds}} in total to earn the azure chest' }),
  amber: msg({ message: 'Buy {threshold, plural, one {# emerald} other {# emeralds}} in total to earn the amber chest' }),
  gold: msg({ message: 'Buy {threshold, plural, one {# emerald} other {# emeralds}} in total to earn the golden chest' }),
  jade: msg({ message: 'Buy {threshold, plural, one {# emerald} other {# emeralds}} in total to earn the jade chest' }),
  lava: msg({ message: 'Buy {threshold, plural, one {# emerald} other {# emeralds}} in total to earn the lava chest' }),
};

export const dailyNames: Record<DailyKind, MessageDescriptor> = {
  okDaily: msg`Daily gift`,
  everyday: msg`Everyday reward`,
};

export const dailyHints: Record<DailyKind, MessageDescriptor> = {
  okDaily: msg`Once a day, the day counted in Moscow time`,
  everyday: msg`Once a day, the day counted in your own time zone`,
};

/** One prize as a line: a currency with its amount, or the artifact, card or hero by name. */
export const prizeText = (prize: ChestPrize, i18n: Pick<I18n, '_' | 'number'>): string => {
  const _ = (d: MessageDescriptor): string => i18n._(d);
  switch (prize.kind) {
    case 'currency': {
      const name = _(currencyNames[prize.currency]);
      const amount = i18n.number(prize.amount);
      return _(msg`${name}: ${amount}`);
    }
    case 'hero': {
      const { name, quality = '' } = goodsName(prize, _);
      return _(msg`Hero: ${name} (${quality})`);
    }
    default:
      return goodsName(prize, _).name;
  }
};
