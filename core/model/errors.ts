import { ClanErrorCode } from './clan.ts';
import { ForumErrorCode } from './forum.ts';
import { HeroErrorCode } from './heroes/heroErrors.ts';
import { MultiBattleErrorCode } from './multiBattle.ts';

/**
 * Error codes the server answers with (`{ code, message }`, HTTP 4xx).
 * The client maps each to a player-facing text in its catalogs (core/i18n).
 */
export const ErrorCode = {
  VALIDATION: 'VALIDATION',
  NAME_EMPTY: 'NAME_EMPTY',
  NAME_TOO_LONG: 'NAME_TOO_LONG',
  NICKNAME_TOO_SHORT: 'NICKNAME_TOO_SHORT',
  NICKNAME_TOO_LONG: 'NICKNAME_TOO_LONG',
  NICKNAME_SAME: 'NICKNAME_SAME',
  NICKNAME_TAKEN: 'NICKNAME_TAKEN',
  /** Issue 9: a name with zero-width, bidi-control or other invisible characters, or a bare combining mark. */
  NAME_INVISIBLE_CHARACTERS: 'NAME_INVISIBLE_CHARACTERS',
  /** Issue 9: a name whose letters come from more than one script, e.g. Latin and Cyrillic. */
  NAME_MIXED_SCRIPTS: 'NAME_MIXED_SCRIPTS',
  PASSWORD_BLANK: 'PASSWORD_BLANK',
  PASSWORD_TOO_LONG: 'PASSWORD_TOO_LONG',
  PASSWORDS_DIFFER: 'PASSWORDS_DIFFER',
  PASSWORD_WRONG: 'PASSWORD_WRONG',
  INVALID_EMAIL: 'INVALID_EMAIL',
  INVALID_PHONE: 'INVALID_PHONE',
  CONSENT_REQUIRED: 'CONSENT_REQUIRED',
  LOGIN_FAILED: 'LOGIN_FAILED',
  NOT_AUTHENTICATED: 'NOT_AUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  PLAYER_EXISTS: 'PLAYER_EXISTS',
  NO_PLAYER: 'NO_PLAYER',
  NOT_ENOUGH_RESOURCES: 'NOT_ENOUGH_RESOURCES',
  NOT_ENOUGH_GEMS: 'NOT_ENOUGH_GEMS',
  PLACE_TOO_FAR: 'PLACE_TOO_FAR',
  PLACE_GONE: 'PLACE_GONE',
  BATTLE_IN_PROGRESS: 'BATTLE_IN_PROGRESS',
  NO_BATTLE: 'NO_BATTLE',
  BATTLE_NOT_FINISHED: 'BATTLE_NOT_FINISHED',
  CREATURE_CANNOT_ACT: 'CREATURE_CANNOT_ACT',
  TARGET_DEAD: 'TARGET_DEAD',
  SQUAD_EXHAUSTED: 'SQUAD_EXHAUSTED',
  COORDINATE_OUT_OF_RANGE: 'COORDINATE_OUT_OF_RANGE',
  VERSION_OUTDATED: 'VERSION_OUTDATED',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  CHAT_LEVEL_REQUIRED: 'CHAT_LEVEL_REQUIRED',
  CHAT_BANNED: 'CHAT_BANNED',
  /** Issue 15: a GAME ban in force: every player call but the few that show it is refused (params: reason, until). */
  GAME_BANNED: 'GAME_BANNED',
  /** Issue 15: a moderator tool used on oneself, or on a player at or above the caller's own access level. */
  MODERATION_TARGET_LEVEL: 'MODERATION_TARGET_LEVEL',
  TEXT_TOO_LONG: 'TEXT_TOO_LONG',
  TEXT_EMPTY: 'TEXT_EMPTY',
  MAIL_BLOCKED: 'MAIL_BLOCKED',
  NO_CLAN: 'NO_CLAN',
  /** Issue 3 "Every host": the server has no configuration (secret) for this host. */
  HOST_NOT_CONFIGURED: 'HOST_NOT_CONFIGURED',
  /** A host's proof of identity or payment does not verify (forged or tampered). */
  PROOF_INVALID: 'PROOF_INVALID',
  /** A host's proof of identity is older than the server accepts. */
  PROOF_EXPIRED: 'PROOF_EXPIRED',
  /** A host's proof of identity was already used by another session. */
  PROOF_REPLAYED: 'PROOF_REPLAYED',
  /** A host's payment receipt does not match what was bought. */
  PAYMENT_INVALID: 'PAYMENT_INVALID',
  /** A host's server (e.g. the Telegram Bot API) did not answer as expected. */
  HOST_UNAVAILABLE: 'HOST_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
  /** Issue 12: a task's reward asked for before the task is done (or before it opens). */
  TASK_NOT_COMPLETE: 'TASK_NOT_COMPLETE',
  /** Issue 12: a task's reward taken already. */
  TASK_REWARD_TAKEN: 'TASK_REWARD_TAKEN',
  /** Issue 12: sending a gift below the gifts level (product §8 "Gifts: level 15"). */
  GIFT_LEVEL_REQUIRED: 'GIFT_LEVEL_REQUIRED',
  /** Issue 12: the day's gifts are sent already (product §8 "per-day limits"). */
  GIFT_DAILY_LIMIT: 'GIFT_DAILY_LIMIT',
  /** Issue 12: the gift was accepted already (a replay or a second tab). */
  GIFT_ALREADY_ACCEPTED: 'GIFT_ALREADY_ACCEPTED',
  /** Issue 12, product §8 "the wheel ticket daily limit" (params: limit). */
  WHEEL_DAILY_LIMIT: 'WHEEL_DAILY_LIMIT',
  /** Issue 12: a wheel reward waits to be taken before the next spin. */
  WHEEL_REWARD_PENDING: 'WHEEL_REWARD_PENDING',
  /** Issue 12: `take/reward` with no reward waiting (taken already, or never spun). */
  WHEEL_NO_REWARD: 'WHEEL_NO_REWARD',
  /** Issue 12: a hero-experience prize needs `optionalCreatureId`. */
  WHEEL_HERO_NOT_CHOSEN: 'WHEEL_HERO_NOT_CHOSEN',
  /** Issue 12: a weaker booster while a stronger one runs, or a booster the player does not hold. */
  BOOSTER_NOT_AVAILABLE: 'BOOSTER_NOT_AVAILABLE',
  /** Issue 11: the refusals of the hero rules (heroes/heroErrors.ts). */
  ...HeroErrorCode,
  /** Issue 12: a chest whose threshold of emeralds bought is not reached yet (params: emeralds, the threshold). */
  CHEST_LOCKED: 'CHEST_LOCKED',
  /** Issue 12: the delayed chest is not ripe yet, or none is running. */
  CHEST_NOT_READY: 'CHEST_NOT_READY',
  /** product §8 "an action may be used a limited number of times per day": a daily reward already taken today. */
  DAILY_LIMIT: 'DAILY_LIMIT',
  /** Issue 12, product §8 "the snow world time limit (return after 6 hours)" (params: hours, minutes left). */
  SNOW_WORLD_TIME_LIMIT: 'SNOW_WORLD_TIME_LIMIT',
  /** Issue 12: an event call while no seasonal event (or not this one) runs. */
  EVENT_NOT_RUNNING: 'EVENT_NOT_RUNNING',
  /** Issue 14, product §8 "the arena has not opened yet": attacking below ARENA_LEVEL (params: level). */
  ARENA_LOCKED: 'ARENA_LOCKED',
  /** Issue 14: matchmaking found nobody the player may fight now. */
  ARENA_NO_OPPONENT: 'ARENA_NO_OPPONENT',
  /** Issue 13: the refusals of the clan calls (clan.ts ClanErrorCode). */
  ...ClanErrorCode,
  /** Issue 14: the refusals of the MULTI battle calls (multiBattle.ts). */
  ...MultiBattleErrorCode,
  /** Issue 15: the refusals of the forum calls (forum.ts). */
  ...ForumErrorCode,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Whether `value` is one of the server's error codes. */
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ErrorCode, value) && ErrorCode[value as ErrorCode] === value;

/** The server error code a caught error carries (an ApiError, or a validator result `{ code }`), if any. */
export const errorCodeOf = (error: unknown): ErrorCode | null => {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return isErrorCode(code) ? code : null;
};

/** Body of every non-2xx JSON answer. `message` is for logs; players see the code's text. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  /** Extra facts for the text, e.g. `{ max: 40 }`. */
  params?: Record<string, string | number>;
}
