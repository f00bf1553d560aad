import { ChatRoom, ChatSystemKind, NotificationType, type ChatMessage, type LiveNotification, type MailMessage, type ArenaHistoryEntry } from '../model/index.ts';

type Shape = Record<string, unknown>;

const isObject = (value: unknown): value is Shape => typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);
const chatRooms = new Set<unknown>(Object.values(ChatRoom));
const isRoom = (value: unknown): value is ChatRoom => chatRooms.has(value);

const isSystemLine = (line: unknown): boolean =>
  isObject(line) && line.kind === ChatSystemKind.CLAN_BOSS_OPENED && isInt(line.battleId) && isInt(line.gatherUntil);

const isChatMessage = (m: unknown): m is ChatMessage =>
  isObject(m) &&
  isInt(m.id) &&
  isRoom(m.room) &&
  (m.clanId === null || isInt(m.clanId)) &&
  isInt(m.authorId) &&
  typeof m.authorName === 'string' &&
  isInt(m.authorLevel) &&
  (m.authorImage === null || typeof m.authorImage === 'string') &&
  typeof m.text === 'string' &&
  typeof m.time === 'number' &&
  (m.system === undefined || isSystemLine(m.system));

const isMailMessage = (m: unknown): m is MailMessage =>
  isObject(m) &&
  isInt(m.id) &&
  isInt(m.partner) &&
  isInt(m.authorId) &&
  (m.authorImage === null || typeof m.authorImage === 'string') &&
  typeof m.text === 'string' &&
  typeof m.time === 'number' &&
  typeof m.support === 'boolean';

const isArenaFight = (value: unknown): value is ArenaHistoryEntry =>
  isObject(value) &&
  isInt(value.id) &&
  typeof value.attacked === 'boolean' &&
  isInt(value.opponentId) &&
  typeof value.opponentName === 'string' &&
  typeof value.won === 'boolean' &&
  isInt(value.cups) &&
  isInt(value.at);

/**
 * Reads a STOMP message body as a `LiveNotification` (technical §7 "Real-time channel": messages carry a
 * notificationType). Null for anything else: the channel ignores it rather than trusting its shape.
 */
export function parseLiveNotification(body: string): LiveNotification | null {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  if (!isObject(value)) return null;
  switch (value.notificationType) {
    case NotificationType.CHAT_MESSAGE:
      return isChatMessage(value.message) ? { notificationType: NotificationType.CHAT_MESSAGE, message: value.message } : null;
    case NotificationType.MAIL_MESSAGE:
      return isMailMessage(value.message) ? { notificationType: NotificationType.MAIL_MESSAGE, message: value.message } : null;
    case NotificationType.CHAT_MESSAGE_DELETE:
      return isRoom(value.room) && isInt(value.id)
        ? { notificationType: NotificationType.CHAT_MESSAGE_DELETE, room: value.room, id: value.id }
        : null;
    case NotificationType.NEW_GIFT:
      return isInt(value.id) ? { notificationType: NotificationType.NEW_GIFT, id: value.id } : null;
    case NotificationType.ARENA_ATTACKED:
      return isArenaFight(value.fight) ? { notificationType: NotificationType.ARENA_ATTACKED, fight: value.fight } : null;
    case NotificationType.MULTI_BATTLE:
      return isInt(value.battleId) ? { notificationType: NotificationType.MULTI_BATTLE, battleId: value.battleId } : null;
    case NotificationType.FORUM_COMMENT:
      return isInt(value.topicId) && isInt(value.comments) && isInt(value.authorId)
        ? { notificationType: NotificationType.FORUM_COMMENT, topicId: value.topicId, comments: value.comments, authorId: value.authorId }
        : null;
    case NotificationType.CLAN_LEFT:
      return isInt(value.clanId) ? { notificationType: NotificationType.CLAN_LEFT, clanId: value.clanId } : null;
    default:
      return null;
  }
}
