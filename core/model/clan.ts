/**
 * Clans (issue 13, product §3 "Clan", technical §3 "Clan"): enumerations as the spec names them, the views the clan
 * calls answer, and the limits of product §5/§9. The role → permission table is a rule (core/rules/clanPermissions.ts).
 */

/** Clan roles, highest first. SUBLEADER is the temporary leader: the top a promotion reaches (core/content/CLANS.md). */
export const ClanRole = {
  LEADER: 'LEADER',
  SUBLEADER: 'SUBLEADER',
  DEPUTY_LEADER: 'DEPUTY_LEADER',
  REPRESENTATIVE: 'REPRESENTATIVE',
  PARTICIPANT: 'PARTICIPANT',
  NEWBIE: 'NEWBIE',
} as const;
export type ClanRole = (typeof ClanRole)[keyof typeof ClanRole];

/** What a clan role may do (technical §3 "Permissions"); promote and demote are one permission per step. */
export const ClanPermission = {
  INVITE: 'INVITE',
  RESIGN: 'RESIGN',
  LEAVE_CLAN: 'LEAVE_CLAN',
  PROMOTE_TO_PARTICIPANT: 'PROMOTE_TO_PARTICIPANT',
  PROMOTE_TO_REPRESENTATIVE: 'PROMOTE_TO_REPRESENTATIVE',
  PROMOTE_TO_DEPUTY_LEADER: 'PROMOTE_TO_DEPUTY_LEADER',
  PROMOTE_TO_SUBLEADER: 'PROMOTE_TO_SUBLEADER',
  DEMOTE_SUBLEADER: 'DEMOTE_SUBLEADER',
  DEMOTE_DEPUTY_LEADER: 'DEMOTE_DEPUTY_LEADER',
  DEMOTE_REPRESENTATIVE: 'DEMOTE_REPRESENTATIVE',
  DEMOTE_PARTICIPANT: 'DEMOTE_PARTICIPANT',
  KICK_NEWBIE: 'KICK_NEWBIE',
  KICK_PARTICIPANT: 'KICK_PARTICIPANT',
  KICK_REPRESENTATIVE: 'KICK_REPRESENTATIVE',
  START_BUILDING: 'START_BUILDING',
  COMPLETE_BUILDING: 'COMPLETE_BUILDING',
  EDIT_ABOUT: 'EDIT_ABOUT',
  EDIT_ADVERTISEMENT: 'EDIT_ADVERTISEMENT',
  CHANGE_THEME: 'CHANGE_THEME',
  CHANGE_RAID_DIFFICULTY: 'CHANGE_RAID_DIFFICULTY',
  /** Raise a warrior class in the hall of fame, paid from the treasury. */
  IMPROVE_HALL: 'IMPROVE_HALL',
  /** Issue 15: open topics and comment in the clan's forum section (a newbie only reads it). */
  WRITE_CLAN_FORUM: 'WRITE_CLAN_FORUM',
} as const;
export type ClanPermission = (typeof ClanPermission)[keyof typeof ClanPermission];

/** `POST /api/clan/participant/action` types: one ladder step up or down, or out of the clan. */
export const ClanParticipantAction = { PROMOTE: 'PROMOTE', DEMOTE: 'DEMOTE', KICK: 'KICK' } as const;
export type ClanParticipantAction = (typeof ClanParticipantAction)[keyof typeof ClanParticipantAction];

export const ClanBuildingType = {
  EXPERIENCE: 'EXPERIENCE',
  CLAN_SHIELD: 'CLAN_SHIELD',
  SNOW_WORLD: 'SNOW_WORLD',
  GEAR_FACTORY: 'GEAR_FACTORY',
  HALL_OF_FAME: 'HALL_OF_FAME',
} as const;
export type ClanBuildingType = (typeof ClanBuildingType)[keyof typeof ClanBuildingType];

export const ClanBuildingState = { PROCESSING: 'PROCESSING', NORMAL: 'NORMAL' } as const;
export type ClanBuildingState = (typeof ClanBuildingState)[keyof typeof ClanBuildingState];

/** A player's standing towards clans (Player.clanParticipationState; per clan for applications and invitations). */
export const ClanParticipationState = {
  WANTS_TO_THE_CLAN: 'WANTS_TO_THE_CLAN',
  WANTS_TO_ANY_CLAN: 'WANTS_TO_ANY_CLAN',
  REJECTED: 'REJECTED',
  INVITED: 'INVITED',
} as const;
export type ClanParticipationState = (typeof ClanParticipationState)[keyof typeof ClanParticipationState];

