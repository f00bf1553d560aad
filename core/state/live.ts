import { atom, type Store } from 'jotai/vanilla';
import type { LiveChannel, LiveChannelOptions } from '../live/createLiveChannel.ts';
import { LiveChannelErrorCode } from '../live/LiveChannelError.ts';
import { NotificationType, type LiveNotification } from '../model/index.ts';
import { receiveArenaAttack } from './arenaAttackNotice.ts';
import { multiBattleNewsAtom } from './multiBattleNews.ts';
import { receiveForumComment } from './forumNews.ts';
import { connectionLostAtom, playerInfoAtom } from './atoms.ts';
import { requireApi, type StoreAccess } from './character.ts';
import { catchUpChat, chatRoomsAtom, chatTabs, receiveChatMessage, receiveClanLeft, removeChatMessage, resetClanChat } from './chat.ts';
import { catchUpMail, loadMailRooms, mailDialogAtom, mailRoomsAtom, receiveMail } from './mail.ts';
import { receiveGift } from './notifications.ts';
import { idle } from './remote.ts';
import { liveEpochAtom } from './social.ts';

export const LiveStatus = {
  /** No player yet: the channel opens when the first player is set (technical §4 "Start-up"). */
  idle: 'idle',
  connecting: 'connecting',
  connected: 'connected',
  /** Dropped; the channel is reconnecting by itself. */
  lost: 'lost',
} as const;
export type LiveStatus = (typeof LiveStatus)[keyof typeof LiveStatus];

export const liveStatusAtom = atom<LiveStatus>(LiveStatus.idle);

/** What the state needs from the channel factory: the app binds the URL and the token (core/live). */
export type OpenLiveChannel = (
  options: Pick<LiveChannelOptions, 'clientUuid' | 'clanId' | 'onNotification' | 'onConnected' | 'onLost' | 'onError'>,
) => LiveChannel;

export interface LiveDeps {
  openChannel: OpenLiveChannel;
  /** Client error log; console.error, which the error reporter forwards to the server (technical §8). */
  logError?: (...args: unknown[]) => void;
  /**
   * The broker refused the channel (its ERROR frame: above all a token revoked by a password change elsewhere,
   * issue 15). The app reloads the session, so the player learns at once that they were signed out.
   */
  onRefused?: () => void;
}

/** Puts a server push into the state it concerns (technical §7 "Real-time channel"). */
export function dispatchLiveNotification(store: StoreAccess, notification: LiveNotification): void {
  switch (notification.notificationType) {
    case NotificationType.CHAT_MESSAGE:
      return receiveChatMessage(store, notification.message);
    case NotificationType.MAIL_MESSAGE:
      return receiveMail(store, notification.message);
    case NotificationType.CHAT_MESSAGE_DELETE:
      return removeChatMessage(store, notification.room, notification.id);
    case NotificationType.NEW_GIFT:
      return receiveGift(store);
    case NotificationType.ARENA_ATTACKED:
      return receiveArenaAttack(store, notification.fight);
    case NotificationType.CLAN_LEFT:
      return receiveClanLeft(store, notification.clanId);
    case NotificationType.MULTI_BATTLE:
      return store.set(multiBattleNewsAtom, store.get(multiBattleNewsAtom) + 1);
    case NotificationType.FORUM_COMMENT:
      return receiveForumComment(store, notification);
  }
}

/**
 * After a reconnect: fetch what the channel missed in every chat room held and in the open dialog, newer than
 * the newest message held, so nothing is lost; merging by id means nothing shows twice. Loads still under way
 * see the epoch move and catch up when they land.
 */
