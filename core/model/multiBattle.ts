// Issue 14, MULTI battles: more than one player's creatures on a side (core/content/CLANS.md "Clan boss").

/** The refusals of the MULTI battle calls; spread into ErrorCode. */
export const MultiBattleErrorCode = {
  /** `hit`/`skip` while another participant's turn runs (params: moverId). */
  NOT_YOUR_TURN: 'NOT_YOUR_TURN',
  /** A move before the gathering window closed (params: until). */
  BATTLE_GATHERING: 'BATTLE_GATHERING',
  /** Joining a clan boss that already has every place taken, has started or is over. */
  CLAN_BOSS_CLOSED: 'CLAN_BOSS_CLOSED',
  /** Opening a clan boss while the clan already fights one. */
  CLAN_BOSS_RUNNING: 'CLAN_BOSS_RUNNING',
} as const;
export type MultiBattleErrorCode = (typeof MultiBattleErrorCode)[keyof typeof MultiBattleErrorCode];

/** One player of a MULTI battle. */
export interface MultiParticipant {
  playerId: number;
  name: string;
  /** The squad's power when joining: higher moves first (core/rules multiBattle.ts turnOrder). */
  power: number;
  gaveUp: boolean;
  completed: boolean;
}

/** What a MULTI battle adds to a Battle: who is in, whose turn it is and until when. */
export interface MultiBattleInfo {
  clanId: number;
  openedBy: number;
  /** Players may join until then (or until the places are taken); then the turns start. */
  gatherUntil: number;
  participants: MultiParticipant[];
  /** Player ids in turn order, fixed when the turns start; empty while gathering. */
  order: number[];
  /** Index into `order` of the turn running (or the next to run). */
  turnIndex: number;
  /** When the running turn began; null while gathering. */
  turnStartedAt: number | null;
  /** The player whose turn it is; null while gathering or once decided. */
  moverId: number | null;
  /** The running turn is skipped for its player at this time; null while gathering or once decided. */
  turnEndsAt: number | null;
  /** Clan experience credited at the win, once. */
  clanCredited: boolean;
}

/** The Raid tab's view of the clan boss (`clanBoss/get`). */
export interface ClanBossView {
  now: number;
  /** The clan's boss battle still open or running; null when none. */
  battle: { id: number; gatherUntil: number; participants: MultiParticipant[]; started: boolean } | null;
  /** Whether the caller is a participant of it. */
  joined: boolean;
}
