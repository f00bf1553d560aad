// The real reference server (fixtures/server) for the social state tests, with an in-memory database, plus a
// switchable TCP proxy in front of it to cut a client off (HTTP and WebSocket alike) and let it back in.
import { createServer as createTcpServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { setupI18n } from '@lingui/core';
import { createStore } from 'jotai/vanilla';
import { createApiClient } from '../api/createApiClient.ts';
import { createRequestLayer } from '../api/createRequestLayer.ts';
import { createSocialApi } from '../api/socialApi.ts';
import { SessionStorageKey } from '../api/sessionStore.ts';
import { createLiveChannel, liveUrl } from '../live/createLiveChannel.ts';
import { until } from '../live/testing.ts';
import type { AccessLevel, PlayerInfo } from '../model/index.ts';
import { createServer, type GameServer } from '../../fixtures/server/createServer.ts';
import { registerTrial } from '../../fixtures/server/testing/http.ts';
import { apiAtom, playerInfoAtom } from './atoms.ts';
import { i18nAtom } from './character.ts';
import { LiveStatus, liveStatusAtom, startLive, type OpenLiveChannel } from './live.ts';
import { socialApiAtom } from './social.ts';

export interface SocialServer {
  server: GameServer;
  /** `http://127.0.0.1:<port>` of the server itself. */
  url: string;
  close(): Promise<void>;
}

export async function startSocialServer(options: { now?: () => number } = {}): Promise<SocialServer> {
  // Short heart-beats, so a client cut off by the proxy is noticed quickly.
  const server = await createServer({ inMemory: true, staticDir: null, stompHeartBeat: [300, 300], ...options });
  const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { server, url, close: () => server.close() };
}

/** A TCP proxy that can go down (every connection cut, new ones refused) and come back on the same port. */
export interface SwitchableProxy {
  url: string;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startProxy(targetUrl: string): Promise<SwitchableProxy> {
  const target = new URL(targetUrl);
  const sockets = new Set<Socket>();
  const make = (): Server =>
    createTcpServer((client) => {
      const upstream = connect(Number(target.port), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  let server: Server | null = make();
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const stop = async (): Promise<void> => {
    const closing = server;
    server = null;
    for (const s of sockets) s.destroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  return {
    url: `http://127.0.0.1:${port}`,
    down: stop,
    up: async () => {
      if (server) return;
      const next = make();
      await new Promise<void>((resolve) => next.listen(port, '127.0.0.1', resolve));
      server = next;
    },
    close: stop,
  };
}

export interface TestPlayerOptions {
  name?: string;
  level?: number;
  accessLevel?: AccessLevel;
  clanId?: number | null;
}

let names = 0;

/**
 * Registers a trial player on the server and gives it a name (so ratings list it), a level, an access level and
 * a clan straight in the database; answers its token and id.
 */
export async function createTestPlayer(
  social: SocialServer,
  options: TestPlayerOptions = {},
): Promise<{ token: string; id: number; name: string }> {
  const { token, info } = await registerTrial(social.server.app);
  const name = options.name ?? `Tester${++names}`;
  await social.server.db.query(
    'UPDATE players SET name = $2, level = $3, access_level = $4, clan_id = $5 WHERE id = $1',
    [info.player.id, name, options.level ?? 10, options.accessLevel ?? 'PLAYER', options.clanId ?? null],
  );
  return { token, id: info.player.id, name };
}

export interface StoreOptions {
  /** Where the store's calls go (the server, or a proxy in front of it); default the server. */
  baseUrl?: string;
  /** Records every URL the request layer fetches (a wrapper around the real fetch). */
  requests?: URL[];
}

/** A fresh jotai store signed in as `token`, with the real request layer, API client and social client. */
export async function storeFor(social: SocialServer, token: string, options: StoreOptions = {}) {
  const memory = new Map<string, string>([[SessionStorageKey.authorization, token]]);
  const requests = options.requests;
  const layer = createRequestLayer({
    baseUrl: options.baseUrl ?? social.url,
    storage: {
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => void memory.set(k, v),
      removeItem: (k) => void memory.delete(k),
    },
    platformHeaders: () => ({}),
    onSessionReload: () => undefined,
    onRedirect: () => undefined,
    ...(requests
      ? {
          fetch: (input: RequestInfo | URL, init?: RequestInit) => {
            requests.push(new URL(input instanceof Request ? input.url : String(input)));
            return fetch(input, init);
          },
        }
      : {}),
  });
  const api = createApiClient(layer, { domain: 'localhost' });
  const store = createStore();
  store.set(apiAtom, api);
  store.set(socialApiAtom, createSocialApi(layer));
  store.set(i18nAtom, { i18n: setupI18n({ locale: 'en', messages: { en: {} } }) });
  const info: PlayerInfo = await api.player.infoCurrent(false);
  return { store, api, layer, info, setPlayer: () => store.set(playerInfoAtom, info) };
}

/** The app's channel factory for a store: the real STOMP channel on `baseUrl` with the store's token. */
export function channelFactory(baseUrl: string, token: () => string | null, reconnectDelayMs = 200): OpenLiveChannel {
  return (options) =>
    createLiveChannel({ ...options, url: liveUrl(baseUrl, 'http://page.invalid/'), authorization: token, reconnectDelayMs, heartBeatMs: 300 });
}

/** A signed-in store with its live channel started (the player set, as the boot does). */
export async function liveStoreFor(social: SocialServer, token: string, options: StoreOptions & { logError?: (...a: unknown[]) => void } = {}) {
  const made = await storeFor(social, token, options);
  const errors: unknown[][] = [];
  const stop = startLive(made.store, {
    openChannel: channelFactory(options.baseUrl ?? social.url, () => made.layer.session.authorization()),
    logError: options.logError ?? ((...args: unknown[]) => errors.push(args)),
  });
  made.setPlayer();
  await until(() => made.store.get(liveStatusAtom) === LiveStatus.connected, 'the live channel');
  return { ...made, errors, stop };
}
