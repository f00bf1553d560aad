import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChatRoom, NotificationType, StompDestination, type ChatMessage, type LiveNotification } from '../model/index.ts';
import { createServer, type GameServer } from '../../fixtures/server/createServer.ts';
import { registerTrial } from '../../fixtures/server/testing/http.ts';
import { Client } from '@stomp/stompjs';
import { createLiveChannel, liveUrl, loadStompClient, type LiveChannel, type LiveChannelOptions } from './createLiveChannel.ts';
import { LiveChannelErrorCode, isLiveChannelError, type LiveChannelError } from './LiveChannelError.ts';
import { until } from '../../test/support/wait.ts';

const chatMessage = (id: number, text = `message ${id}`): ChatMessage => ({
  id,
  room: ChatRoom.MAIN,
  clanId: null,
  authorId: 1,
  authorName: 'Ann',
  authorLevel: 12,
  authorImage: null,
  text,
  time: 1_700_000_000_000 + id,
});
const chatNotification = (id: number): LiveNotification => ({
  notificationType: NotificationType.CHAT_MESSAGE,
  message: chatMessage(id),
});

/** The reconnect delay of the channels `open` makes. */
const RECONNECT_MS = 100;

let server: GameServer;
let httpBase: string;
const channels: LiveChannel[] = [];

beforeAll(async () => {
  // Short heart-beats so a dropped client is noticed within the test's time.
  server = await createServer({ inMemory: true, staticDir: null, stompHeartBeat: [300, 300] });
  httpBase = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(channels.splice(0).map((c) => c.stop()));
});
afterAll(() => server.close());

interface Probe {
  channel: LiveChannel;
  playerId: number;
  clientUuid: string;
  /** How often the channel read the token: it does so at the start of every connect. */
  tokenReads: number;
  received: LiveNotification[];
  errors: LiveChannelError[];
  connects: boolean[];
  lost: number;
}

/** A registered player with a live channel; `clanId` is written to the database first when given. */
async function open(overrides: Partial<LiveChannelOptions> & { clanIdInDb?: number } = {}): Promise<Probe> {
  const { token, info } = await registerTrial(server.app);
  if (overrides.clanIdInDb !== undefined) {
    await server.db.query('UPDATE players SET clan_id = $1 WHERE id = $2', [overrides.clanIdInDb, info.player.id]);
  }
  const probe: Probe = {
    channel: undefined as unknown as LiveChannel,
    playerId: info.player.id,
    clientUuid: info.clientUuid,
    tokenReads: 0,
    received: [],
    errors: [],
    connects: [],
    lost: 0,
  };
  probe.channel = createLiveChannel({
    url: liveUrl(httpBase, 'http://page.invalid/'),
    authorization: () => {
      probe.tokenReads++;
      return token;
    },
    clientUuid: info.clientUuid,
    clanId: overrides.clanIdInDb ?? null,
    onNotification: (n) => probe.received.push(n),
    onConnected: ({ reconnected }) => probe.connects.push(reconnected),
    onLost: () => probe.lost++,
    onError: (e) => probe.errors.push(e),
    reconnectDelayMs: RECONNECT_MS,
    heartBeatMs: 300,
    ...overrides,
  });
  channels.push(probe.channel);
  await until(() => probe.channel.connected, 'the channel to connect');
  return probe;
}

/** A registered player's channel options, reporting nothing. */
async function trialOptions(): Promise<LiveChannelOptions> {
  const { token, info } = await registerTrial(server.app);
  const none = (): void => undefined;
  return {
    url: liveUrl(httpBase, 'http://page.invalid/'),
    authorization: () => token,
    clientUuid: info.clientUuid,
    clanId: null,
    onNotification: none,
    onLost: none,
    onError: none,
    reconnectDelayMs: RECONNECT_MS,
    heartBeatMs: 300,
  };
}

describe('liveUrl', () => {
  it('puts the broker path on the API base, with ws for http and wss for https', () => {
    expect(liveUrl('', 'https://game.example/play/?lang=ru')).toBe('wss://game.example/api/websocket');
    expect(liveUrl('http://127.0.0.1:8080/', 'https://host.example/')).toBe('ws://127.0.0.1:8080/api/websocket');
    expect(liveUrl('https://api.example/game', 'http://page.example/')).toBe('wss://api.example/game/api/websocket');
  });
});