/** What the clan button shows a player (product §9: the button from level 8, joining from level 15). */
export const PlayerClanState = {
  NOT_ENLIGHTENED: 'NOT_ENLIGHTENED',
  NOT_AVAILABLE: 'NOT_AVAILABLE',
  AVAILABLE: 'AVAILABLE',
  ACCEPTED_TO_CLAN: 'ACCEPTED_TO_CLAN',
  CLAN_MEMBER: 'CLAN_MEMBER',
} as const;
export type PlayerClanState = (typeof PlayerClanState)[keyof typeof PlayerClanState];

export const RaidDifficulty = { EASY: 'EASY', NORMAL: 'NORMAL', HARD: 'HARD', EXTREME: 'EXTREME' } as const;
export type RaidDifficulty = (typeof RaidDifficulty)[keyof typeof RaidDifficulty];

/** What a player may give the treasury (technical §3 "Donation types"; GOLD because the log has goldDonated). */
export const DonationType = {
  GOLD: 'GOLD',
  GEMS: 'GEMS',
  GEARS: 'GEARS',
  RED_CRYSTALS: 'RED_CRYSTALS',
  BLUE_CRYSTALS: 'BLUE_CRYSTALS',
  TICKETS: 'TICKETS',
} as const;
export type DonationType = (typeof DonationType)[keyof typeof DonationType];

/** Clan history kinds (technical §3 "Log kinds"), spelled as the spec spells them. */
export const ClanLogKind = {
  invite: 'invite',
  joined: 'joined',
  reject: 'reject',
  kick: 'kick',
  left: 'left',
  raise: 'raise',
  subsidence: 'subsidence',
  goldDonated: 'goldDonated',
  redCrystalDonated: 'redCrystalDonated',
  blueCrystalDonated: 'blueCrystalDonated',
  gemsDonated: 'gemsDonated',
  gearsDonated: 'gearsDonated',
  ticketsDonated: 'ticketsDonated',
  leaderReplace: 'leaderReplace',
  created: 'created',
  subLeader: 'subLeader',
  upgradeWallOfFame: 'upgradeWallOfFame',
  changeDescription: 'changeDescription',
  changeTheme: 'changeTheme',
  giveAdvertisement: 'giveAdvertisement',
  changeDifficulty: 'changeDifficulty',
  // Ours (core/content/CLANS.md "History"): the spec's list names no building kind.
  buildingStarted: 'buildingStarted',
  buildingSpedUp: 'buildingSpedUp',
  buildingCompleted: 'buildingCompleted',
} as const;
export type ClanLogKind = (typeof ClanLogKind)[keyof typeof ClanLogKind];

/** The clan budget (technical §3 "clanStat"), one amount per donation type. */
export type ClanTreasury = Record<DonationType, number>;

/** A clan as its card and "my clan" show it. */
export interface Clan {
  id: number;
  name: string;
  level: number;
  experience: number;
  treasury: ClanTreasury;
  membersCurr: number;
  membersMax: number;
  theme: number;
  /** Theme changes made so far: the first CLAN_FREE_THEME_CHANGES are free. */
  themeChanges: number;
  /** The clan's description; the default text (client catalog) when null. */
  description: string | null;
  advertisement: string;
  raidDifficulty: RaidDifficulty;
  createdAt: number;
}

/** `GET /api/clan/get/my`: the caller's clan, role, permissions and whether the advertisement is new to them. */
export interface MyClan {
  clan: Clan;
  role: ClanRole;
  permissions: ClanPermission[];
  advertisementUnseen: boolean;
}

export interface ClanParticipant {
  playerId: number;
  name: string | null;
  level: number;
  role: ClanRole;
  contribution: number;
  joinedAt: number;
  online: boolean;
}

/** An open application or invitation between a player and a clan. */
export interface ClanRequest {
  clanId: number;
  clanName: string;
  playerId: number;
  playerName: string | null;
  playerLevel: number;
  state: ClanParticipationState;
  at: number;
}

export interface ClanBuilding {
  type: ClanBuildingType;
  level: number;
  state: ClanBuildingState;
  finishesAt: number | null;
}

export interface ClanLogEntry {
  id: number;
  kind: ClanLogKind;
  actorId: number | null;
  actorName: string | null;
  targetId: number | null;
  targetName: string | null;
  /** The building of a building kind (amount: the level started or reached, or the emeralds spent); null otherwise. */
  building: ClanBuildingType | null;
  amount: number | null;
  at: number;
}

export interface ClanLogPage {
  entries: ClanLogEntry[];
  page: number;
  pages: number;
}

/** `GET /api/clan/recruit/list`: who asks to join the caller's clan, and who looks for any clan. */
export interface ClanRecruitList {
  applicants: ClanRequest[];
  lookingForAny: { playerId: number; name: string | null; level: number }[];
}

/** `GET /api/clan/invitation/get`: the caller's invitations and own applications. */
export interface ClanInvitations {
  invitations: ClanRequest[];
  applications: ClanRequest[];
  lookingForAny: boolean;
}

