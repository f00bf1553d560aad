import type { ControlType } from './settings.ts';
import type { Creature, SkillType } from './creature.ts';
import type { ResourceType } from './resource.ts';
import type { CardDef, HeroClass, HeroQuality } from './heroes/hero.ts';
import type { PlayerInfo } from './player.ts';

export const PlaceType = {
  RESOURCE: 'RESOURCE',
  CUSTOM_PLACE: 'CUSTOM_PLACE',
  ARTIFACT: 'ARTIFACT',
  RUNE: 'RUNE',
  CONSUMABLE: 'CONSUMABLE',
  POINTER: 'POINTER',
  TURN: 'TURN',
  GAINABLE: 'GAINABLE',
  SCRIPT: 'SCRIPT',
  PORTAL: 'PORTAL',
  SKILL: 'SKILL',
  TALKER: 'TALKER',
} as const;
export type PlaceType = (typeof PlaceType)[keyof typeof PlaceType];

/**
 * What an ARTIFACT, RUNE or CONSUMABLE place holds, or the hero a wanderer's GAINABLE place brings (issue 11,
 * core/content/HEROES.md "Road finds"): an artifact or amulet for the backpack, a potion or scroll, a card or
 * amethysts (a rune), a hero for the reserve.
 */
export type PlaceGoods =
  | { kind: 'artifact'; defId: string }
  | { kind: 'consumable'; defId: string }
  | { kind: 'card'; card: CardDef }
  | { kind: 'amethysts'; amount: number }
  | { kind: 'hero'; heroClass: HeroClass; quality: HeroQuality };

/**
 * A thing on the road. `posY` is the road coordinate (same unit as Player.coordinate);
 * `posX` is the horizontal offset in reference-width units (0..600).
 * A CUSTOM_PLACE with a `creatureId` is a monster lair; `monsters` lists its creatures.
 */
export interface Place {
  id: number;
  placeType: PlaceType;
  posX: number;
  posY: number;
  stair: number;
  creatureId: number | null;
  battleLost: boolean;
  used: boolean;
  /** Image key of the place sprite. */
  imageId: string;
  /** RESOURCE: what and how much. */
  resourceType?: ResourceType;
  amount?: number;
  /** SKILL: which skill it raises and by how much. */
  skillType?: SkillType;
  /** Monsters guarding a CUSTOM_PLACE. */
  monsters?: Creature[];
  /** TURN/TELEPORT/PORTAL target coordinate; TALKER/SCRIPT text key. */
  target?: number;
  textKey?: string;
  /** ARTIFACT, RUNE, CONSUMABLE, and a GAINABLE that brings a hero: what taking it gives. */
  goods?: PlaceGoods;
}

/** Answer of GET /api/place/v3/ensure. */
export interface PlacesResponse {
  places: Place[];
  tiles: string[];
  educations: string[];
  minCoordinate: number;
  maxCoordinate: number;
  controlType: ControlType;
}

/**
 * Answer of GET /api/player/info/road (API.md "The first frame in one call"): what `player/info/current` and then
 * `place/v3/ensure` from `placesFrom` to `placesTo` answer, in one round trip for the first road frame.
 */
export interface PlayerInfoWithPlaces {
  info: PlayerInfo;
  places: PlacesResponse;
  placesFrom: number;
  placesTo: number;
}