describe('createLiveChannel against the reference server broker', () => {
  it('subscribes to the broadcast, its personal and its clan destination, and dispatches their notifications', async () => {
    const me = await open({ clanIdInDb: 41 });
    const other = await open({ clanIdInDb: 42 });
    expect(me.connects).toEqual([false]);

    // Each destination reaches exactly its subscribers; the count is what the broker delivered.
    expect(server.broker.publish(StompDestination.broadcast, chatNotification(1))).toBe(2);
    const mail: LiveNotification = {
      notificationType: NotificationType.MAIL_MESSAGE,
      message: { id: 5, partner: 9, authorId: 9, authorImage: 'golem_male', text: 'hi', time: 1, support: false },
    };
    expect(server.broker.publish(StompDestination.personal(me.clientUuid), mail)).toBe(1);
    const remove: LiveNotification = { notificationType: NotificationType.CHAT_MESSAGE_DELETE, room: ChatRoom.CLAN, id: 3 };
    expect(server.broker.publish(StompDestination.clan(41), remove)).toBe(1);

    await until(() => me.received.length === 3, 'three notifications');
    expect(me.received).toEqual([chatNotification(1), mail, remove]);
    await until(() => other.received.length === 1, 'the broadcast at the other player');
    expect(other.received).toEqual([chatNotification(1)]);
    expect(me.errors).toEqual([]);
  });

  it('ignores a malformed body, reports it, and keeps delivering', async () => {
    const me = await open();
    server.broker.publish(StompDestination.personal(me.clientUuid), { notificationType: 'CHAT_MESSAGE', message: { id: 'x' } });
    server.broker.publish(StompDestination.personal(me.clientUuid), { hello: true });
    server.broker.publish(StompDestination.personal(me.clientUuid), chatNotification(7));
    await until(() => me.received.length === 1 && me.errors.length === 2, 'one notification and two errors');
    expect(me.received).toEqual([chatNotification(7)]);
    expect(me.errors.map((e) => [e.code, e.destination])).toEqual([
      [LiveChannelErrorCode.MALFORMED_MESSAGE, StompDestination.personal(me.clientUuid)],
      [LiveChannelErrorCode.MALFORMED_MESSAGE, StompDestination.personal(me.clientUuid)],
    ]);
    expect(isLiveChannelError(me.errors[0])).toBe(true);
  });

  it('moves the clan subscription when the player changes clan, without a reconnect', async () => {
    const me = await open({ clanIdInDb: 51 });
    await server.db.query('UPDATE players SET clan_id = 52 WHERE client_uuid = $1', [me.clientUuid]);
    me.channel.setClan(52);
    await until(() => server.broker.publish(StompDestination.clan(52), chatNotification(1)) === 1, 'the new clan subscription');
    expect(server.broker.publish(StompDestination.clan(51), chatNotification(2))).toBe(0);
    await until(() => me.received.length >= 1, 'the clan message');
    expect(me.received.every((n) => n.notificationType === 'CHAT_MESSAGE' && n.message.id === 1)).toBe(true);
    expect(me.connects).toEqual([false]);
  });

  it('reports a dropped connection once, reconnects by itself and subscribes again', async () => {
    const me = await open();
    server.broker.close();
    await until(() => me.lost === 1, 'the loss');
    await until(() => me.connects.length === 2, 'the reconnect', 6000);
    expect(me.connects).toEqual([false, true]);
    expect(me.lost).toBe(1);
    expect(server.broker.publish(StompDestination.personal(me.clientUuid), chatNotification(11))).toBe(1);
    await until(() => me.received.length === 1, 'a message after the reconnect');
  });

  it('reports a refused token as a broker error and a loss', async () => {
    const { info } = await registerTrial(server.app);
    const errors: LiveChannelError[] = [];
    let lost = 0;
    const channel = createLiveChannel({
      url: liveUrl(httpBase, 'http://page.invalid/'),
      authorization: () => 'not-a-token',
      clientUuid: info.clientUuid,
      clanId: null,
      onNotification: () => undefined,
      onLost: () => lost++,
      onError: (e) => errors.push(e),
      reconnectDelayMs: 60_000,
    });
    channels.push(channel);
    await until(() => lost === 1, 'the loss');
    expect(errors.map((e) => e.code)).toContain(LiveChannelErrorCode.BROKER_ERROR);
    expect(channel.connected).toBe(false);
  });

  it('reads the token again at every connect', async () => {
    const first = await registerTrial(server.app);
    let token = 'stale-token';
    const connects: boolean[] = [];
    const channel = createLiveChannel({
      url: liveUrl(httpBase, 'http://page.invalid/'),
      authorization: () => token,
      clientUuid: first.info.clientUuid,
      clanId: null,
      onNotification: () => undefined,
      onConnected: ({ reconnected }) => connects.push(reconnected),
      onLost: () => {
        token = first.token;
      },
      onError: () => undefined,
      reconnectDelayMs: 100,
    });
    channels.push(channel);
    await until(() => channel.connected, 'the connect with the fresh token');
    expect(connects).toEqual([false]);
  });

  it('opens its socket once its code is loaded (issue 26: the app loads it after the first frame), and none if stopped before', async () => {
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const activated: string[] = [];
    // The real client, counting its activations.
    const loadClient = async (): Promise<typeof Client> => {
      await gate;
      const Stomp = await loadStompClient();
      return class extends Stomp {
        override activate(): void {
          activated.push(this.brokerURL ?? '');
          super.activate();
        }
      };
    };
    const early = createLiveChannel({ ...(await trialOptions()), url: `${liveUrl(httpBase, 'http://page.invalid/')}?early`, loadClient });
    const waiting = createLiveChannel({ ...(await trialOptions()), loadClient });
    channels.push(waiting);
    expect(waiting.connected).toBe(false);
    const stopped = early.stop();
    release();
    await stopped;
    await until(() => waiting.connected, 'the channel to connect once its code is there');
    expect(activated).toEqual([liveUrl(httpBase, 'http://page.invalid/')]);
  });

  it('reports a failed load of its code once, as a lost socket, and connects when a later attempt brings it (technical §8)', async () => {
    const lost: number[] = [];
    const errors: LiveChannelErrorCode[] = [];
    let attempts = 0;
    // What the app's importWithRetry does: each failed attempt is told, the next one is made.
    const loadClient = async (failed: (error: unknown) => void): Promise<typeof Client> => {
      for (;;) {
        attempts += 1;
        if (attempts > 2) return loadStompClient();
        failed(new TypeError('Failed to fetch dynamically imported module'));
      }
    };
    const channel = createLiveChannel({
      ...(await trialOptions()),
      onLost: () => lost.push(attempts),
      onError: (error) => errors.push(error.code),
      loadClient,
    });
    channels.push(channel);
    await until(() => channel.connected, 'the channel to connect once its code is there');
    expect(attempts).toBe(3);
    expect(lost).toEqual([1]);
    expect(errors).toEqual([LiveChannelErrorCode.SOCKET_ERROR, LiveChannelErrorCode.SOCKET_ERROR]);
  });

  it('reports nothing after stop', async () => {
    const me = await open();
    // A reconnect would be scheduled on setTimeout (stompjs): faked, it waits for the test to step past it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldClearNativeTimers: true });
    // stop resolves once the socket has closed, so the close has been through the channel's handlers: one that
    // took it for a loss has counted it in `lost` by now.
    await me.channel.stop();
    server.broker.publish(StompDestination.broadcast, chatNotification(3));
    // The broker forgets the session when it sees the socket close; a channel that left it open fails here.
    await until(() => server.broker.connectionsOf(me.playerId) === 0, 'the broker to drop the stopped session');
    expect(server.broker.publish(StompDestination.personal(me.clientUuid), chatNotification(4))).toBe(0);
    const reads = me.tokenReads;
    await vi.advanceTimersByTimeAsync(RECONNECT_MS * 10);
    // A reconnect left scheduled has fired now, and every connect reads the token before anything else.
    expect(me.tokenReads).toBe(reads);
    expect(me.lost).toBe(0);
    expect(me.received).toEqual([]);
    expect(me.channel.connected).toBe(false);
  });
});
