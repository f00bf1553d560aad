/**
 * Wire names shared by the request layer and the reference server (technical §7 "Request layer").
 *
 * - The client keeps a random session id (local storage) and sends it as the `sessionId` query parameter
 *   on every call; the server echoes a replacement in the `X-Session-Id` response header when it rotates it.
 * - The server issues an opaque bearer token on sign-in (registerTrial, register, login, host authenticate)
 *   in the `Authorization` response header; the client stores it and sends it back in the `Authorization`
 *   request header. A response carrying either header updates the stored value.
 */
export const SESSION_QUERY = 'sessionId';
export const SESSION_HEADER = 'x-session-id';
export const AUTH_HEADER = 'authorization';
/**
 * A client-made key naming one hero call however often it is sent (issue 11, fixtures/server/API.md "Replay-safe
 * hero calls"): the server answers a repeat of the same key with the first answer instead of acting again.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** The keys the server takes: what `crypto.randomUUID()` makes, or any 8–64 letters, digits, '-' and '_'. */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_-]{8,64}$';
/** Header names the browser may read from a cross-origin answer. */
export const EXPOSED_HEADERS = [SESSION_HEADER, AUTH_HEADER] as const;

/** Platform id headers (technical §3 "Request headers"). */
export const PlatformHeader = {
  logged_user_id: 'logged_user_id',
  viewer_id: 'viewer_id',
  uid: 'uid',
  fotoUid: 'fotoUid',
  exe_user: 'exe_user',
  beeline_login: 'beeline_login',
  ya_unique_id: 'ya_unique_id',
  tg_user_id: 'tg_user_id',
  crazyId: 'crazyId',
  kongId: 'kongId',
} as const;
export type PlatformHeader = (typeof PlatformHeader)[keyof typeof PlatformHeader];

/** STOMP destinations (technical §7 "Real-time channel"). */
export const StompDestination = {
  broadcast: '/stomp/broadcast',
  personal: (clientUuid: string) => `/stomp/personal/${clientUuid}`,
  clan: (clanId: number) => `/stomp/clan/${clanId}`,
} as const;
export const WEBSOCKET_PATH = '/api/websocket';

export const NotificationType = {
  CHAT_MESSAGE: 'CHAT_MESSAGE',
  MAIL_MESSAGE: 'MAIL_MESSAGE',
  CHAT_MESSAGE_DELETE: 'CHAT_MESSAGE_DELETE',
  /** Issue 12: a gift arrived in the receiver's inbox. */
  NEW_GIFT: 'NEW_GIFT',
  /** Issue 14: the receiver's squad was attacked in the arena (the fight as they saw it). */
  ARENA_ATTACKED: 'ARENA_ATTACKED',
  /** Issue 13: the player is no longer in that clan (kicked, or left from another tab): its room closes at once. */
  CLAN_LEFT: 'CLAN_LEFT',
  /** Issue 14: a clan boss (MULTI battle) of the receiver's clan changed: opened, joined or moved on. */
  MULTI_BATTLE: 'MULTI_BATTLE',
  /** A topic the receiver may read has a new comment (its id and count, never the text). */
  FORUM_COMMENT: 'FORUM_COMMENT',
} as const;
export type NotificationType = (typeof NotificationType)[keyof typeof NotificationType];

/** Load-stage log names (technical §7 "Other"). */
export const LoadStage = {
  hidden: 'hidden',
  active: 'active',
  preboot: 'preboot',
  boot: 'boot',
  five: 'five',
  half: 'half',
  bootCompleted: 'boot/completed',
  gameStarted: 'game/started',
} as const;
export type LoadStage = (typeof LoadStage)[keyof typeof LoadStage];
