import type { Client, IMessage, StompSubscription } from '@stomp/stompjs';
import { AUTH_HEADER, StompDestination, WEBSOCKET_PATH, type LiveNotification } from '../model/index.ts';
import { LiveChannelError, LiveChannelErrorCode } from './LiveChannelError.ts';
import { parseLiveNotification } from './parseLiveNotification.ts';

/** The server offers 10 s heart-beats and drops a client silent for twice that (fixtures/server/API.md). */
export const LIVE_HEARTBEAT_MS = 10_000;
/** Not given by the spec: soon enough that a short outage is bridged before the player notices. */
export const LIVE_RECONNECT_MS = 3_000;

export interface LiveChannelOptions {
  /** The broker's ws(s) URL (see `liveUrl`). */
  url: string;
  /** The current token, read at every (re)connect: a session reload may have replaced it. */
  authorization: () => string | null;
  clientUuid: string;
  clanId: number | null;
  onNotification(notification: LiveNotification): void;
  /** After every CONNECTED and its subscriptions; `reconnected` is false only the first time. */
  onConnected?(info: { reconnected: boolean }): void;
  /**
   * The socket failed or a working connection dropped (technical §7 "Real-time channel"). Reported once per
   * outage: the failed reconnect attempts that follow are not reported again.
   */
  onLost(): void;
  /** A malformed message (ignored), a broker ERROR frame, a socket error. */
  onError(error: LiveChannelError): void;
  reconnectDelayMs?: number;
  heartBeatMs?: number;
  /**
   * The STOMP client's class, loaded when the channel opens (issue 26: @stomp/stompjs is ~8 KB of the app chunk, and
   * the first frame needs no socket). A loader that tries again (the app's goes through importWithRetry, technical §8
   * "retry without end") tells `failed` of each failed attempt: the channel reports the outage once, as a lost socket,
   * so the connection check runs while the code is fetched again, and connects once it is there. A loader that rejects
   * has given up. Default: its own chunk, fetched at once, once.
   */
  loadClient?: (failed: (error: unknown) => void) => Promise<typeof Client>;
}

/** @stomp/stompjs's client, from its own chunk. */
export const loadStompClient = (): Promise<typeof Client> => import('@stomp/stompjs').then((stomp) => stomp.Client);

/** The real-time channel (technical §7 "Real-time channel"): STOMP over WebSocket with automatic reconnects. */
export interface LiveChannel {
  /** True while connected and subscribed. */
  readonly connected: boolean;
  /** Follows the player into or out of a clan: the clan subscription changes without a reconnect. */
  setClan(clanId: number | null): void;
  /** Closes the channel for good; nothing is reported afterwards. */
  stop(): Promise<void>;
}

/**
 * The broker URL for an API base (empty: the page's origin) on a page: the same host and path prefix as the
 * HTTP calls, with ws for http and wss for https.
 */
export function liveUrl(apiBase: string, pageHref: string): string {
  const path = `${apiBase.replace(/\/+$/, '')}${WEBSOCKET_PATH}`;
  const url = new URL(path, pageHref);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * Opens the channel: subscribes to the broadcast, the player's personal destination and, with a clan, the clan
 * destination (technical §7), after every (re)connect, since STOMP subscriptions do not survive a new socket.
 */
export function createLiveChannel(options: LiveChannelOptions): LiveChannel {
  const heartBeat = options.heartBeatMs ?? LIVE_HEARTBEAT_MS;
  let clanId = options.clanId;
  let clanSubscription: StompSubscription | null = null;
  let connectedOnce = false;
  let subscribed = false;
  // An outage is reported once; a new CONNECTED arms the report again.
  let lostReported = false;
  let stopped = false;

  const reportLost = (): void => {
    subscribed = false;
    clanSubscription = null;
    if (stopped || lostReported) return;
    lostReported = true;
    options.onLost();
  };

  const deliver = (message: IMessage, destination: string): void => {
    const notification = parseLiveNotification(message.body);
    if (!notification) {
      options.onError(
        new LiveChannelError(LiveChannelErrorCode.MALFORMED_MESSAGE, `ignored a malformed message on ${destination}`, {
          destination,
        }),
      );
      return;
    }
    options.onNotification(notification);
  };

  let receipts = 0;
  /** Subscribes; `confirmed` runs when the broker's RECEIPT says the subscription is in place. */
  const subscribe = (stomp: Client, destination: string, confirmed?: () => void): StompSubscription => {
    const headers: Record<string, string> = {};
    if (confirmed) {
      const receipt = `subscribe-${++receipts}`;
      stomp.watchForReceipt(receipt, confirmed);
      headers.receipt = receipt;
    }
    return stomp.subscribe(destination, (message) => deliver(message, destination), headers);
  };

  let client: Client | null = null;
  const open = (StompClient: typeof Client): Client => {
    const stomp: Client = new StompClient({
      brokerURL: options.url,
      reconnectDelay: options.reconnectDelayMs ?? LIVE_RECONNECT_MS,
      heartbeatIncoming: heartBeat,
      heartbeatOutgoing: heartBeat,
      // A missed heart-beat closes the socket at once, so the loss is noticed and the reconnect starts.
      discardWebsocketOnCommFailure: true,
      beforeConnect: (c) => {
        const token = options.authorization();
        c.connectHeaders = token ? { [AUTH_HEADER]: token } : {};
      },
      onConnect: () => {
        // Connected counts only once the broker confirms every subscription: a catch-up fetched earlier could
        // miss a message published between its answer and the subscription (nothing lost, technical §7).
        const clan = clanId;
        let pending = clan === null ? 2 : 3;
        const confirmed = (): void => {
          if (--pending > 0 || stopped) return;
          subscribed = true;
          lostReported = false;
          const reconnected = connectedOnce;
          connectedOnce = true;
          options.onConnected?.({ reconnected });
        };
        subscribe(stomp, StompDestination.broadcast, confirmed);
        subscribe(stomp, StompDestination.personal(options.clientUuid), confirmed);
        clanSubscription = clan === null ? null : subscribe(stomp, StompDestination.clan(clan), confirmed);
      },
      onStompError: (frame) => {
        options.onError(new LiveChannelError(LiveChannelErrorCode.BROKER_ERROR, frame.headers.message ?? 'the broker refused'));
      },
      onWebSocketError: (event) => {
        if (stopped) return;
        options.onError(new LiveChannelError(LiveChannelErrorCode.SOCKET_ERROR, `socket error on ${options.url}`, { cause: event }));
        reportLost();
      },
      onWebSocketClose: () => reportLost(),
    });
    return stomp;
  };
  // The chunk did not load (offline): reported like a socket that never opened, so the connection check runs.
  const codeFailed = (error: unknown): void => {
    if (stopped) return;
    options.onError(new LiveChannelError(LiveChannelErrorCode.SOCKET_ERROR, `the live channel's code did not load`, { cause: error }));
    reportLost();
  };
  const started = (options.loadClient ?? loadStompClient)(codeFailed).then((StompClient) => {
    if (stopped) return;
    client = open(StompClient);
    client.activate();
  }, codeFailed);

  return {
    get connected() {
      return subscribed && client !== null && client.connected;
    },
    setClan(next) {
      if (next === clanId) return;
      clanId = next;
      if (!client?.connected) return; // the next CONNECTED subscribes to the new clan
      clanSubscription?.unsubscribe();
      clanSubscription = next === null ? null : subscribe(client, StompDestination.clan(next));
    },
    async stop() {
      stopped = true;
      subscribed = false;
      await started;
      await client?.deactivate();
    },
  };
}
