// The real reference server (fixtures/server) for the state tests, with an in-memory database, and the one way to
// get a jotai store talking to it: the real request layer and API client over real HTTP (STYLE 12), so the client
// state and the server are checked together. Game state a client cannot reach by ordinary calls is set through the
// server's own routes where one exists, else straight in its database, never by faking an answer.
import { setupI18n } from '@lingui/core';
import { createStore } from 'jotai/vanilla';
import { createApiClient } from '../api/createApiClient.ts';
import { createRequestLayer } from '../api/createRequestLayer.ts';
import { createSocialApi } from '../api/socialApi.ts';
import { PlaceType, SESSION_QUERY, type AccessLevel, type Place, type PlayerInfo } from '../model/index.ts';
import { placesForStair } from '../content/index.ts';
import { createServer, type GameServer, type ServerOptions } from '../../fixtures/server/createServer.ts';
import { call, registerTrial } from '../../fixtures/server/testing/http.ts';
import { apiAtom, playerInfoAtom } from './atoms.ts';
import { errorMessage } from '../i18n/errorMessage.ts';
import { wordingAtom } from './character.ts';
import { socialApiAtom } from './social.ts';

export interface TestServer {
  server: GameServer;
  /** `http://127.0.0.1:<port>` of the server itself. */
  url: string;
  close(): Promise<void>;
}

/** Starts the reference server on a free loopback port, its database in memory. */
export async function startTestServer(options: ServerOptions = {}): Promise<TestServer> {
  const server = await createServer({ inMemory: true, staticDir: null, ...options });
  const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { server, url, close: () => server.close() };
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
export async function createTestPlayer(test: TestServer, setup: TestPlayerSetup = {}): Promise<TestPlayer> {
  const { token, info } = await registerTrial(test.server.app);
  const id = info.player.id;
  const set = (Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]).filter((key) => setup[key] !== undefined);
  if (set.length > 0) {
    await test.server.db.query(
      `UPDATE players SET ${set.map((key, i) => `${COLUMNS[key]} = $${i + 2}`).join(', ')} WHERE id = $1`,
      [id, ...set.map((key) => setup[key] ?? null)],
    );
  }
  if (setup.coordinate !== undefined) {
    const answer = await call(test.server.app, 'POST', '/api/player/v3/coordinate/set', {
      token,
      form: { coordinate: setup.coordinate, contextId: info.player.contextId },
    });
    if (answer.status !== 200) throw new Error(`Moving player ${id} to ${setup.coordinate}: ${JSON.stringify(answer.body)}`);
  }
  return { token, id, name: setup.name ?? info.player.name };
}

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
export function storeWithoutPlayer(test: TestServer, options: StoreOptions = {}) {
  const memory = new Map<string, string>();
  const layer = createRequestLayer({
    baseUrl: options.baseUrl ?? test.url,
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
  // The game's own lingui instance, as the shell makes one (the source catalog: English).
  store.set(wordingAtom, { i18n: setupI18n({ locale: 'en', messages: { en: {} } }), errorMessage });
  return { store, api, layer };
}

/** A fresh store signed in as `token`, with the player info the server answers for it (`setPlayer` stores it). */
export async function storeFor(test: TestServer, token: string, options: StoreOptions = {}) {
  const made = storeWithoutPlayer(test, options);
  made.layer.session.setAuthorization(token);
  const info: PlayerInfo = await made.api.player.infoCurrent(false);
  return { ...made, info, setPlayer: () => made.store.set(playerInfoAtom, info) };
}