/** product §5 */
export const CLAN_NAME_MAX = 40;
export const CLAN_TEXT_MAX = 180;
/** product §9: the clan button shows from level 8, joining (and creating) from level 15. */
export const CLAN_BUTTON_LEVEL = 8;
export const CLAN_JOIN_LEVEL = 15;
/** Ours (core/content/CLANS.md): members of a clan before any building bonus. */
export const CLAN_MAX_MEMBERS = 20;
/** Ours: founding a clan costs gold, so names are not squatted for free. */
export const CLAN_CREATE_PRICE_GOLD = 1000;
/** product §9: the first 3 theme changes are free, then 250 emeralds from the clan budget. */
export const CLAN_FREE_THEME_CHANGES = 3;
export const CLAN_THEME_PRICE_GEMS = 250;
export const CLAN_THEME_COUNT = 8;
/** Clan history page size. */
export const CLAN_LOG_PAGE = 20;

/**
 * Refusals of the clan calls (issue 13), spread into `ErrorCode` (errors.ts), each with a text in
 * core/i18n/errorMessage.ts and a status in fixtures/server/http/ApiFailure.ts (core/content/CLANS.md "Refusals").
 */
export const ClanErrorCode = {
  /** product §9 "clan opens from a certain level": joining and founding need level 15 (params: level). */
  CLAN_LEVEL_REQUIRED: 'CLAN_LEVEL_REQUIRED',
  /** The caller (or the invited player) is in a clan already. */
  CLAN_ALREADY_MEMBER: 'CLAN_ALREADY_MEMBER',
  CLAN_NAME_TAKEN: 'CLAN_NAME_TAKEN',
  CLAN_NOT_FOUND: 'CLAN_NOT_FOUND',
  /** The caller's role lacks the permission (params: permission). */
  CLAN_PERMISSION_DENIED: 'CLAN_PERMISSION_DENIED',
  /** product §8 "the clan has the maximum number of members" (params: max). */
  CLAN_FULL: 'CLAN_FULL',
  /** product §8 "the clan has insufficient funds". */
  CLAN_INSUFFICIENT_FUNDS: 'CLAN_INSUFFICIENT_FUNDS',
  /** No open invitation or application to accept or reject. */
  CLAN_NO_REQUEST: 'CLAN_NO_REQUEST',
  /** The player acted on is not a member of the caller's clan. */
  CLAN_NOT_MEMBER: 'CLAN_NOT_MEMBER',
  /** A leader resigns before leaving a clan that has other members. */
  CLAN_LEADER_CANNOT_LEAVE: 'CLAN_LEADER_CANNOT_LEAVE',
  /** Resigning with nobody to take over. */
  CLAN_NO_SUCCESSOR: 'CLAN_NO_SUCCESSOR',
  /** A promotion past the top of the ladder or a demotion below its foot. */
  CLAN_ROLE_LIMIT: 'CLAN_ROLE_LIMIT',
  /** The clan building the call needs is not built yet (params: building). */
  CLAN_BUILDING_REQUIRED: 'CLAN_BUILDING_REQUIRED',
  /** The caller took today's factory gift already (params: nextGiftAt). */
  CLAN_GIFT_TAKEN: 'CLAN_GIFT_TAKEN',
  /** A hall level above what the hall building allows (params: max). */
  CLAN_HALL_LEVEL_LIMIT: 'CLAN_HALL_LEVEL_LIMIT',
  /** A building is being built already: one build at a time per building. */
  CLAN_BUILDING_BUSY: 'CLAN_BUILDING_BUSY',
  /** The building is at its top level (params: max). */
  CLAN_BUILDING_MAX_LEVEL: 'CLAN_BUILDING_MAX_LEVEL',
  /** Completing a build whose time is not up yet (params: msLeft). */
  CLAN_BUILDING_NOT_READY: 'CLAN_BUILDING_NOT_READY',
  /** Speeding up or completing a building that is not being built. */
  CLAN_BUILDING_IDLE: 'CLAN_BUILDING_IDLE',
  /** The raid is closed to the caller (params: reason, a RaidClosedReason). */
  CLAN_RAID_CLOSED: 'CLAN_RAID_CLOSED',
  /** A raid runs already, or the rest after the last one is not over. */
  CLAN_RAID_BUSY: 'CLAN_RAID_BUSY',
  /** Ending or speeding up with no raid running. */
  CLAN_RAID_NOT_RUNNING: 'CLAN_RAID_NOT_RUNNING',
  /** Collecting before the raid's time is up (speed it up or abandon it). */
  CLAN_RAID_NOT_FINISHED: 'CLAN_RAID_NOT_FINISHED',
} as const;
