import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  BoosterKind, CardDef, CardState, Currency, ForceId, HeroQuality, HeroShop, OfferGoods, Resources,
} from '../../model/index.ts';
import { warriorClassName } from '../battle/creatureNames.ts';

/** Hero qualities as the shops and the squad name them (product §3; `top` is the spec's "supreme"). */
export const qualityNames: Record<HeroQuality, MessageDescriptor> = {
  usual: msg({ context: 'quality', message: 'Usual' }),
  legend: msg({ context: 'quality', message: 'Legend' }),
  myth: msg({ context: 'quality', message: 'Myth' }),
  top: msg({ context: 'quality', message: 'Supreme' }),
  ark: msg({ context: 'quality', message: 'Ark' }),
  elite: msg({ context: 'quality', message: 'Elite' }),
};

export const forceNames: Record<ForceId, MessageDescriptor> = {
  fire: msg({ context: 'force', message: 'Fire' }),
  frost: msg({ context: 'force', message: 'Frost' }),
  poison: msg({ context: 'force', message: 'Poison' }),
  shadow: msg({ context: 'force', message: 'Shadow' }),
  hammer: msg({ context: 'force', message: 'Hammer' }),
  curse: msg({ context: 'force', message: 'Curse' }),
  gaze: msg({ context: 'force', message: 'Gaze' }),
  charm: msg({ context: 'force', message: 'Charm' }),
  resurrection: msg({ context: 'force', message: 'Resurrection' }),
  ward: msg({ context: 'force', message: 'Ward' }),
  fury: msg({ context: 'force', message: 'Fury' }),
  life: msg({ context: 'force', message: 'Life' }),
};

export const currencyNames: Record<Currency, MessageDescriptor> = {
  gold: msg`Gold`,
  crystal: msg`Red crystals`,
  elixir: msg`Blue crystals`,
  mithril: msg`Emeralds`,
  sulfur: msg`Sulfur`,
  caviar: msg`Caviar`,
  tickets: msg`Tickets`,
  amethyst: msg`Amethysts`,
  token: msg`Tokens`,
};

export const shopNames: Record<HeroShop, MessageDescriptor> = {
  heroes: msg({ context: 'shop', message: 'Heroes' }),
  ark: msg({ context: 'shop', message: 'Ark' }),
  artifacts: msg({ context: 'shop', message: 'Artifacts' }),
  amulets: msg({ context: 'shop', message: 'Amulets' }),
  cards: msg({ context: 'shop', message: 'Cards' }),
  backpack: msg({ context: 'shop', message: 'Backpack' }),
  portals: msg({ context: 'shop', message: 'Portals' }),
  packs: msg({ context: 'shop', message: 'Packs' }),
  market: msg({ context: 'shop', message: 'Market of crystals' }),
  monastery: msg({ context: 'shop', message: 'Monastery' }),
  shadow: msg({ context: 'shop', message: 'Shadow town' }),
};

/** Booster names as the boosters page says them (the same messages). */
export const boosterNames: Record<BoosterKind, MessageDescriptor> = {
  experience: msg`Experience booster`,
  silver: msg`Silver set`,
  gold: msg`Gold set`,
  platinum: msg`Platinum set`,
};

/** Resources as "Gold: 5000, Red crystals: 50" (a label and a number, so no case or plural to agree). */
export const resourcesText = (gives: Resources, _: Translate): string =>
  (Object.entries(gives) as [Currency, number][])
    .map(([currency, amount]) => _({ ...msg`{currency}: {amount}`, values: { currency: _(currencyNames[currency]), amount } }))
    .join(', ');

export const cardStateNames: Record<CardState, MessageDescriptor> = {
  available: msg({ context: 'cards', message: 'Available' }),
  active: msg({ context: 'cards', message: 'Active' }),
  used: msg({ context: 'cards', message: 'Used' }),
};

