// The real reference server (fixtures/server) for the client-state tests, with an in-memory database, and the one
// way to get a jotai store talking to it: the real request layer and API client over real HTTP (STYLE 12), so the
// client state and the server are checked together, with no fake to drift from the server. Game state a client
// cannot reach by ordinary calls is set through the server's own routes where one exists, else straight in its
// database, never by faking an answer.
import { setupI18n } from '@lingui/core';
import { createStore } from 'jotai/vanilla';
import { createApiClient } from '../../core/api/createApiClient.ts';
import { createRequestLayer } from '../../core/api/createRequestLayer.ts';
import { createSocialApi } from '../../core/api/socialApi.ts';
import { placesForStair } from '../../core/content/index.ts';
import { errorMessage } from '../../core/i18n/errorMessage.ts';
import { createLiveChannel, liveUrl } from '../../core/live/createLiveChannel.ts';
import { PlaceType, SESSION_QUERY, type AccessLevel, type Place, type PlayerInfo } from '../../core/model/index.ts';
import { apiAtom, playerInfoAtom } from '../../core/state/atoms.ts';
import { wordingAtom } from '../../core/state/character.ts';
import { requestLayerAtom } from '../../core/state/requestLayerAtom.ts';
import { LiveStatus, liveStatusAtom, startLive, type OpenLiveChannel } from '../../core/state/live.ts';
import { socialApiAtom } from '../../core/state/social.ts';
import { createServer, type GameServer, type ServerOptions } from '../../fixtures/server/createServer.ts';
import { scaleRateLimits } from '../../fixtures/server/rateLimit/rateLimits.ts';
import { call, registerTrial } from '../../fixtures/server/testing/http.ts';
import { until } from './wait.ts';

export interface ReferenceServer {
  server: GameServer;
  /** `http://127.0.0.1:<port>` of the server itself. */
  url: string;
  close(): Promise<void>;
}

/** Short STOMP heart-beats, so a client cut off by a proxy is noticed quickly. */
const HEART_BEAT: readonly [number, number] = [300, 300];

/**
 * Starts a reference server of the test's own on a free loopback port, its database in memory: for a test that
 * needs options of its own. Every other test shares the worker's server (`sharedReferenceServer`).
 */
export async function startReferenceServer(options: ServerOptions = {}): Promise<ReferenceServer> {
  // Raised request limits: the suites sign in many players from 127.0.0.1 within seconds (issue 9's limits would refuse them).
  const server = await createServer({
    inMemory: true,
    staticDir: null,
    stompHeartBeat: HEART_BEAT,
    rateLimits: scaleRateLimits(1000),
    ...options,
  });
  const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { server, url, close: () => server.close() };
}

let shared: Promise<ReferenceServer> | null = null;

/**
 * The worker's one reference server, started by the first suite that asks (vitest.config.ts runs the state
 * suites without module isolation, so a worker keeps it across files) and emptied of every row for each suite
 * that asks again: a suite starts on an empty database, as it would on a server of its own, without paying for
 * one. Ids are not restarted, so nothing the server keeps in memory per player (flood guards, sockets) can meet
 * a new player under an old id. Suites never close it; it ends with the worker.
 */
export async function sharedReferenceServer(): Promise<ReferenceServer> {
  shared ??= startReferenceServer();
  const reference = await shared;
  const tables = await reference.server.db.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'",
  );
  await reference.server.db.exec(`TRUNCATE ${tables.map((t) => `"${t.name}"`).join(', ')} CASCADE`);
  return reference;
}

/** The monster lair of stair 1 in the real content: the one a fresh player can reach and attack. */
export const firstLair: Place = (() => {
  const found = placesForStair(1).find((p) => p.placeType === PlaceType.CUSTOM_PLACE);
  if (!found) throw new Error('stair 1 has no lair');
  return found;
})();

/**
 * How a test player differs from a fresh trial one. The columns are written straight in the database; left out,
 * a column keeps what registerTrial made.
 */
export interface TestPlayerSetup {
  name?: string;
  level?: number;
  accessLevel?: AccessLevel;
  clanId?: number | null;
  /** Stairs beaten: there is no route for it short of winning every lair below. */
  bestVictoryStair?: number;
  /** Where the player stands: reported through the server's coordinate route, once the columns are set. */
  coordinate?: number;
}

export interface TestPlayer {
  token: string;
  id: number;
  name: string;
}

// The SQL never takes a column name from a caller.
const COLUMNS = {
  name: 'name',
  level: 'level',
  accessLevel: 'access_level',
  clanId: 'clan_id',
  bestVictoryStair: 'best_victory_stair',
} as const satisfies Partial<Record<keyof TestPlayerSetup, string>>;

