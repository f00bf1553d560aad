import type { BattleType } from './battle.ts';
import type { ChestType } from './chests.ts';
import type { ClanLogKind } from './clan.ts';
import type { AuditAction, BanScope, PaymentRecord } from './moderation.ts';

/** The sources of a player's history (fixtures/server/moderation/playerHistory.ts): the log's filters. */
export const PlayerLogKind = {
  PAYMENT: 'PAYMENT',
  BATTLE: 'BATTLE',
  ARENA: 'ARENA',
  CLAN: 'CLAN',
  CHEST: 'CHEST',
  BAN: 'BAN',
  MODERATION: 'MODERATION',
} as const;
export type PlayerLogKind = (typeof PlayerLogKind)[keyof typeof PlayerLogKind];

/** Which side of an arena fight the player was on (the ARENA kind's types). */
export const ArenaLogSide = { ATTACK: 'ATTACK', DEFENCE: 'DEFENCE' } as const;
export type ArenaLogSide = (typeof ArenaLogSide)[keyof typeof ArenaLogSide];

/** The types (subfilters) each kind of the player log has: the states, scopes and kinds its rows already carry. */
export interface PlayerLogTypes {
  PAYMENT: PaymentRecord['status'];
  BATTLE: BattleType;
  ARENA: ArenaLogSide;
  CLAN: ClanLogKind;
  CHEST: ChestType;
  BAN: BanScope;
  MODERATION: AuditAction;
}
