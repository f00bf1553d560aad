import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ARENA_LEVEL, CLAN_JOIN_LEVEL, CLAN_MAX_MEMBERS, ErrorCode, GIFT_LEVEL, GIFTS_PER_DAY, isErrorCode, CHAT_LEVEL, FORUM_LEVEL, NAME_MAX, NICKNAME_MAX, NICKNAME_MIN, PASSWORD_MAX } from '../model/index.ts';

/** Failures that never come from the server's error body: they are named by the client itself. */
export const ClientErrorCode = {
  NETWORK: 'NETWORK',
  UNKNOWN: 'UNKNOWN',
} as const;
export type ClientErrorCode = (typeof ClientErrorCode)[keyof typeof ClientErrorCode];

/**
 * The player-facing text of every server error code (product §8, §5). A `Record` over the union, so a new
 * code in core/model/errors.ts without a text here fails the type check.
 */
export const errorMessages: Record<ErrorCode, MessageDescriptor> = {
  VALIDATION: msg({ message: 'Please check the entered data' }),
  NAME_EMPTY: msg({ message: 'The name cannot be empty' }),
  NAME_TOO_LONG: msg({ message: 'The name cannot be longer than {max} characters' }),
  NICKNAME_TOO_SHORT: msg({ message: 'The nickname is a bit short' }),
  NICKNAME_TOO_LONG: msg({ message: 'The nickname cannot be longer than {max} characters' }),
  NICKNAME_SAME: msg({ message: 'This is already your nickname' }),
  NICKNAME_TAKEN: msg({ message: 'This nickname is already taken' }),
  NAME_INVISIBLE_CHARACTERS: msg({ message: 'The name cannot contain invisible or special characters' }),
  NAME_MIXED_SCRIPTS: msg({ message: 'The name cannot mix letters of different alphabets, such as Latin and Cyrillic' }),
  PASSWORD_BLANK: msg({ message: 'The password cannot be blank' }),
  PASSWORD_TOO_LONG: msg({ message: 'The password cannot be longer than {max} characters' }),
  PASSWORDS_DIFFER: msg({ message: 'The passwords do not match' }),
  PASSWORD_WRONG: msg({ message: 'The current password is wrong' }),
  INVALID_EMAIL: msg({ message: 'This email does not look right: it needs an @' }),
  INVALID_PHONE: msg({ message: 'A phone number starts with + followed by the country and area code' }),
  CONSENT_REQUIRED: msg({ message: 'Please accept the privacy policy and agree to cookies' }),
  LOGIN_FAILED: msg({ message: 'Wrong nickname or password' }),
  NOT_AUTHENTICATED: msg({ message: 'Please sign in again' }),
  FORBIDDEN: msg({ message: 'This action is not allowed' }),
  NOT_FOUND: msg({ message: 'Nothing was found' }),
  PLAYER_EXISTS: msg({ message: 'Your hero already exists' }),
  NO_PLAYER: msg({ message: 'No hero has been created yet' }),
  NOT_ENOUGH_RESOURCES: msg({ message: 'Not enough resources' }),
  NOT_ENOUGH_GEMS: msg({ message: 'Not enough emeralds' }),
  GIFT_LEVEL_REQUIRED: msg({ message: 'Gifts open at level {level}' }),
  GIFT_DAILY_LIMIT: msg({ message: 'You can send {limit, plural, one {# gift} other {# gifts}} a day. Try again tomorrow' }),
  GIFT_ALREADY_ACCEPTED: msg({ message: 'This gift is accepted already' }),
  BOOSTER_NOT_AVAILABLE: msg({ message: 'The booster is not available' }),
  PLACE_TOO_FAR: msg({ message: 'This place is too far away' }),
  PLACE_GONE: msg({ message: 'This place is no longer here' }),
  TASK_NOT_COMPLETE: msg({ message: 'This task is not done yet' }),
  TASK_REWARD_TAKEN: msg({ message: 'You have already taken this reward' }),
  BATTLE_IN_PROGRESS: msg({ message: 'Finish the current battle first' }),
  NO_BATTLE: msg({ message: 'There is no battle going on' }),
  BATTLE_NOT_FINISHED: msg({ message: 'The battle is not over yet' }),
  CREATURE_CANNOT_ACT: msg({ message: 'This hero cannot act now' }),
  TARGET_DEAD: msg({ message: 'This enemy is already defeated' }),
  SQUAD_EXHAUSTED: msg({ message: 'All your heroes are exhausted: restore their health first' }),
  COORDINATE_OUT_OF_RANGE: msg({ message: 'You cannot go any further here' }),
  VERSION_OUTDATED: msg({ message: 'The version is outdated, press Refresh' }),
  TOO_MANY_REQUESTS: msg({ message: 'Too many actions at once, wait a moment' }),
  CHAT_LEVEL_REQUIRED: msg({ message: 'You need level {level} to send a message' }),
  CHAT_BANNED: msg({ message: 'You are not allowed to chat: your chat may be banned' }),
  GAME_BANNED: msg({
    message: 'You are banned from the game until {until, date, short} {until, time, short} for {reason, select, FLOOD {flooding} FOUL_LANGUAGE {foul language} INSULTS {insults} PROVOCATION {provocation} TRADING {trading} ADVERTISING {advertising} FRAUD {fraud} FORBIDDEN_NICKNAME {a forbidden nickname} FORBIDDEN_TOPICS {forbidden topics} LAWS {breaking the law} other {breaking the rules}}',
  }),
  MODERATION_TARGET_LEVEL: msg({ message: 'You cannot do this to yourself or to a player of your level or above' }),
  TEXT_TOO_LONG: msg({ message: 'The text is too long' }),
  TEXT_EMPTY: msg({ message: 'Write something first' }),
  MAIL_BLOCKED: msg({ message: 'You cannot write to this player' }),
  NO_CLAN: msg({ message: 'You are not in a clan' }),
  ARENA_LOCKED: msg({ message: 'The arena has not opened yet: it opens at level {level}' }),
  ARENA_NO_OPPONENT: msg({ message: 'No opponent for you in the arena right now, try again later' }),
  NOT_YOUR_TURN: msg({ message: 'Wait for your turn: an ally is moving now' }),
  BATTLE_GATHERING: msg({ message: 'The clan is still gathering for the boss: the battle starts soon' }),
  CLAN_BOSS_CLOSED: msg({ message: 'This clan boss battle can no longer be joined' }),
  CLAN_BOSS_RUNNING: msg({ message: 'Your clan is already fighting a boss: join it instead' }),
  HOST_NOT_CONFIGURED: msg({ message: 'Sign-in and payments through this platform are not set up yet' }),
  PROOF_INVALID: msg({ message: 'The platform could not confirm who you are: reload the game' }),
  PROOF_EXPIRED: msg({ message: 'The platform sign-in has expired: reload the game' }),
  PROOF_REPLAYED: msg({ message: 'This sign-in was already used: reload the game' }),
  PAYMENT_INVALID: msg({ message: 'The payment could not be confirmed' }),
  HOST_UNAVAILABLE: msg({ message: 'The platform does not answer, try again later' }),
  INTERNAL: msg({ message: 'The game is unavailable, probably an update, wait a minute' }),
  // Issue 11: the hero rules' refusals (core/content/HEROES.md "Refusals").
  NOT_ENOUGH_AMETHYSTS: msg({ message: 'Not enough amethysts' }),
  NOT_ENOUGH_TOKENS: msg({ message: 'Not enough tokens' }),
  NOT_ENOUGH_CAVIAR: msg({ message: 'Not enough caviar' }),
  NOT_ENOUGH_TICKETS: msg({ message: 'Not enough tickets' }),
  NO_ARTIFACT_SPACE: msg({ message: 'No free space for the artifact' }),
  SLOTS_OCCUPIED: msg({ message: 'All slots are occupied' }),
  SLOT_NOT_AVAILABLE: msg({ message: 'The slot is not available' }),
  CARD_NOT_AVAILABLE: msg({ message: 'The card is not available' }),
  OFFERING_USED: msg({ message: 'You have already used the offering' }),
  INCOMPATIBLE_FORCE: msg({ message: 'Incompatible force' }),
  NO_FORCES_TO_LEARN: msg({ message: 'No forces to learn' }),
  SHOP_LOCKED: msg({ message: 'This shop opens at level {level}' }),
  STAIR_TOO_LOW: msg({ message: 'Offered from stair {stair}' }),
  ARTIFACT_NOT_CHOSEN: msg({ message: 'Choose an artifact first' }),
  HERO_NOT_CHOSEN: msg({ message: "Choose a hero to receive the artifact's power" }),
  HEROES_NOT_SELECTED: msg({ message: 'Select heroes to exchange' }),
  RANK_FIXED: msg({ message: "This hero's rank cannot change" }),
  RANK_CAP: msg({ message: 'This hero has reached the highest rank' }),
  LEVEL_TOO_LOW: msg({ message: 'The hero needs level {level}' }),
  UPGRADE_CAP: msg({ message: 'Already at the highest level' }),
  UPGRADE_RUNNING: msg({ message: 'This upgrade is already under way' }),
  SQUAD_EMPTY: msg({ message: 'At least one hero must stay in the squad' }),
  BACKPACK_LOCKED: msg({ message: 'The backpack opens at stair {stair}' }),
  ELIXIR_SETTINGS_LOCKED: msg({ message: 'Elixir settings open at stair {stair}' }),
  // Issue 12: chests and daily rewards (core/content/ECONOMY.md "Chests").
  CHEST_LOCKED: msg({ message: 'Buy {emeralds, plural, one {# emerald} other {# emeralds}} in total to earn this chest' }),
  CHEST_NOT_READY: msg({ message: 'The chest is not ripe yet' }),
  DAILY_LIMIT: msg({ message: 'This can be used a limited number of times a day: come back tomorrow' }),
  // Issue 12: the wheel of fortune (core/content/ECONOMY.md "Wheel of fortune").
  WHEEL_DAILY_LIMIT: msg({
    message: 'The wheel ticket daily limit is reached: {limit, plural, one {# spin} other {# spins}} a day. Come back tomorrow',
  }),
  WHEEL_REWARD_PENDING: msg({ message: 'Take your wheel reward first' }),
  WHEEL_NO_REWARD: msg({ message: 'No wheel reward is waiting' }),
  WHEEL_HERO_NOT_CHOSEN: msg({ message: 'Choose a hero to receive the experience' }),
  // Issue 12: events and the snow world (core/content/ECONOMY.md "Events").
  SNOW_WORLD_TIME_LIMIT: msg({
    message:
      'Your time in the snow world is up: you can return in {hours, plural, =0 {} one {# hour} other {# hours}} {minutes, plural, =0 {} one {# minute} other {# minutes}}',
  }),
  EVENT_NOT_RUNNING: msg({ message: 'No event is running now' }),
  // Issue 13: the clan calls (core/content/CLANS.md "Refusals").
  CLAN_LEVEL_REQUIRED: msg({ message: 'Clans open at level {level}' }),
  CLAN_ALREADY_MEMBER: msg({ message: 'This player is already in a clan' }),
  CLAN_NAME_TAKEN: msg({ message: 'A clan with this name already exists' }),
  CLAN_NOT_FOUND: msg({ message: 'This clan no longer exists' }),
  CLAN_PERMISSION_DENIED: msg({ message: 'Your clan role does not allow this' }),
  CLAN_FULL: msg({ message: 'The clan has the maximum number of members: {max}' }),
  CLAN_INSUFFICIENT_FUNDS: msg({ message: 'The clan has insufficient funds' }),
  CLAN_NO_REQUEST: msg({ message: 'This invitation or application is no longer open' }),
  CLAN_NOT_MEMBER: msg({ message: 'This player is not in your clan' }),
  CLAN_LEADER_CANNOT_LEAVE: msg({ message: 'Hand over the leadership before leaving the clan' }),
  CLAN_NO_SUCCESSOR: msg({ message: 'There is nobody in the clan to take over the leadership' }),
  CLAN_ROLE_LIMIT: msg({ message: 'This role cannot go any further' }),
  CLAN_BUILDING_REQUIRED: msg({
    message: 'The clan has to build {building, select, GEAR_FACTORY {the gear factory} HALL_OF_FAME {the hall of fame} other {this building}} first',
  }),
  CLAN_GIFT_TAKEN: msg({ message: "You have taken today's factory gift: the next one comes tomorrow" }),
  CLAN_HALL_LEVEL_LIMIT: msg({ message: 'The hall of fame allows level {max} at most: build it higher first' }),
  CLAN_BUILDING_BUSY: msg({ message: 'This building is already being built' }),
  CLAN_BUILDING_MAX_LEVEL: msg({ message: 'This building is at its highest level' }),
  CLAN_BUILDING_NOT_READY: msg({ message: 'The building is not finished yet' }),
  CLAN_BUILDING_IDLE: msg({ message: 'This building is not being built' }),
  CLAN_RAID_CLOSED: msg({ message: 'The raid is closed to you for now' }),
  CLAN_RAID_BUSY: msg({ message: 'You are in a raid or resting after one' }),
  CLAN_RAID_NOT_RUNNING: msg({ message: 'You have no raid under way' }),
  CLAN_RAID_NOT_FINISHED: msg({ message: 'The raid is not over yet' }),
  FORUM_LEVEL: msg({ message: 'You can write in the forum from level {level}' }),
  FORUM_BANNED: msg({
    message:
      'You are banned from the forum for {reason, select, FLOOD {flooding} FOUL_LANGUAGE {foul language} INSULTS {insults} PROVOCATION {provocation} TRADING {trading} ADVERTISING {advertising} FRAUD {fraud} FORBIDDEN_NICKNAME {a forbidden nickname} FORBIDDEN_TOPICS {forbidden topics} LAWS {breaking the law} other {breaking the rules}}',
  }),
  FORUM_CLAN_ROLE: msg({ message: 'Newbies only read the clan forum: a member writes in it' }),
  FORUM_TOPIC_CLOSED: msg({ message: 'This topic is closed' }),
  FORUM_NOT_FOUND: msg({ message: 'This topic or comment is gone or hidden from you' }),
  FORUM_ALREADY_VOTED: msg({ message: 'You have voted in this poll already' }),
  FORUM_CATEGORY_CLOSED: msg({ message: 'Only moderators open topics in news and rules: write in another category' }),
};

