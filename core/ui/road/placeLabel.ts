import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { PlaceType, type Place, type PlaceGoods, type ResourceType, type SkillType } from '../../model/index.ts';
import { abbreviateNumber } from '../../rules/index.ts';
import { HERO_ARTIFACTS } from '../../content/index.ts';
import { PlaceAction, placeActionOf } from '../../state/placeActions.ts';
import { type PortalInfo } from '../../state/portalInfo.ts';
import { warriorClassName } from '../battle/creatureNames.ts';
import { goodsName } from '../heroes/heroTexts.ts';

/** The verb on each place button (product §4 Road). */
export const placeActionVerbs: Record<PlaceAction, MessageDescriptor> = {
  attack: msg`Attack`,
  take: msg`Take`,
  gain: msg`Gain`,
  accept: msg`Accept`,
  use: msg`Use`,
  read: msg`Read`,
};

/** Resource names, the header's own (one name per resource, issue 10); mithril is shown as emeralds, elixir as blue crystals. */
export const resourceNames: Record<ResourceType, MessageDescriptor> = {
  GOLD: msg`Gold`,
  CRYSTAL: msg`Red crystals`,
  ELIXIR: msg`Blue crystals`,
  MITHRIL: msg`Emeralds`,
  SULFUR: msg`Sulfur`,
  CAVIAR: msg`Caviar`,
  TICKETS: msg`Tickets`,
  EVENT_CURRENCY: msg`Pumpkins`,
};

/** Skill names; "Attack" the skill is a noun where "Attack" the button is a verb, hence the context. */
export const skillNames: Record<SkillType, MessageDescriptor> = {
  attack: msg({ message: 'Attack', context: 'skill' }),
  defence: msg({ message: 'Defence', context: 'skill' }),
  health: msg({ message: 'Health', context: 'skill' }),
  poison: msg({ message: 'Poison', context: 'skill' }),
  immortality: msg({ message: 'Immortality', context: 'skill' }),
};

/** What a place is, in a few words, for its button next to the verb; `portal` is the server's price if known. */
export function placeDetail(i18n: I18n, place: Place, portal?: PortalInfo): string {
  switch (place.placeType) {
    case PlaceType.CUSTOM_PLACE: {
      const monsters = (place.monsters ?? []).map((m) => {
        const name = i18n._(warriorClassName(m.warriorClass));
        const level = m.level;
        return i18n._(msg`${name}, level ${level}`);
      });
      const list = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(monsters);
      return place.battleLost ? i18n._(msg`${list} (you lost here before)`) : list;
    }
    case PlaceType.RESOURCE: {
      const name = i18n._(resourceNames[place.resourceType ?? 'GOLD']);
      const amount = abbreviateNumber(place.amount ?? 0);
      return i18n._(msg`${name}: ${amount}`);
    }
    case PlaceType.SKILL: {
      const name = i18n._(skillNames[place.skillType ?? 'attack']);
      const amount = place.amount ?? 0;
      return i18n._(msg`${name} +${amount}`);
    }
    case PlaceType.GAINABLE: {
      if (place.goods) return findDetail(i18n, place.goods);
      const amount = abbreviateNumber(place.amount ?? 0);
      return i18n._(msg`Chest with ${amount} gold`);
    }
    case PlaceType.ARTIFACT:
    case PlaceType.RUNE:
    case PlaceType.CONSUMABLE:
      return place.goods ? findDetail(i18n, place.goods) : '';
    case PlaceType.TURN:
      return i18n._(msg`Crossroad: a shortcut ahead`);
    case PlaceType.POINTER:
      return i18n._(msg`Signpost: back down the road`);
    case PlaceType.PORTAL: {
      if (!portal) return i18n._(msg`Portal: a leap up the road`);
      const price = abbreviateNumber(portal.price);
      return portal.currency === 'gold'
        ? i18n._(msg`Portal: a leap up the road for ${price} gold`)
        : i18n._(msg`Portal: a leap up the road for ${price}`);
    }
    case PlaceType.TALKER:
      return i18n._(msg`A traveller wants to talk`);
    case PlaceType.SCRIPT:
      return place.used ? i18n._(msg`A scroll you have read`) : i18n._(msg`An old scroll`);
    default:
      return '';
  }
}

/** The visible label of a place's button: the verb, then what the place is ("Take: Gold: 12"). */
export const placeLabel = (i18n: I18n, place: Place, portal?: PortalInfo): string => {
  const action = placeActionOf(place);
  if (action === null) return '';
  const verb = i18n._(placeActionVerbs[action]);
  const detail = placeDetail(i18n, place, portal);
  return i18n._(msg`${verb}: ${detail}`);
};

/** The name of what a find holds (an artifact, card, potion or scroll, a hero's class); '' for amethysts. */
const goodsNameOf = (i18n: I18n, goods: PlaceGoods): string =>
  goods.kind === 'amethysts' ? '' : goodsName(goods, (d) => i18n._(d)).name;

/** What a find holds, for its button (HEROES.md "Road finds"): "Artifact: Mirror blade", "Rune: 7 amethysts". */
function findDetail(i18n: I18n, goods: PlaceGoods): string {
  const name = goodsNameOf(i18n, goods);
  switch (goods.kind) {
    case 'artifact':
      return HERO_ARTIFACTS[goods.defId]?.kind === 'amulet' ? i18n._(msg`Amulet: ${name}`) : i18n._(msg`Artifact: ${name}`);
    case 'consumable':
      return name;
    case 'card':
      return i18n._(msg`Rune: ${name}`);
    case 'amethysts': {
      const amount = goods.amount;
      return i18n._(msg`Rune: ${plural(amount, { one: '# amethyst', other: '# amethysts' })}`);
    }
    case 'hero':
      return i18n._(msg`${name} wants to join the squad`);
  }
}

/** The toast after taking a find: what the player got and where it went; '' for a place that holds nothing. */
export function gainedText(i18n: I18n, place: Place): string {
  const goods = place.goods;
  if (!goods) return '';
  const name = goodsNameOf(i18n, goods);
  switch (goods.kind) {
    case 'artifact':
    case 'consumable':
      return i18n._(msg`Found: ${name}, now in the backpack`);
    case 'card':
      return i18n._(msg`Found: ${name}, now among your cards`);
    case 'amethysts': {
      const amount = goods.amount;
      return i18n._(msg`Found: ${plural(amount, { one: '# amethyst', other: '# amethysts' })}`);
    }
    case 'hero':
      return i18n._(msg`${name} joined your reserve`);
  }
}
