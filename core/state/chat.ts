import { atom, type Store } from 'jotai/vanilla';
import {
  CHAT_MESSAGE_MAX,
  CHAT_PAGE,
  ChatRoom,
  ErrorCode,
  type ChatMessage,
} from '../model/index.ts';
import { OverlayName, overlayAtom, playerAtom } from './atoms.ts';
import type { StoreAccess } from './character.ts';
import { ChatInputError, type ChatInputFailure } from './ChatInputError.ts';
import { failed, idle, loading, ready, type Remote } from './remote.ts';
import { liveEpochAtom, mergeById, newestId, requireSocial } from './social.ts';

/** The chat tabs (product §2: main or clan room); PRIVAT is mail. */
export const ChatTab = { MAIN: ChatRoom.MAIN, CLAN: ChatRoom.CLAN } as const;
export type ChatTab = (typeof ChatTab)[keyof typeof ChatTab];
export const chatTabs: readonly ChatTab[] = [ChatTab.MAIN, ChatTab.CLAN];

export interface ChatRoomState {
  /** Oldest first, each id once. */
  messages: readonly ChatMessage[];
  /** The first page. */
  load: Remote;
  /** Older pages ("more"): idle, loading or failed. */
  older: Remote;
  hasOlder: boolean;
}

const emptyRoom: ChatRoomState = { messages: [], load: idle, older: idle, hasOlder: false };

export const chatRoomsAtom = atom<Record<ChatTab, ChatRoomState>>({ MAIN: emptyRoom, CLAN: emptyRoom });
export const chatTabAtom = atom<ChatTab>(ChatTab.MAIN);
/** The newest id the player has seen per room; closing chat moves it (technical §2 "Closing chat marks it seen"). */
export const chatSeenAtom = atom<Record<ChatTab, number>>({ MAIN: 0, CLAN: 0 });

/** Someone else wrote since the player last closed chat: the header's "new messages" marker (off while chat is open). */
export const chatUnseenAtom = atom((get) => {
  if (get(overlayAtom) === OverlayName.chat) return false;
  const me = get(playerAtom)?.id;
  const rooms = get(chatRoomsAtom);
  const seen = get(chatSeenAtom);
  return chatTabs.some((tab) => {
    const messages = rooms[tab].messages;
    for (let i = messages.length - 1; i >= 0; i--) {
      const m = messages[i] as ChatMessage;
      if (m.id <= seen[tab]) return false;
      if (m.authorId !== me) return true;
    }
    return false;
  });
});

/** Pages asked for in one catch-up at most; far more than an outage of minutes produces. */
const CATCH_UP_PAGES = 50;

const updateRoom = (store: StoreAccess, tab: ChatTab, change: (room: ChatRoomState) => ChatRoomState): void => {
  const rooms = store.get(chatRoomsAtom);
  const next = change(rooms[tab]);
  if (next !== rooms[tab]) store.set(chatRoomsAtom, { ...rooms, [tab]: next });
};

const withMessages = (room: ChatRoomState, incoming: readonly ChatMessage[]): ChatRoomState => {
  const messages = mergeById(room.messages, incoming);
  return messages === room.messages ? room : { ...room, messages };
};

/** Characters as the player sees them (code points), the way the counter and the limit count them. */
export const chatTextLength = (text: string): number => Array.from(text.trim()).length;

/** Product §5: a chat message is not empty and at most CHAT_MESSAGE_MAX characters. */
export function validateChatText(text: string): ChatInputFailure | null {
  const length = chatTextLength(text);
  if (length === 0) return { code: ErrorCode.TEXT_EMPTY };
  if (length > CHAT_MESSAGE_MAX) return { code: ErrorCode.TEXT_TOO_LONG, params: { max: CHAT_MESSAGE_MAX } };
  return null;
}

/** The latest page of a room, merged with what live notifications already brought. */
export async function loadChatLatest(store: StoreAccess, tab: ChatTab): Promise<void> {
  const social = requireSocial(store);
  const epoch = store.get(liveEpochAtom);
  updateRoom(store, tab, (room) => ({ ...room, load: loading }));
  try {
    const page = await social.chat.list(tab);
    updateRoom(store, tab, (room) => ({
      ...withMessages(room, page),
      load: ready(),
      // A short first page means the room holds nothing older.
      hasOlder: page.length >= CHAT_PAGE,
    }));
  } catch (error: unknown) {
    updateRoom(store, tab, (room) => ({ ...room, load: failed(error) }));
    return;
  }
  // The channel reconnected while the page was on its way: what it missed may be newer than the page.
  if (store.get(liveEpochAtom) !== epoch) await catchUpChat(store, tab);
}

/** The next older page of 20 (technical §9), below the oldest held message. */
export async function loadOlderChat(store: StoreAccess, tab: ChatTab): Promise<void> {
  const room = store.get(chatRoomsAtom)[tab];
  const oldest = room.messages[0]?.id;
  if (oldest === undefined || !room.hasOlder || room.older.status === 'loading') return;
  const social = requireSocial(store);
  updateRoom(store, tab, (r) => ({ ...r, older: loading }));
  try {
    const page = await social.chat.list(tab, { to: oldest - 1 });
    updateRoom(store, tab, (r) => ({ ...withMessages(r, page), older: idle, hasOlder: page.length >= CHAT_PAGE }));
  } catch (error: unknown) {
    updateRoom(store, tab, (r) => ({ ...r, older: failed(error) }));
  }
}

