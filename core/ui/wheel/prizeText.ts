import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WheelSector } from '../../model/index.ts';
import { warriorClassName } from '../battle/creatureNames.ts';
import { cardName, type Translate } from '../heroes/heroTexts.ts';

/** A sector's prize as the legend and the result say it, with the amount in the noun's right form. */
export const prizeText = (sector: WheelSector, _: Translate): string => {
  const amount = sector.amount;
  const said = (descriptor: MessageDescriptor, values: Record<string, string | number>) => _({ ...descriptor, values });
  switch (sector.prize) {
    case 'gold':
      return said(msg`{amount, plural, one {# gold coin} other {# gold coins}}`, { amount });
    case 'crystal':
      return said(msg`{amount, plural, one {# red crystal} other {# red crystals}}`, { amount });
    case 'amethyst':
      return said(msg`{amount, plural, one {# amethyst} other {# amethysts}}`, { amount });
    case 'token':
      return said(msg`{amount, plural, one {# token} other {# tokens}}`, { amount });
    case 'tickets':
      return said(msg`{amount, plural, one {# wheel ticket} other {# wheel tickets}}`, { amount });
    case 'heroExperience':
      return said(msg`{amount} experience for a hero of your choice`, { amount });
    case 'card':
      return sector.card && sector.card !== 'evolution' ? cardName({ kind: sector.card }, _) : _(msg`A card`);
    case 'hero':
      return said(msg`A new hero: {hero}`, { hero: sector.heroClass ? _(warriorClassName(sector.heroClass)) : '' });
  }
};
