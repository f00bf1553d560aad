import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuditAction, PaymentRecord, PlayerLogKind, PlayerLogTypes } from '../../model/index.ts';
import { chestNames } from '../chests/chestTexts.ts';
import { banScopeNames } from './banReasonNames.ts';

/** The audit log's actions, also the MODERATION kind's types of a player log. */
export const auditActionNames: Record<AuditAction, MessageDescriptor> = {
  BAN: msg({ context: 'audit action', message: 'Ban' }),
  UNBAN: msg({ context: 'audit action', message: 'Unban' }),
  PROMOTE: msg({ context: 'audit action', message: 'Made moderator' }),
  DEMOTE: msg({ context: 'audit action', message: 'Removed moderator' }),
  ENTER: msg({ context: 'audit action', message: 'Logged in as player' }),
  EXIT: msg({ context: 'audit action', message: 'Left the player' }),
  ACT_AS: msg({ context: 'audit action', message: 'Acted as player' }),
  VIEW_LOG: msg({ context: 'audit action', message: 'Viewed the player log' }),
  VIEW_PAYMENTS: msg({ context: 'audit action', message: 'Viewed payments' }),
  FORUM: msg({ context: 'audit action', message: 'Forum moderation' }),
  CLAN_RENAME: msg({ context: 'audit action', message: 'Renamed a clan' }),
};

/** A payment's states (migration 015), also the PAYMENT kind's types. */
export const paymentStatusNames: Record<PaymentRecord['status'], MessageDescriptor> = {
  STARTED: msg({ context: 'payment state', message: 'Started' }),
  ACCRUED: msg({ context: 'payment state', message: 'Accrued' }),
  COMPLETED: msg({ context: 'payment state', message: 'Completed' }),
  REFUNDED: msg({ context: 'payment state', message: 'Refunded' }),
};

/** The player log's filters (issue 15, technical §7 `tech/player/{id}/log`). */
export const logKindNames: Record<PlayerLogKind, MessageDescriptor> = {
  PAYMENT: msg({ context: 'player log', message: 'Payments' }),
  BATTLE: msg({ context: 'player log', message: 'Battles' }),
  ARENA: msg({ context: 'player log', message: 'Arena' }),
  CLAN: msg({ context: 'player log', message: 'Clan' }),
  CHEST: msg({ context: 'player log', message: 'Chests' }),
  BAN: msg({ context: 'player log', message: 'Bans' }),
  MODERATION: msg({ context: 'player log', message: 'Moderation' }),
};

/** The subfilters of each filter: a missing type of any kind fails the type check. */
export const logTypeNames: { [K in PlayerLogKind]: Record<PlayerLogTypes[K], MessageDescriptor> } = {
  PAYMENT: paymentStatusNames,
  BATTLE: {
    MOB: msg({ context: 'battle type', message: 'Monsters' }),
    ARENA: msg({ context: 'battle type', message: 'Arena fight' }),
    MULTI: msg({ context: 'battle type', message: 'Group battle' }),
  },
  ARENA: {
    ATTACK: msg({ context: 'arena side', message: 'Attack' }),
    DEFENCE: msg({ context: 'arena side', message: 'Defence' }),
  },
  CLAN: {
    invite: msg({ context: 'clan log', message: 'Invitation' }),
    joined: msg({ context: 'clan log', message: 'Joining' }),
    reject: msg({ context: 'clan log', message: 'Refusal' }),
    kick: msg({ context: 'clan log', message: 'Expulsion' }),
    left: msg({ context: 'clan log', message: 'Leaving' }),
    raise: msg({ context: 'clan log', message: 'Promotion' }),
    subsidence: msg({ context: 'clan log', message: 'Demotion' }),
    goldDonated: msg({ context: 'clan log', message: 'Gold donation' }),
    redCrystalDonated: msg({ context: 'clan log', message: 'Red crystal donation' }),
    blueCrystalDonated: msg({ context: 'clan log', message: 'Blue crystal donation' }),
    gemsDonated: msg({ context: 'clan log', message: 'Emerald donation' }),
    gearsDonated: msg({ context: 'clan log', message: 'Gear donation' }),
    ticketsDonated: msg({ context: 'clan log', message: 'Ticket donation' }),
    leaderReplace: msg({ context: 'clan log', message: 'Leader change' }),
    created: msg({ context: 'clan log', message: 'Clan founded' }),
    subLeader: msg({ context: 'clan log', message: 'Deputy appointed' }),
    upgradeWallOfFame: msg({ context: 'clan log', message: 'Hall of fame upgrade' }),
    changeDescription: msg({ context: 'clan log', message: 'Description change' }),
    changeTheme: msg({ context: 'clan log', message: 'Theme change' }),
    giveAdvertisement: msg({ context: 'clan log', message: 'Advertisement' }),
    changeDifficulty: msg({ context: 'clan log', message: 'Difficulty change' }),
    buildingStarted: msg({ context: 'clan log', message: 'Building started' }),
    buildingSpedUp: msg({ context: 'clan log', message: 'Building sped up' }),
    buildingCompleted: msg({ context: 'clan log', message: 'Building completed' }),
  },
  CHEST: chestNames,
  BAN: banScopeNames,
  MODERATION: auditActionNames,
};

const isLogKind = (kind: string): kind is PlayerLogKind => Object.hasOwn(logKindNames, kind);

/** The name of a kind the server gave, or null for one this client does not know (a newer server's). */
export const logKindName = (kind: string): MessageDescriptor | null => (isLogKind(kind) ? logKindNames[kind] : null);

/** The name of a kind's type, or null when this client does not know the pair. */
export const logTypeName = (kind: string, type: string): MessageDescriptor | null => {
  if (!isLogKind(kind)) return null;
  const names: Record<string, MessageDescriptor> = logTypeNames[kind];
  return Object.hasOwn(names, type) ? (names[type] ?? null) : null;
};
