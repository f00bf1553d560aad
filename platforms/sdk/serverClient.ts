import type { PlatformHeaders, SignInContext } from './contract.ts';
import type { Locale } from './hosts.ts';
import type { SessionStore } from './sessionStore.ts';
import { ServerCallError } from './ServerCallError.ts';

/**
 * The wire names of the game server's session (technical §7 "Request layer"; this game's request layer uses the same):
 * a random session id in the `sessionId` query parameter, replaced by an `X-Session-Id` answer header; the bearer
 * token the authenticate calls hand out in the `Authorization` answer header, sent back in the request header.
 */
const SESSION_QUERY = 'sessionId';
const SESSION_HEADER = 'x-session-id';
const AUTH_HEADER = 'authorization';

export interface ServerClientOptions {
  /** The game server's origin; empty: this page's. */
  baseUrl?: string;
  session: SessionStore;
  /** The adapter's id headers, read on every call. */
  headers: () => PlatformHeaders;
  lang: Locale;
  fetch?: typeof fetch;
}

/** The sign-in context an adapter needs, plus a GET, for a game without a request layer of its own. */
export interface ServerClient extends Required<SignInContext> {
  get(path: string): Promise<unknown>;
}

/**
 * A minimal request layer over `fetch` (a game with its own gives the adapter a `SignInContext` of its own instead):
 * session id, id headers and token on every call, the token and a new session id taken from every answer.
 */
export function createServerClient(options: ServerClientOptions): ServerClient {
  const send = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const call = async (method: string, path: string, body?: { type: string; text: string }): Promise<unknown> => {
    const url = new URL(`${options.baseUrl ?? ''}${path}`, globalThis.location?.href ?? 'http://localhost/');
    url.searchParams.set(SESSION_QUERY, options.session.sessionId());
    const headers = new Headers(options.headers());
    const authorization = options.session.authorization();
    if (authorization) headers.set(AUTH_HEADER, authorization);
    if (body) headers.set('content-type', body.type);
    const response = await send(url, { method, headers, body: body?.text });
    const token = response.headers.get(AUTH_HEADER);
    if (token) options.session.setAuthorization(token);
    const sessionId = response.headers.get(SESSION_HEADER);
    if (sessionId) options.session.setSessionId(sessionId);
    const text = await response.text();
    if (!response.ok) throw new ServerCallError(path, response.status, text);
    return text === '' ? null : (JSON.parse(text) as unknown);
  };
  return {
    lang: options.lang,
    postForm: (path, fields) => call('POST', path, { type: 'application/x-www-form-urlencoded', text: new URLSearchParams(fields).toString() }),
    postJson: (path, json) => call('POST', path, { type: 'application/json', text: JSON.stringify(json) }),
    get: (path) => call('GET', path),
  };
}