/**
 * Fetches only what is newer than the newest held message (technical §5), page after page while full pages
 * come back. Used on reopening a room and after a reconnect of the live channel.
 */
export async function catchUpChat(store: StoreAccess, tab: ChatTab): Promise<void> {
  const social = requireSocial(store);
  for (let pages = 0; pages < CATCH_UP_PAGES; pages++) {
    const afterId = newestId(store.get(chatRoomsAtom)[tab].messages);
    // Nothing held yet: the first page load brings the latest messages instead.
    if (afterId === null) return;
    const page = await social.chat.latest(tab, afterId);
    updateRoom(store, tab, (room) => withMessages(room, page));
    if (page.length < CHAT_PAGE) return;
  }
}

/** Shows a tab: its first page the first time, only newer messages afterwards (technical §5). */
export async function openChatTab(store: StoreAccess, tab: ChatTab): Promise<void> {
  store.set(chatTabAtom, tab);
  if (tab === ChatTab.CLAN) store.set(clanRoomClosedAtom, false);
  const room = store.get(chatRoomsAtom)[tab];
  if (room.load.status === 'loading') return;
  if (room.load.status === 'ready' && room.messages.length > 0) {
    try {
      await catchUpChat(store, tab);
    } catch (error: unknown) {
      updateRoom(store, tab, (r) => ({ ...r, load: failed(error) }));
    }
    return;
  }
  await loadChatLatest(store, tab);
}

/** Sends a message; the answer (and its live echo, merged by id) shows it. Refusals are thrown. */
export async function sendChatMessage(store: StoreAccess, tab: ChatTab, text: string): Promise<ChatMessage> {
  const failure = validateChatText(text);
  if (failure) throw new ChatInputError(failure);
  const message = await requireSocial(store).chat.send(tab, text.trim());
  receiveChatMessage(store, message);
  return message;
}

/** Moderator delete (technical §6); the room's live delete removes it for everyone else. */
export async function deleteChatMessage(store: StoreAccess, tab: ChatTab, id: number): Promise<void> {
  await requireSocial(store).chat.remove(tab, id);
  removeChatMessage(store, tab, id);
}

/** A message from the live channel or a send answer. */
export function receiveChatMessage(store: StoreAccess, message: ChatMessage): void {
  if (message.room !== ChatRoom.MAIN && message.room !== ChatRoom.CLAN) return;
  updateRoom(store, message.room, (room) => withMessages(room, [message]));
}

/** CHAT_MESSAGE_DELETE: the message disappears for everyone. */
export function removeChatMessage(store: StoreAccess, room: ChatRoom, id: number): void {
  if (room !== ChatRoom.MAIN && room !== ChatRoom.CLAN) return;
  updateRoom(store, room, (r) => {
    const messages = r.messages.filter((m) => m.id !== id);
    return messages.length === r.messages.length ? r : { ...r, messages };
  });
}

/** Set when the player was put out of their clan with its room open: the chat page says why the room went. */
export const clanRoomClosedAtom = atom(false);

/**
 * Issue 13: the server says the player is out of `clanId` (kicked, or left in another tab). Clearing the clan id
 * moves the live subscription and forgets the room (core/state/live.ts), so nothing of that clan shows any more.
 */
export function receiveClanLeft(store: StoreAccess, clanId: number): void {
  const player = store.get(playerAtom);
  if (!player || player.clanId !== clanId) return;
  if (store.get(chatTabAtom) === ChatTab.CLAN) store.set(clanRoomClosedAtom, true);
  store.set(playerAtom, { ...player, clanId: null });
}

/** The clan room belongs to one clan: leaving or changing clan forgets it. */
export function resetClanChat(store: StoreAccess): void {
  store.set(chatRoomsAtom, { ...store.get(chatRoomsAtom), CLAN: emptyRoom });
  store.set(chatSeenAtom, { ...store.get(chatSeenAtom), CLAN: 0 });
  if (store.get(chatTabAtom) === ChatTab.CLAN) store.set(chatTabAtom, ChatTab.MAIN);
}

/** Closing chat marks everything held as seen (technical §2). */
export function markChatSeen(store: StoreAccess): void {
  const rooms = store.get(chatRoomsAtom);
  const seen = store.get(chatSeenAtom);
  const next = { ...seen };
  for (const tab of chatTabs) next[tab] = Math.max(seen[tab], newestId(rooms[tab].messages) ?? 0);
  store.set(chatSeenAtom, next);
}

/** Marks chat seen whenever the chat overlay closes, however it closes (button, Escape, another page). */
export function watchChatClose(store: Store): () => void {
  let previous = store.get(overlayAtom);
  return store.sub(overlayAtom, () => {
    const current = store.get(overlayAtom);
    if (previous === OverlayName.chat && current !== OverlayName.chat) markChatSeen(store);
    previous = current;
  });
}
