import type {
  ChatMessage,
  ChatRoom,
  ClanProfile,
  MailMessage,
  MailRoom,
  Player,
  PlayerNotification,
  PlayerProfile,
  RatingPage,
  RatingType,
} from '../model/index.ts';
import type { GetOptions, RequestLayer } from './createRequestLayer.ts';

/** An inclusive range of 1-based rating positions. */
export interface PositionRange {
  from: number;
  to: number;
}

/**
 * An inclusive window of message ids; the server answers the newest page inside it, so `{ to: oldestHeld - 1 }`
 * pages back whatever the id gaps (ids are shared by all rooms and dialogs).
 */
export interface IdWindow {
  from?: number;
  to: number;
}

/**
 * The social calls of technical §7 "Chat and mail", "Rating" and the player notification calls
 * (fixtures/server/API.md "Social (issue 4)"). Every function rejects with an `ApiError` on a non-2xx answer.
 */
export interface SocialApi {
  chat: {
    /** The newest page of messages inside `window`, oldest first; without a window the latest page. */
    list(room: ChatRoom, window?: IdWindow): Promise<ChatMessage[]>;
    /** Messages newer than `afterId`, oldest first, at most one page: ask again while a full page comes back. */
    latest(room: ChatRoom, afterId: number): Promise<ChatMessage[]>;
    send(room: ChatRoom, text: string): Promise<ChatMessage>;
    /** Moderator access only (technical §6). */
    remove(room: ChatRoom, id: number): Promise<void>;
  };
  mail: {
    /** The dialogs, newest first. */
    rooms(): Promise<MailRoom[]>;
    list(partner: number, window?: IdWindow): Promise<MailMessage[]>;
    latest(partner: number, afterId: number): Promise<MailMessage[]>;
    send(partner: number, text: string, support: boolean): Promise<MailMessage>;
    /** Blocking deletes the shared messages (product §4). */
    block(partner: number): Promise<void>;
    unblock(partner: number): Promise<void>;
  };
  notifications: {
    list(): Promise<PlayerNotification[]>;
    remove(id: number): Promise<void>;
    /** Clears the new-mail and new-gift flags; answers the player. */
    reset(): Promise<Player>;
  };
  rating: {
    /** `filter` is a name prefix; blank or absent means no filter. `options.retry`: technical §8 "Rating fetch fails". */
    byType(type: RatingType, range: PositionRange & { filter?: string }, options?: GetOptions): Promise<RatingPage>;
  };
  /** Player markers (technical §7 "Markers and offers"): each answers the player with its `playerMarkers`. */
  markers: {
    add(marker: string): Promise<Player>;
    addAll(markers: readonly string[]): Promise<Player>;
  };
  /** What a rating, chat or mail row opens (API.md "Profiles"); NOT_FOUND for one that does not exist. */
  profile: {
    player(id: number): Promise<PlayerProfile>;
    clan(id: number): Promise<ClanProfile>;
  };
}

const windowQuery = (window: IdWindow | undefined) => (window ? { from: window.from, to: window.to } : undefined);

/** The social calls on the request layer (the same session, headers and anti-repeat rules as every call). */
export function createSocialApi(layer: Pick<RequestLayer, 'get' | 'postForm' | 'postText'>): SocialApi {
  const { get, postForm, postText } = layer;
  const ok = async (call: Promise<unknown>): Promise<void> => {
    await call;
  };
  const chatPath = (room: ChatRoom) => `/api/chat/${encodeURIComponent(room)}`;
  const dialogPath = (partner: number) => `/api/mail/dialog/${partner}`;

  return {
    chat: {
      list: (room, window) => get<ChatMessage[]>(`${chatPath(room)}/list`, windowQuery(window)),
      latest: (room, afterId) => get<ChatMessage[]>(`${chatPath(room)}/list/latest`, { afterId }),
      send: (room, text) => postText<ChatMessage>(`${chatPath(room)}/send`, text),
      remove: (room, id) => ok(postForm(`${chatPath(room)}/message/${id}/delete`)),
    },
    mail: {
      rooms: () => get<MailRoom[]>('/api/mail/list'),
      list: (partner, window) => get<MailMessage[]>(`${dialogPath(partner)}/list`, windowQuery(window)),
      latest: (partner, afterId) => get<MailMessage[]>(`${dialogPath(partner)}/list/latest`, { afterId }),
      send: (partner, text, support) => postText<MailMessage>(`${dialogPath(partner)}/send`, text, { support }),
      block: (partner) => ok(postForm(`/api/mail/block/${partner}`)),
      unblock: (partner) => ok(postForm(`/api/mail/unblock/${partner}`)),
    },
    notifications: {
      list: () => get<PlayerNotification[]>('/api/player/notif/list'),
      remove: (id) => ok(postForm(`/api/player/notif/remove/${id}`)),
      reset: () => postForm<Player>('/api/player/notification/reset'),
    },
    rating: {
      byType: (type, { from, to, filter }, options) => {
        const name = filter?.trim();
        return get<RatingPage>(`/api/rating/by/${encodeURIComponent(type)}`, { filter: name ? name : undefined, from, to }, options);
      },
    },
    markers: {
      add: (marker) => postForm<Player>('/api/marker/add', { marker }),
      addAll: (markers) => postForm<Player>('/api/marker/addAll', { markers: markers.join(',') }),
    },
    profile: {
      player: (id) => get<PlayerProfile>(`/api/player/${id}/profile`),
      clan: (id) => get<ClanProfile>(`/api/clan/${id}/profile`),
    },
  };
}
