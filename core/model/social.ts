import type { GiftResource, StatusTier } from './gifts.ts';
import type { NotificationType } from './protocol.ts';
import type { ArenaHistoryEntry } from './arena.ts';

type Typed<K extends NotificationType> = { notificationType: K };

/** Chat rooms (product §3 "Chat and mail"). PRIVAT carries mail notifications. */
export const ChatRoom = { MAIN: 'MAIN', CLAN: 'CLAN', PRIVAT: 'PRIVAT' } as const;
export type ChatRoom = (typeof ChatRoom)[keyof typeof ChatRoom];

/** Fixed prefixes that mark a forwarded message and a smiley message (product §3). */
export const FORWARD_PREFIX = '>>fwd:';
export const SMILEY_PREFIX = ':smiley:';

/** The kinds of line the server writes in a chat room itself; each client words them in its reader's language. */
export const ChatSystemKind = { CLAN_BOSS_OPENED: 'CLAN_BOSS_OPENED' } as const;
export type ChatSystemKind = (typeof ChatSystemKind)[keyof typeof ChatSystemKind];

/**
 * A line the server wrote, with what the client needs to word it and act on it. CLAN_BOSS_OPENED: the
 * author opened the clan boss `battleId`; members may join until `gatherUntil` (server ms).
 */
export interface ChatSystemLine {
  kind: typeof ChatSystemKind.CLAN_BOSS_OPENED;
  battleId: number;
  gatherUntil: number;
}

/** A chat message as the server returns it. `text` is plain text: clients never render it as markup. */
export interface ChatMessage {
  id: number;
  room: ChatRoom;
  /** Clan of a CLAN-room message, else null. */
  clanId: number | null;
  authorId: number;
  authorName: string;
  authorLevel: number;
  /** The image id of the author's first hero (their portrait, core/ui/figures); null when they have no hero. */
  authorImage: string | null;
  text: string;
  /** Server time in ms. */
  time: number;
  /** Present on a line the server wrote (then `text` is empty and the author is whom it is about). */
  system?: ChatSystemLine;
}

/** One private dialog in the mail list. */
export interface MailRoom {
  /** The partner's player id (the dialog is keyed by it). */
  partner: number;
  partnerName: string;
  /** The image id of the partner's first hero (their portrait, as ChatMessage.authorImage); null when they have none. */
  partnerImage: string | null;
  /** Last message id and time, for sorting and "new" markers. */
  id: number;
  time: number;
  lastText: string;
  unread: number;
  blocked: boolean;
  support: boolean;
}

export interface MailMessage {
  id: number;
  partner: number;
  authorId: number;
  /** The image id of the author's first hero (their portrait, as ChatMessage.authorImage); null when they have none. */
  authorImage: string | null;
  text: string;
  time: number;
  support: boolean;
}

/** A STOMP message body (technical §7 "Real-time channel"). */
export type LiveNotification =
  | (Typed<'CHAT_MESSAGE'> & { message: ChatMessage })
  | (Typed<'MAIL_MESSAGE'> & { message: MailMessage })
  | (Typed<'CHAT_MESSAGE_DELETE'> & { room: ChatRoom; id: number })
  | (Typed<'NEW_GIFT'> & { id: number })
  | (Typed<'ARENA_ATTACKED'> & { fight: ArenaHistoryEntry })
  | (Typed<'CLAN_LEFT'> & { clanId: number })
  | (Typed<'MULTI_BATTLE'> & { battleId: number })
  | (Typed<'FORUM_COMMENT'> & { topicId: number; comments: number; authorId: number });

/** A player notification (gift, system message) in `notif/list`. */
export interface PlayerNotification {
  id: number;
  kind: 'GIFT' | 'SYSTEM';
  senderId: number | null;
  senderName: string | null;
  text: string;
  /** Gift kind, e.g. `EMERALDS_15`. */
  giftKind: string | null;
  time: number;
  /** What a player gift gives and whether it was accepted (issue 12); null for messages and old gifts. */
  gift: NotificationGift | null;
}

/** A player gift's contents (issue 12): accepted once, into the receiver's resources. */
export interface NotificationGift {
  resource: GiftResource;
  amount: number;
  accepted: boolean;
}

/** Rating types (technical §3 "Chat, mail, rating"). */
export const RatingType = {
  params: 'params',
  level: 'level',
  arenaPosition: 'arenaPosition',
  eventPosition: 'eventPosition',
  clanLevel: 'clanLevel',
} as const;
export type RatingType = (typeof RatingType)[keyof typeof RatingType];

export interface RatingRow {
  positionNumber: number;
  /** Player id, or clan id for clanLevel. */
  id: number;
  name: string;
  level: number;
  /** The number the rating sorts by (squad power for params, level, arena or event points, clan level). */
  value: number;
  online: boolean;
}

export interface RatingPage {
  rows: RatingRow[];
  meta: { playersTotal: number; playersOnline: number; myPosition: number | null };
}

/** One hero of a squad as another player sees it (no artifacts, effects or current health). */
export interface ProfileCreature {
  imageId: string;
  warriorClass: string;
  level: number;
  rank: number;
  attack: number;
  defence: number;
  health: number;
}

/**
 * A player as others see them: what a rating, chat or mail row opens (product §2 "opening a profile … from a
 * rating, chat or mail page"; fixtures/server/API.md "Profiles").
 */
export interface PlayerProfile {
  id: number;
  name: string | null;
  level: number;
  bestVictoryStair: number;
  online: boolean;
  /** The squad power the `params` rating sorts by. */
  power: number;
  /** The status tier from the player's bonus points (issue 12, product §3 "Status tiers"). */
  statusTier: StatusTier;
  clan: { id: number; name: string; level: number } | null;
  /** The squad that fights, in slot order (at most SQUAD_SIZE). */
  squad: ProfileCreature[];
}

export interface ClanMember {
  id: number;
  name: string | null;
  level: number;
  online: boolean;
}

/** A clan's details as a rating row opens them: the clan and its members, highest level first. */
export interface ClanProfile {
  id: number;
  name: string;
  level: number;
  membersCurr: number;
  membersOnline: number;
  members: ClanMember[];
}