/** Artifacts and amulets of the content by id (core/content/heroes/artifacts.ts). */
const artifactNames: Readonly<Record<string, MessageDescriptor>> = {
  sword: msg`Sword`,
  shield: msg`Shield`,
  ring: msg`Ring`,
  axe: msg`Battle axe`,
  helm: msg`Helm`,
  staff: msg`Staff`,
  crown: msg`Crown`,
  mirrorBlade: msg`Mirror blade`,
  koscheyBane: msg`Koschei's bane`,
  serpentTooth: msg`Serpent's tooth`,
  phoenixFeather: msg`Phoenix feather`,
  moonCharm: msg`Moon charm`,
  hexWard: msg`Hex ward`,
  anvilStone: msg`Anvil stone`,
  duskEye: msg`Dusk eye`,
  stoneVeil: msg`Stone veil`,
};

/** Potions and scrolls by id (core/content/heroes/heroConsumables.ts). */
const consumableNames: Readonly<Record<string, MessageDescriptor>> = {
  smallPotion: msg`Small potion`,
  potion: msg`Potion`,
  greatPotion: msg`Great potion`,
  sparkScroll: msg`Spark scroll`,
  fireScroll: msg`Fire scroll`,
  stormScroll: msg`Storm scroll`,
};

const unknownThing = msg`Unknown item`;
const named = (table: Readonly<Record<string, MessageDescriptor>>, id: string): MessageDescriptor =>
  Object.hasOwn(table, id) ? (table[id] ?? unknownThing) : unknownThing;

export const artifactName = (defId: string): MessageDescriptor => named(artifactNames, defId);

/** Translates a descriptor (the `i18n._` of the page's lingui instance). */
export type Translate = (descriptor: MessageDescriptor) => string;

/** A card's name; an evolution card names its force, translated first and set into the card's sentence. */
export const cardName = (card: CardDef, _: Translate): string => _(cardDescriptor(card, _));

const cardDescriptor = (card: CardDef, _: Translate): MessageDescriptor => {
  switch (card.kind) {
    case 'elephant':
      return msg`Elephant card`;
    case 'snake':
      return msg`Snake card`;
    case 'eagle':
      return msg`Eagle card`;
    case 'evolution':
      return { ...msg`Evolution card: {force}`, values: { force: _(forceNames[card.force]) } };
  }
};

/** What a card does, said before the player activates it (HEROES.md "Cards"). */
export const cardEffect = (card: CardDef): MessageDescriptor => {
  switch (card.kind) {
    case 'elephant':
      return msg`Fighting heroes get +20% health for 3 battles`;
    case 'snake':
      return msg`The next speed-up costs 80% less`;
    case 'eagle':
      return msg`Double battle experience for 3 battles`;
    case 'evolution':
      return msg`Raises its force on a chosen hero one rank at once`;
  }
};

export interface GoodsName {
  name: string;
  /** The hero's quality, shown beside its class name. */
  quality?: string;
}

/** A pack's contents: each thing once with its count ("Small potion ×3"), a hero with its quality. */
const packText = (names: GoodsName[], _: Translate): string => {
  const counts = new Map<string, number>();
  for (const n of names) {
    const name = n.quality ? _({ ...msg`{quality} {hero}`, values: { quality: n.quality, hero: n.name } }) : n.name;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].map(([name, count]) => (count === 1 ? name : _({ ...msg`{name} ×{count}`, values: { name, count } }))).join(' + ');
};

/** What an offer sells, named for the shop row. */
export const goodsName = (goods: OfferGoods, _: Translate): GoodsName => {
  switch (goods.kind) {
    case 'hero':
      return { name: _(warriorClassName(goods.heroClass)), quality: _(qualityNames[goods.quality]) };
    case 'artifact':
      return { name: _(artifactName(goods.defId)) };
    case 'card':
      return { name: cardName(goods.card, _) };
    case 'consumable':
      return { name: _(named(consumableNames, goods.defId)) };
    case 'hammer':
      return { name: _(msg`Magic hammer`) };
    case 'resources':
      return { name: resourcesText(goods.gives, _) };
    case 'booster':
      return { name: _(boosterNames[goods.booster]) };
    case 'portalPass':
      return { name: _({ ...msg`{count, plural, one {# portal pass} other {# portal passes}}`, values: { count: goods.count } }) };
    case 'blessing':
      return { name: _(msg`Blessing: the squad healed and a silver set at once`) };
    case 'pack':
      return { name: packText(goods.items.map((item) => goodsName(item, _)), _) };
  }
};
