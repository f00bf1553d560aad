/**
 * Refusals of the hero rules (issue 11), spread into `ErrorCode` (errors.ts), with a text in core/i18n/errorMessage.ts
 * and a status in fixtures/server/http/ApiFailure.ts per code (core/content/HEROES.md "Refusals" lists both). This
 * module imports nothing from errors.ts, which imports it. Comments quote the product §8 message where one exists.
 */
export const HeroErrorCode = {
  /** "not enough amethysts" */
  NOT_ENOUGH_AMETHYSTS: 'NOT_ENOUGH_AMETHYSTS',
  /** "not enough tokens" */
  NOT_ENOUGH_TOKENS: 'NOT_ENOUGH_TOKENS',
  /** "not enough caviar" */
  NOT_ENOUGH_CAVIAR: 'NOT_ENOUGH_CAVIAR',
  /** "not enough tickets" */
  NOT_ENOUGH_TICKETS: 'NOT_ENOUGH_TICKETS',
  /** "no free space for the artifact" */
  NO_ARTIFACT_SPACE: 'NO_ARTIFACT_SPACE',
  /** "all slots are occupied": every upgrade slot (2, more with magic hammers) is busy. */
  SLOTS_OCCUPIED: 'SLOTS_OCCUPIED',
  /** "the slot is not available" */
  SLOT_NOT_AVAILABLE: 'SLOT_NOT_AVAILABLE',
  /** "the card is not available" */
  CARD_NOT_AVAILABLE: 'CARD_NOT_AVAILABLE',
  /** "you have already used the offering" */
  OFFERING_USED: 'OFFERING_USED',
  /** "incompatible force" */
  INCOMPATIBLE_FORCE: 'INCOMPATIBLE_FORCE',
  /** "no forces to learn" */
  NO_FORCES_TO_LEARN: 'NO_FORCES_TO_LEARN',
  /** "shop, bank, heroes shop and clan open from a certain level" (params: level). */
  SHOP_LOCKED: 'SHOP_LOCKED',
  /** An offer shown from a higher stair (product §9: legend 30, myth 100, top 500, nun 3; params: stair). */
  STAIR_TOO_LOW: 'STAIR_TOO_LOW',
  /** product §5: "the forge needs an artifact chosen first". */
  ARTIFACT_NOT_CHOSEN: 'ARTIFACT_NOT_CHOSEN',
  /** product §5: the forge gives the artifact's share to a chosen hero; none was chosen. */
  HERO_NOT_CHOSEN: 'HERO_NOT_CHOSEN',
  /** product §5: "a hero exchange needs heroes selected". */
  HEROES_NOT_SELECTED: 'HEROES_NOT_SELECTED',
  /** product §4: warlock, titan, angel, archangel, archititan, yotun and Asgardian phoenix cannot improve rank. */
  RANK_FIXED: 'RANK_FIXED',
  /** The class's rank cap is reached (product §9). */
  RANK_CAP: 'RANK_CAP',
  /** The rank needs the hero at the top level of its current rank (params: level). */
  LEVEL_TOO_LOW: 'LEVEL_TOO_LOW',
  /** The force, or the artifact, is at its highest rank or level (product §9). */
  UPGRADE_CAP: 'UPGRADE_CAP',
  /** The same force, rank or artifact is already being upgraded. */
  UPGRADE_RUNNING: 'UPGRADE_RUNNING',
  /** The fighting six cannot be left empty (product §9 squad of 6: at least one fights). */
  SQUAD_EMPTY: 'SQUAD_EMPTY',
  /** product §9 "backpack: stair 1" (params: stair). */
  BACKPACK_LOCKED: 'BACKPACK_LOCKED',
  /** product §9 "elixir settings: stair 25" (params: stair). */
  ELIXIR_SETTINGS_LOCKED: 'ELIXIR_SETTINGS_LOCKED',
} as const;
export type HeroErrorCode = (typeof HeroErrorCode)[keyof typeof HeroErrorCode];

/** Every code a hero rule may refuse with: the new ones and those `ErrorCode` already has. */
export const HeroRefusal = {
  ...HeroErrorCode,
  // The same strings as ErrorCode's (errors.ts imports this module, so it cannot be read here).
  NOT_ENOUGH_GEMS: 'NOT_ENOUGH_GEMS',
  NOT_ENOUGH_RESOURCES: 'NOT_ENOUGH_RESOURCES',
  NOT_FOUND: 'NOT_FOUND',
  FORBIDDEN: 'FORBIDDEN',
} as const;
export type HeroRefusal = (typeof HeroRefusal)[keyof typeof HeroRefusal];