export const clientErrorMessages: Record<ClientErrorCode, MessageDescriptor> = {
  NETWORK: msg({ message: 'Server connection terminated, try to connect later' }),
  UNKNOWN: msg({ message: 'Something went wrong, try again' }),
};

/**
 * TOO_MANY_REQUESTS when the server asks for more than a minute's wait (`params.seconds`): a sign-in refused for
 * up to 15 minutes after many wrong passwords (issue 9), where "wait a moment" would not be true.
 */
export const tooManyRequestsLong: MessageDescriptor = msg({
  message: 'Too many attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}',
});

/**
 * A chat or forum ban refusal that names its end (`params.until`, and `reason`): the player reads both wherever the
 * error is shown, not only in the chat composer. Without them (an older server) the general text stands.
 */
export const bannedUntilMessages: Record<typeof ErrorCode.CHAT_BANNED | typeof ErrorCode.FORUM_BANNED, MessageDescriptor> = {
  CHAT_BANNED: msg({
    message:
      'Your chat is closed until {until, date, short} {until, time, short} for {reason, select, FLOOD {flooding} FOUL_LANGUAGE {foul language} INSULTS {insults} PROVOCATION {provocation} TRADING {trading} ADVERTISING {advertising} FRAUD {fraud} FORBIDDEN_NICKNAME {a forbidden nickname} FORBIDDEN_TOPICS {forbidden topics} LAWS {breaking the law} other {breaking the rules}}',
  }),
  FORUM_BANNED: msg({
    message:
      'You are banned from the forum until {until, date, short} {until, time, short} for {reason, select, FLOOD {flooding} FOUL_LANGUAGE {foul language} INSULTS {insults} PROVOCATION {provocation} TRADING {trading} ADVERTISING {advertising} FRAUD {fraud} FORBIDDEN_NICKNAME {a forbidden nickname} FORBIDDEN_TOPICS {forbidden topics} LAWS {breaking the law} other {breaking the rules}}',
  }),
};

