import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { HeroShop } from '../../model/index.ts';
import { OverlayName } from '../../state/atoms.ts';

/** One line of the shop hub: a shop shown on the hub itself, or another page that sells (bank, heroes, chests). */
export type ShopHubEntry =
  | { kind: 'shop'; shop: HeroShop; blurb: MessageDescriptor }
  | { kind: 'page'; id: string; overlay: OverlayName; title: MessageDescriptor; blurb: MessageDescriptor };

/**
 * What the shop hub lists, in order (issue 12 "the remaining shops"). A data table so later pages (events, the snow
 * world) join the hub with one line here.
 */
export const SHOP_HUB_ENTRIES: readonly ShopHubEntry[] = [
  { kind: 'shop', shop: HeroShop.packs, blurb: msg`Bundles of resources, items and boosters for emeralds` },
  { kind: 'shop', shop: HeroShop.market, blurb: msg`Exchange emeralds and crystals at posted rates` },
  { kind: 'shop', shop: HeroShop.portals, blurb: msg`Passes that pay a road portal's whole price` },
  { kind: 'shop', shop: HeroShop.monastery, blurb: msg`One offering a day heals your squad and blesses it` },
  { kind: 'shop', shop: HeroShop.shadow, blurb: msg`Shadow artifacts and rare goods for caviar, sulfur and amethysts` },
  { kind: 'page', id: 'bank', overlay: OverlayName.bank, title: msg`Bank of emeralds`, blurb: msg`Buy emeralds` },
  { kind: 'page', id: 'heroes', overlay: OverlayName.heroes, title: msg`Heroes, Ark, artifacts, cards`, blurb: msg`The shops of the heroes page` },
  { kind: 'page', id: 'boosters', overlay: OverlayName.boosters, title: msg`Boosters`, blurb: msg`Experience and regeneration for a while` },
  { kind: 'page', id: 'chests', overlay: OverlayName.chests, title: msg`Chests`, blurb: msg`Earned by the emeralds you buy` },
];
