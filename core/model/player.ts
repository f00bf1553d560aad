import type { AccessLevel } from './access.ts';
import type { Gender } from './account.ts';
import type { Creature } from './creature.ts';
import type { CardState, ForceId, HammerDto, OwnedCard } from './heroes/hero.ts';
import type { ControlType, InterfaceMode, Lang, MoveSpeedMode, Quality } from './settings.ts';
import type { UserSource } from './source.ts';

export interface PlayerTask {
  taskId: number;
  id: number;
  progress: number;
  total: number;
  taskNumber: number;
}

export interface Consumable {
  id: number;
  kind: 'potion' | 'scroll';
  /** Health restored (potion) or damage dealt (scroll). */
  power: number;
}

/** The player as the server returns it (technical §3). */
export interface Player {
  id: number;
  name: string;
  creatures: Creature[];
  consumables: Consumable[];
  clanId: number | null;
  coordinate: number;
  minCoordinate: number;
  maxCoordinate: number;
  controlType: ControlType;
  stair: number;
  battleId: number | null;
  battleStair: number | null;
  bestVictoryStair: number;
  gold: number;
  crystal: number;
  elixir: number;
  mithril: number;
  sulfur: number;
  caviar: number;
  tickets: number;
  goodPoints: number;
  evilPoints: number;
  level: number;
  currentExp: number;
  maxExp: number;
  tasks: PlayerTask[];
  haveCompletedTasks: boolean;
  haveNewMailMessage: boolean;
  haveNewGift: boolean;
  giftNews: boolean;
  /** Issue 12: something new appeared on the road (an event's places); reset with POST /api/player/news/road/reset. */
  roadNews: boolean;
  /** Issue 12: the player wants the host's notifications of gifts, mail and events (POST /api/player/push/switch). */
  push: boolean;
  offers: string[];
  playerMarkers: { playerMarker: string }[];
  prompt: boolean;
  promptClan: boolean;
  clanParticipationState: string | null;
  interfaceMode: InterfaceMode;
  lang: Lang;
  moveSpeedMode: MoveSpeedMode;
  soundMute: boolean;
  mailOrPhone: string | null;
  /** Issue 15: set with POST /api/player/gender/set. */
  gender: Gender;
  accessLevel: AccessLevel;
  contextId: number;
  requestSpecialPlaces: boolean;
  metaData: Record<string, string>;
  /** Issue 11: each hero with a studied force, its class and force ranks (core/rules/heroes forcesV2Of). */
  forcesV2: { warriorClass: string; heroId: number; forces: Partial<Record<ForceId, number>> }[];
  userSource: UserSource;
}

/** Answer of GET /api/player/info/current (technical §3 "Player info response"). */
export interface PlayerInfo {
  player: Player;
  serverTimeMs: number;
  clientUuid: string;
  admined: boolean;
  /** The lowest client version the server accepts; a client below it must refresh. */
  version: number;
  header: string | null;
  footer: string | null;
  quality: Quality;
  campaignTypes: string[];
  optionalUnseenCampaign: string | null;
  referralBonus: { startBonus: number; refClanBonus: number; refBonus: number };
  /** Issue 11: force upgrades running and how many may run at once. */
  hammerDto: HammerDto;
  /** Issue 11: the player's cards by state (null only from a server without heroes). */
  cardState: Record<CardState, OwnedCard[]> | null;
  sale: string | null;
  idToStore: number | null;
  maxLevelAmongAccs: number;
  artifactIdsToLoad: string[];
  artifactImageMaxStair: number;
  tiles: string[];
}

/** Answer of GET /api/player/health/options. */
export interface HealthOption {
  id: number;
  /** Resource paid for a full heal of the squad. */
  currency: 'gold' | 'mithril';
  price: number;
}
