import type { AccessLevel } from './access.ts';

/**
 * Moderation (issue 15, product §3/§6): bans with a reason and a duration, the audit log, log-in-as. The calls are
 * in core/api/moderationApi.ts and fixtures/server/API.md "Moderation (issue 15)".
 */

/** What a ban closes: chat, the forum, or the whole game. */
export const BanScope = { CHAT: 'CHAT', FORUM: 'FORUM', GAME: 'GAME' } as const;
export type BanScope = (typeof BanScope)[keyof typeof BanScope];

/** The ban reasons of product §3. */
export const BanReason = {
  FLOOD: 'FLOOD',
  FOUL_LANGUAGE: 'FOUL_LANGUAGE',
  INSULTS: 'INSULTS',
  PROVOCATION: 'PROVOCATION',
  TRADING: 'TRADING',
  ADVERTISING: 'ADVERTISING',
  FRAUD: 'FRAUD',
  FORBIDDEN_NICKNAME: 'FORBIDDEN_NICKNAME',
  FORBIDDEN_TOPICS: 'FORBIDDEN_TOPICS',
  LAWS: 'LAWS',
} as const;
export type BanReason = (typeof BanReason)[keyof typeof BanReason];

/** The ban durations of product §6. */
export const BanDuration = {
  H1: 'H1',
  H3: 'H3',
  H6: 'H6',
  H12: 'H12',
  D1: 'D1',
  D3: 'D3',
  W1: 'W1',
  W2: 'W2',
} as const;
export type BanDuration = (typeof BanDuration)[keyof typeof BanDuration];

const HOUR = 3_600_000;
export const BAN_DURATION_MS: Record<BanDuration, number> = {
  H1: HOUR,
  H3: 3 * HOUR,
  H6: 6 * HOUR,
  H12: 12 * HOUR,
  D1: 24 * HOUR,
  D3: 72 * HOUR,
  W1: 168 * HOUR,
  W2: 336 * HOUR,
};

/** A ban in force, as the banned player and the moderators see it. Times are ms since the epoch. */
export interface ActiveBan {
  id: number;
  scope: BanScope;
  reason: BanReason;
  until: number;
  createdAt: number;
}

/** A past or present ban, as moderators see it on a player's card. */
export interface BanRecord extends ActiveBan {
  /** The moderator who banned, or null when their account is gone. */
  createdBy: { id: number; name: string } | null;
  liftedAt: number | null;
  liftedBy: { id: number; name: string } | null;
}

/** A player as the moderator tools show them (GET /api/moderation/player/{id}). */
export interface ModeratedPlayer {
  id: number;
  name: string | null;
  accessLevel: AccessLevel;
  level: number;
  clan: { id: number; name: string } | null;
  createdAt: number;
  lastSeenAt: number | null;
  /** Bans in force now, one per scope at most. */
  activeBans: ActiveBan[];
  /** Every ban, newest first. */
  bans: BanRecord[];
  /** What the caller may do to this player (the server decides; the page only shows it). */
  canBan: boolean;
  canChangeAccess: boolean;
  canEnter: boolean;
}

/** A row of a player or clan search (GET /api/moderation/players/search, /clans/search). */
export interface ModerationSearchRow {
  id: number;
  name: string;
  /** Player: their access level; clan: null. */
  accessLevel: AccessLevel | null;
  level: number;
}

/** What every moderator action leaves in the audit log; nobody edits or deletes these rows. */
export const AuditAction = {
  BAN: 'BAN',
  UNBAN: 'UNBAN',
  PROMOTE: 'PROMOTE',
  DEMOTE: 'DEMOTE',
  ENTER: 'ENTER',
  EXIT: 'EXIT',
  /** A call made while entered as a player: the path is in `details`. */
  ACT_AS: 'ACT_AS',
  VIEW_LOG: 'VIEW_LOG',
  VIEW_PAYMENTS: 'VIEW_PAYMENTS',
  FORUM: 'FORUM',
  CLAN_RENAME: 'CLAN_RENAME',
} as const;
export type AuditAction = (typeof AuditAction)[keyof typeof AuditAction];

export interface AuditEntry {
  id: number;
  at: number;
  moderator: { id: number; name: string };
  action: AuditAction;
  /** The player acted on, if any. */
  target: { id: number; name: string | null } | null;
  details: Record<string, string | number | null>;
}

export interface AuditPage {
  entries: AuditEntry[];
  page: number;
  total: number;
}

/** A line of a player's history (GET /api/tech/player/{id}/log): `filter` is the kind, `subfilter` its type. */
export interface PlayerLogEntry {
  at: number;
  kind: string;
  type: string;
  details: Record<string, string | number | null>;
}

export interface PlayerLogPage {
  entries: PlayerLogEntry[];
  page: number;
  total: number;
  /** The kinds (filters) and, per kind, the types (subfilters) this log offers. */
  filters: Record<string, string[]>;
}

/** A payment and its state changes (GET /api/tech/player/{id}/payments). */
export interface PaymentRecord {
  id: number;
  source: string;
  status: 'STARTED' | 'ACCRUED' | 'COMPLETED' | 'REFUNDED';
  emeralds: number;
  amount: string | null;
  currency: string | null;
  createdAt: number;
  refundEmeralds: number;
  events: { at: number; from: string | null; to: string; reason: string }[];
}

export interface PaymentRecordPage {
  payments: PaymentRecord[];
  page: number;
  total: number;
}

/** A line of the developer log (GET /api/dev/log, GOD only): the clients' error reports and load stages. */
export interface DevLogEntry {
  id: number;
  at: number;
  kind: string;
  playerId: number | null;
  message: string | null;
  domain: string | null;
  stage: string | null;
}

/** The caller's moderator state (GET /api/moderation/me): whom they are entered as, if anyone. */
export interface ModeratorSession {
  accessLevel: AccessLevel;
  /** While a moderator is entered as a player, the moderator; the token then acts as `actingAs`. */
  moderator: { id: number; name: string } | null;
  actingAs: { id: number; name: string | null } | null;
}
