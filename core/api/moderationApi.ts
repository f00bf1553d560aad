import type {
  ActiveBan,
  AuditPage,
  BanDuration,
  BanReason,
  BanScope,
  DevLogEntry,
  ModeratedPlayer,
  ModerationSearchRow,
  ModeratorSession,
  Player,
  PaymentRecordPage,
  PlayerLogPage,
} from '../model/index.ts';
import type { RequestLayer } from './createRequestLayer.ts';

/**
 * The moderator and administrator calls of issue 15 (technical §7 "Other" and fixtures/server/API.md
 * "Moderation (issue 15)"). Moderator access: MODERATOR, ADMIN, GOD; admin access: ADMIN, GOD; `devLog` GOD only.
 * Refusals: ACCESS_DENIED (level too low, or the target is at or above the caller's level), NOT_FOUND.
 */
export interface ModerationApi {
  /** The caller's level and whom they are entered as (GET /api/moderation/me). */
  me(): Promise<ModeratorSession>;
  searchPlayers(name: string): Promise<ModerationSearchRow[]>;
  searchClans(name: string): Promise<ModerationSearchRow[]>;
  player(id: number): Promise<ModeratedPlayer>;
  ban(playerId: number, scope: BanScope, reason: BanReason, duration: BanDuration): Promise<ModeratedPlayer>;
  unban(banId: number): Promise<ModeratedPlayer>;
  /** Admin: makes a player a moderator (`true`) or a moderator a player again (`false`). */
  setModerator(playerId: number, moderator: boolean): Promise<ModeratedPlayer>;
  /** Log in as the player (GET /api/tech/player/enter/{id}); the client then reloads as them. */
  enter(playerId: number): Promise<Player>;
  /** Back to the moderator's own account (GET /api/tech/player/exit). */
  exit(): Promise<Player>;
  playerLog(playerId: number, page: number, filter?: string, subfilter?: string): Promise<PlayerLogPage>;
  payments(playerId: number, page: number): Promise<PaymentRecordPage>;
  /** The audit log of moderator actions, newest first (GET /api/moderation/audit). */
  audit(page: number, moderatorId?: number, targetId?: number): Promise<AuditPage>;
  /** GOD only (GET /api/dev/log). */
  devLog(before?: number): Promise<DevLogEntry[]>;
  /** The caller's own bans in force (GET /api/moderation/my/bans): what a banned player is shown. */
  myBans(): Promise<ActiveBan[]>;
}

export function createModerationApi(layer: Pick<RequestLayer, 'get' | 'postForm'>): ModerationApi {
  const { get, postForm } = layer;
  return {
    me: () => get<ModeratorSession>('/api/moderation/me'),
    searchPlayers: (name) => get<ModerationSearchRow[]>('/api/moderation/players/search', { name }),
    searchClans: (name) => get<ModerationSearchRow[]>('/api/moderation/clans/search', { name }),
    player: (id) => get<ModeratedPlayer>(`/api/moderation/player/${id}`),
    ban: (playerId, scope, reason, duration) =>
      postForm<ModeratedPlayer>('/api/moderation/ban', { playerId, scope, reason, duration }),
    unban: (banId) => postForm<ModeratedPlayer>('/api/moderation/unban', { banId }),
    setModerator: (playerId, moderator) => postForm<ModeratedPlayer>('/api/moderation/access/set', { playerId, moderator }),
    enter: (playerId) => get<Player>(`/api/tech/player/enter/${playerId}`),
    exit: () => get<Player>('/api/tech/player/exit'),
    playerLog: (playerId, page, filter, subfilter) =>
      get<PlayerLogPage>(`/api/tech/player/${playerId}/log`, { page, filter, subfilter }),
    payments: (playerId, page) => get<PaymentRecordPage>(`/api/tech/player/${playerId}/payments`, { page }),
    audit: (page, moderatorId, targetId) => get<AuditPage>('/api/moderation/audit', { page, moderatorId, targetId }),
    devLog: (before) => get<DevLogEntry[]>('/api/dev/log', { before }),
    myBans: () => get<ActiveBan[]>('/api/moderation/my/bans'),
  };
}