const namesBanEnd = (code: ErrorCode): code is keyof typeof bannedUntilMessages => Object.hasOwn(bannedUntilMessages, code);

/** Limits the texts name, used when an error carries no params of its own (product §9). */
const defaultValues: Partial<Record<ErrorCode, Record<string, number>>> = {
  NAME_TOO_LONG: { max: NAME_MAX },
  NICKNAME_TOO_LONG: { max: NICKNAME_MAX },
  NICKNAME_TOO_SHORT: { min: NICKNAME_MIN },
  PASSWORD_TOO_LONG: { max: PASSWORD_MAX },
  CHAT_LEVEL_REQUIRED: { level: CHAT_LEVEL },
  GIFT_LEVEL_REQUIRED: { level: GIFT_LEVEL },
  GIFT_DAILY_LIMIT: { limit: GIFTS_PER_DAY },
  CLAN_LEVEL_REQUIRED: { level: CLAN_JOIN_LEVEL },
  CLAN_FULL: { max: CLAN_MAX_MEMBERS },
  ARENA_LOCKED: { level: ARENA_LEVEL },
  FORUM_LEVEL: { level: FORUM_LEVEL },
};

// ky names its transport failures; a plain fetch rejects with a TypeError (technical §8 "connection").
const networkErrorNames = new Set(['NetworkError', 'TimeoutError', 'TypeError', 'AbortError']);

/**
 * The player-facing text for anything caught: an `ApiError` or a validator result (`{ code, params? }`),
 * a transport failure (NETWORK) or anything else (UNKNOWN). Params fill the text's placeholders.
 */
export function errorMessage(e: unknown): MessageDescriptor {
  if (typeof e === 'object' && e !== null) {
    const { code, params, name } = e as { code?: unknown; params?: unknown; name?: unknown };
    if (isErrorCode(code)) {
      const given = typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {};
      if (code === ErrorCode.TOO_MANY_REQUESTS && typeof given.seconds === 'number' && given.seconds > 60) {
        return { ...tooManyRequestsLong, values: { minutes: Math.ceil(given.seconds / 60) } };
      }
      if (namesBanEnd(code) && typeof given.until === 'number') return { ...bannedUntilMessages[code], values: given };
      return { ...errorMessages[code], values: { ...defaultValues[code], ...given } };
    }
    if (code === ClientErrorCode.NETWORK || (typeof name === 'string' && networkErrorNames.has(name))) {
      return clientErrorMessages.NETWORK;
    }
  }
  return clientErrorMessages.UNKNOWN;
}