/** Registers a trial player through the server's own route, then sets what `setup` names. */
export async function createTestPlayer(reference: ReferenceServer, setup: TestPlayerSetup = {}): Promise<TestPlayer> {
  const { token, info } = await registerTrial(reference.server.app);
  const id = info.player.id;
  const set = (Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]).filter((key) => setup[key] !== undefined);
  if (set.length > 0) {
    await reference.server.db.query(
      `UPDATE players SET ${set.map((key, i) => `${COLUMNS[key]} = $${i + 2}`).join(', ')} WHERE id = $1`,
      [id, ...set.map((key) => setup[key] ?? null)],
    );
  }
  if (setup.coordinate !== undefined) {
    const answer = await call(reference.server.app, 'POST', '/api/player/v3/coordinate/set', {
      token,
      form: { coordinate: setup.coordinate, contextId: info.player.contextId },
    });
    if (answer.status !== 200) throw new Error(`Moving player ${id} to ${setup.coordinate}: ${JSON.stringify(answer.body)}`);
  }
  return { token, id, name: setup.name ?? info.player.name };
}

let names = 0;

/**
 * A player as the social features need one: named (ratings list only named players), level 10 (chat needs it),
 * registered (PLAYER) and in no clan unless `setup` says otherwise.
 */
export const createSocialPlayer = (reference: ReferenceServer, setup: TestPlayerSetup = {}): Promise<TestPlayer> =>
  createTestPlayer(reference, { name: `Tester${++names}`, level: 10, accessLevel: 'PLAYER', clanId: null, ...setup });

/** A call the client sent: its fields are the query (without the session id) of a GET, the form body of a POST. */
export interface SentRequest {
  method: string;
  url: URL;
  path: string;
  params: Record<string, string>;
}

export interface StoreOptions {
  /** Where the store's calls go (the server, or a proxy in front of it); default the server. */
  baseUrl?: string;
  /** Records every call the request layer sends, in order (a wrapper around the real fetch). */
  requests?: SentRequest[];
}

const recordingFetch =
  (requests: SentRequest[]): typeof fetch =>
  async (input, init) => {
    // A copy to read: building a Request from another one would take over (and use up) its body.
    const copy = input instanceof Request ? input.clone() : new Request(input, init);
    const url = new URL(copy.url);
    const form = copy.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded') === true;
    const fields = form ? new URLSearchParams(await copy.text()) : url.searchParams;
    const params = Object.fromEntries([...fields].filter(([name]) => form || name !== SESSION_QUERY));
    requests.push({ method: copy.method, url, path: url.pathname, params });
    return fetch(input, init);
  };

/** A fresh jotai store with the real request layer, API client and social client, signed in to nobody yet. */
export function storeWithoutPlayer(reference: ReferenceServer, options: StoreOptions = {}) {
  const memory = new Map<string, string>();
  const layer = createRequestLayer({
    baseUrl: options.baseUrl ?? reference.url,
    storage: {
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => void memory.set(k, v),
      removeItem: (k) => void memory.delete(k),
    },
    platformHeaders: () => ({}),
    onSessionReload: () => undefined,
    onRedirect: () => undefined,
    ...(options.requests ? { fetch: recordingFetch(options.requests) } : {}),
  });
  const api = createApiClient(layer, { domain: 'localhost' });
  const store = createStore();
  store.set(apiAtom, api);
  store.set(socialApiAtom, createSocialApi(layer));
  store.set(requestLayerAtom, layer);
  // The game's own lingui instance, as the shell makes one (the source catalog: English).
  store.set(wordingAtom, { i18n: setupI18n({ locale: 'en', messages: { en: {} } }), errorMessage });
  return { store, api, layer };
}

/** A fresh store signed in as `token`, with the player info the server answers for it (`setPlayer` stores it). */
export async function storeFor(reference: ReferenceServer, token: string, options: StoreOptions = {}) {
  const made = storeWithoutPlayer(reference, options);
  made.layer.session.setAuthorization(token);
  const info: PlayerInfo = await made.api.player.infoCurrent(false);
  return { ...made, info, setPlayer: () => made.store.set(playerInfoAtom, info) };
}

/** The app's channel factory for a store: the real STOMP channel on `baseUrl` with the store's token. */
export function channelFactory(baseUrl: string, token: () => string | null, reconnectDelayMs = 200): OpenLiveChannel {
  return (options) =>
    createLiveChannel({ ...options, url: liveUrl(baseUrl, 'http://page.invalid/'), authorization: token, reconnectDelayMs, heartBeatMs: HEART_BEAT[0] });
}

/** A signed-in store with its live channel started (the player set, as the boot does). */
export async function liveStoreFor(
  reference: ReferenceServer,
  token: string,
  options: StoreOptions & { logError?: (...a: unknown[]) => void } = {},
) {
  const made = await storeFor(reference, token, options);
  const errors: unknown[][] = [];
  const stop = startLive(made.store, {
    openChannel: channelFactory(options.baseUrl ?? reference.url, () => made.layer.session.authorization()),
    logError: options.logError ?? ((...args: unknown[]) => errors.push(args)),
  });
  made.setPlayer();
  await until(() => made.store.get(liveStatusAtom) === LiveStatus.connected, 'the live channel');
  return { ...made, errors, stop };
}