export async function catchUpAfterReconnect(store: StoreAccess, logError: (...args: unknown[]) => void = console.error): Promise<void> {
  store.set(liveEpochAtom, store.get(liveEpochAtom) + 1);
  const rooms = store.get(chatRoomsAtom);
  const tasks: Promise<void>[] = chatTabs
    .filter((tab) => rooms[tab].load.status === 'ready')
    .map((tab) => catchUpChat(store, tab));
  if (store.get(mailDialogAtom)?.load.status === 'ready') tasks.push(catchUpMail(store));
  if (store.get(mailRoomsAtom).status === 'ready') tasks.push(loadMailRooms(store));
  for (const result of await Promise.allSettled(tasks)) {
    if (result.status === 'rejected') logError('Live: catching up after a reconnect failed', result.reason);
  }
}

/**
 * Technical §8: a socket error or lost connection runs the connection check; when it fails, the connection page
 * is shown and a client error logged. When it passes, the channel's own reconnect brings the link back.
 */
export async function checkConnectionAfterLoss(store: StoreAccess, logError: (...args: unknown[]) => void = console.error): Promise<boolean> {
  if (await requireApi(store).connection.exists()) return true;
  store.set(connectionLostAtom, true);
  logError('Live: the real-time connection was lost and the server does not answer the connection check');
  return false;
}

/**
 * Opens the real-time channel once, when the first player is set in this session (technical §4), and keeps it
 * in step with the player: a clan change moves the clan subscription; another player signing in (a login)
 * opens a channel for them. Answers a function that closes it.
 */
export function startLive(store: Store, deps: LiveDeps): () => Promise<void> {
  const logError = deps.logError ?? console.error;
  let channel: LiveChannel | null = null;
  let clientUuid: string | null = null;
  let clanId: number | null = null;

  const open = (uuid: string, clan: number | null): LiveChannel =>
    deps.openChannel({
      clientUuid: uuid,
      clanId: clan,
      onNotification: (notification) => dispatchLiveNotification(store, notification),
      onConnected: ({ reconnected }) => {
        store.set(liveStatusAtom, LiveStatus.connected);
        if (reconnected) void catchUpAfterReconnect(store, logError);
      },
      onLost: () => {
        store.set(liveStatusAtom, LiveStatus.lost);
        checkConnectionAfterLoss(store, logError).catch((error: unknown) => logError('Live: the connection check failed', error));
      },
      onError: (error) => {
        // A socket error is followed by onLost and its connection check; the others are worth a log.
        if (error.code !== LiveChannelErrorCode.SOCKET_ERROR) logError(error.message, error);
        if (error.code === LiveChannelErrorCode.BROKER_ERROR) deps.onRefused?.();
      },
    });

  const sync = (): void => {
    const info = store.get(playerInfoAtom);
    if (!info) {
      // Signed out (issue 15): the channel of the player who left would only be refused again and again.
      if (channel) void stopChannel();
      return;
    }
    const clan = info.player.clanId;
    if (channel && clientUuid === info.clientUuid) {
      if (clan !== clanId) {
        clanId = clan;
        resetClanChat(store);
        channel.setClan(clan);
      }
      return;
    }
    const previous = channel;
    if (previous) {
      previous.stop().catch((error: unknown) => logError('Live: closing the previous channel failed', error));
      // Another player: their clan room and mail are not the previous player's.
      resetClanChat(store);
      store.set(mailDialogAtom, null);
      store.set(mailRoomsAtom, idle);
    }
    clientUuid = info.clientUuid;
    clanId = clan;
    store.set(liveStatusAtom, LiveStatus.connecting);
    channel = open(info.clientUuid, clan);
  };

  const stopChannel = async (): Promise<void> => {
    const last = channel;
    channel = null;
    clientUuid = null;
    store.set(liveStatusAtom, LiveStatus.idle);
    await last?.stop().catch((error: unknown) => logError('Live: closing the channel failed', error));
  };

  sync();
  const unsubscribe = store.sub(playerInfoAtom, sync);
  return async () => {
    unsubscribe();
    const last = channel;
    channel = null;
    store.set(liveStatusAtom, LiveStatus.idle);
    await last?.stop();
  };
}
