import ky, { isHTTPError, type KyResponse } from 'ky';
import { ANTI_REPEAT_MS, AUTH_HEADER, IDEMPOTENCY_HEADER, SESSION_HEADER, SESSION_QUERY } from '../model/index.ts';
import { ApiError } from './ApiError.ts';
import { kyRetry, type RetryPolicy } from './kyRetry.ts';
import { createSessionStore, type SessionStore, type StorageLike } from '../platform.ts';

/** Query or form fields; `undefined` leaves a field out. */
export type Fields = Readonly<Record<string, string | number | boolean | undefined>>;

export interface RequestLayerOptions {
  /** The server origin at start (may end with a path); paths are joined to it. Empty means the page's origin. */
  baseUrl: string;
  storage: StorageLike;
  /** The adapter's platform id headers, read on every call (technical §3 "Request headers"). */
  platformHeaders: () => Record<string, string>;
  /** Technical §4 "Session refresh": a 204 or 401 reloads the session. */
  onSessionReload: () => void;
  /** Technical §4 "Session refresh": a 307 sends the browser to the body's `message`. */
  onRedirect: (url: string) => void;
  /** Every refusal the server answers (a 4xx with its code), before the caller sees it: issue 15's game ban. */
  onRefused?: (error: ApiError) => void;
  now?: () => number;
  fetch?: typeof fetch;
}

/** What one GET may ask beyond the common rules. */
export interface GetOptions {
  /**
   * Retries by ky itself (technical §8: player info, rating); without it a call is sent once. An identical GET
   * already in flight is shared as it is, with its own retries.
   */
  retry?: RetryPolicy;
}

/** What one form POST may ask beyond the common rules. */
export interface PostOptions {
  /** Exempt from the anti-repeat window (a battle turn repeats on purpose). */
  repeatable?: boolean;
  /**
   * The call carries a fresh Idempotency-Key, the same on each of its attempts, so the server acts on it once
   * however often it arrives (fixtures/server/API.md "Replay-safe hero calls"); only such a call may be retried
   * by ky (`retry`: no answer or a 5xx), since a retry of an unkeyed POST could buy twice.
   */
  keyed?: { retry?: RetryPolicy };
}

/** The request rules of technical §7 "Request layer" on one ky instance; every API call goes through it. */
export interface RequestLayer {
  readonly session: SessionStore;
  /** The server origin calls go to now (the option given, until `setBaseUrl`). */
  baseUrl(): string;
  /**
   * Sends every call made from now on to `url` (technical §8 "Switch to a direct domain"); calls already under
   * way finish where they went. The session (token, session id) stays: it names the same player there.
   */
  setBaseUrl(url: string): void;
  /** GET with query fields. Resolves to the parsed JSON answer, or `undefined` for an empty one (and for a 204). */
  get<T = unknown>(path: string, query?: Fields, options?: GetOptions): Promise<T>;
  /**
   * POST a form-encoded body (technical §7: POST bodies are form-encoded unless noted).
   * `repeatable` exempts a call from the anti-repeat window: turn actions of a battle repeat on purpose
   * (the same blow twice in a row) and are guarded by the busy state of the HUD and the server's turn order.
   */
  postForm<T = unknown>(path: string, body?: Fields, options?: PostOptions): Promise<T>;
  /** POST a JSON body, for the few calls the spec notes as JSON. */
  postJson<T = unknown>(path: string, json: unknown): Promise<T>;
  /**
   * POST a plain-text body with optional query fields: chat and mail sends carry the text as the body
   * (technical §7 "Chat and mail"). The anti-repeat window applies, so a double click sends one message.
   */
  postText<T = unknown>(path: string, text: string, query?: Fields): Promise<T>;
}

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';
const TEXT_TYPE = 'text/plain;charset=UTF-8';
/** Not given by the spec; long enough for slow mobile networks, short enough to reach the connection page. */
const REQUEST_TIMEOUT_MS = 30_000;
/** Technical §4 / §8: a 401 here is ignored (the caller learns there is no player yet). */
const PLAYER_INFO_PATH = '/api/player/info/current';
/** The same call with the first frame's places (fixtures/server/API.md "The first frame in one call"). */
const PLAYER_INFO_ROAD_PATH = '/api/player/info/road';
/** Technical §4 / §8: a 401 here does nothing (used when switching to a direct domain). */
const PLAYER_ID_PATH = '/api/player/id/current';

interface Call {
  method: 'GET' | 'POST';
  path: string;
  query: Fields | undefined;
  body: { type: typeof JSON_TYPE | typeof FORM_TYPE | typeof TEXT_TYPE; text: string } | undefined;
  repeatable?: boolean;
  retry?: RetryPolicy;
  /** The Idempotency-Key every attempt of this call sends. */
  key?: string;
}

export function createRequestLayer(options: RequestLayerOptions): RequestLayer {
  const session = createSessionStore(options.storage);
  const now = options.now ?? Date.now;
  let baseUrl = options.baseUrl;

  // One instance for every call. ky's retries are off but for the few calls that ask for them with their own
  // counts (player info, rating: technical §9), see `kyRetry`. HTTP errors are not thrown by ky (but for the 5xx
  // of a retried call) because 204/307/401 need the answer itself; redirects stay on 'follow' because a browser hides a 'manual' redirect's body, and the
  // server's 307 carries its target in the JSON `message`, not in a Location header, so nothing is followed.
  const http = ky.create({
    credentials: 'include',
    retry: 0,
    throwHttpErrors: false,
    timeout: REQUEST_TIMEOUT_MS,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          for (const [name, value] of Object.entries(options.platformHeaders())) request.headers.set(name, value);
          const authorization = session.authorization();
          if (authorization) request.headers.set(AUTH_HEADER, authorization);
        },
      ],
      afterResponse: [
        (_request, _options, response) => {
          const authorization = response.headers.get(AUTH_HEADER);
          if (authorization) session.setAuthorization(authorization);
          const sessionId = response.headers.get(SESSION_HEADER);
          if (sessionId) session.setSessionId(sessionId);
        },
      ],
    },
  });

  const send = async (call: Call): Promise<unknown> => {
    const url = withQuery(resolveUrl(baseUrl, call.path), { ...call.query, [SESSION_QUERY]: session.sessionId() });
    let response: KyResponse;
    try {
      response = await http(url, {
        method: call.method,
        // Technical §7: every request carries a JSON content type; a body's own type replaces it.
        headers: {
          accept: JSON_TYPE,
          'content-type': call.body?.type ?? JSON_TYPE,
          ...(call.key ? { [IDEMPOTENCY_HEADER]: call.key } : {}),
        },
        ...(call.body ? { body: call.body.text } : {}),
        ...(call.retry ? kyRetry(call.retry) : {}),
      });
    } catch (error: unknown) {
      // A 5xx that used up its retries: only a retried call lets ky throw for a status.
      if (isHTTPError(error)) throw ApiError.fromResponse(error.response.status, call.path, await bodyText(error.response));
      throw new ApiError({ code: 'NETWORK', status: 0, path: call.path, message: `No answer from ${call.path}`, cause: error });
    }
    return handleResponse(response, call.path);
  };

  const handleResponse = async (response: KyResponse, path: string): Promise<unknown> => {
    const status = response.status;
    const text = await readText(response, path);
    const pathname = pathnameOf(path);

    if (status === 204) {
      options.onSessionReload();
      return undefined;
    }
    if (status === 307) {
      const target = redirectTarget(text);
      if (target) options.onRedirect(target);
      throw ApiError.fromResponse(status, path, text);
    }
    if (status === 401) {
      const quiet = [PLAYER_INFO_PATH, PLAYER_INFO_ROAD_PATH, PLAYER_ID_PATH].some((p) => pathname.endsWith(p));
      if (!quiet) options.onSessionReload();
      throw ApiError.fromResponse(status, path, text);
    }
    if (status < 200 || status > 299) {
      const refused = ApiError.fromResponse(status, path, text);
      options.onRefused?.(refused);
      throw refused;
    }
    if (text.trim() === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch (error: unknown) {
      throw new ApiError({ code: 'HTTP', status, path, message: `Answer of ${path} is not JSON`, cause: error });
    }
  };

  // Technical §9 "Anti-repeat call window: 1500 ms". Our reading: the window guards against a double click
  // or tap sending the same action twice. A mutating call (POST) equal to an earlier one in method, path and
  // body, made less than ANTI_REPEAT_MS after that earlier one was sent, is not sent again: the caller gets
  // the earlier call's promise. The window runs from the send time, so a slow answer does not stretch it.
  // GETs read state and are never held back by time; only identical GETs still in flight share one promise.
  const recentMutations = new Map<string, { sentAt: number; promise: Promise<unknown> }>();
  const inFlightGets = new Map<string, Promise<unknown>>();

  const run = (call: Call): Promise<unknown> => {
    const key = `${call.method} ${call.path} ${encodeFields(call.query)} ${call.body?.text ?? ''}`;
    if (call.method === 'GET') {
      const shared = inFlightGets.get(key);
      if (shared) return shared;
      const promise = send(call).finally(() => inFlightGets.delete(key));
      inFlightGets.set(key, promise);
      return promise;
    }
    if (call.repeatable) return send(call);
    const at = now();
    for (const [k, entry] of recentMutations) if (at - entry.sentAt >= ANTI_REPEAT_MS) recentMutations.delete(k);
    const recent = recentMutations.get(key);
    if (recent) return recent.promise;
    const promise = send(call);
    recentMutations.set(key, { sentAt: at, promise });
    return promise;
  };

  return {
    session,
    baseUrl: () => baseUrl,
    setBaseUrl: (url) => {
      baseUrl = url;
    },
    get: <T>(path: string, query?: Fields, options?: GetOptions) =>
      run({ method: 'GET', path, query, body: undefined, ...(options?.retry ? { retry: options.retry } : {}) }) as Promise<T>,
    postForm: <T>(path: string, body?: Fields, options?: PostOptions) =>
      run({
        method: 'POST',
        path,
        query: undefined,
        body: { type: FORM_TYPE, text: encodeFields(body) },
        repeatable: options?.repeatable === true,
        // Made here, once per call: a double tap within the window shares this call, key and all.
        ...(options?.keyed ? { key: newRequestKey(), ...(options.keyed.retry ? { retry: options.keyed.retry } : {}) } : {}),
      }) as Promise<T>,
    postJson: <T>(path: string, json: unknown) =>
      run({ method: 'POST', path, query: undefined, body: { type: JSON_TYPE, text: JSON.stringify(json) } }) as Promise<T>,
    postText: <T>(path: string, text: string, query?: Fields) =>
      run({ method: 'POST', path, query, body: { type: TEXT_TYPE, text } }) as Promise<T>,
  };
}

/**
 * 32 random hex digits. getRandomValues rather than randomUUID: the latter exists only in secure contexts, and a
 * bundle may be served over plain http (a LAN address while testing).
 */
function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Fields URL-encoded, as a query or a form body; an `undefined` field is left out. */
function encodeFields(fields: Fields | undefined): string {
  const out = new URLSearchParams();
  for (const [name, value] of Object.entries(fields ?? {})) if (value !== undefined) out.append(name, String(value));
  return out.toString();
}

/**
 * `url` with `fields` added after the query it may carry already (a host's payment token call names its product in its
 * path): ky's `searchParams` would replace that query.
 */
function withQuery(url: string, fields: Fields): string {
  const query = encodeFields(fields);
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

/** Absolute URLs (another host, technical §7 `{host}/api/player/id/current`) pass through untouched. */
function resolveUrl(baseUrl: string, path: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(path)) return path;
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function pathnameOf(path: string): string {
  return new URL(path, 'http://relative.invalid').pathname;
}

async function readText(response: KyResponse, path: string): Promise<string> {
  try {
    return await response.text();
  } catch (error: unknown) {
    throw new ApiError({ code: 'NETWORK', status: response.status, path, message: `Answer of ${path} broke off`, cause: error });
  }
}

/** The body of an answer ky threw for (a 5xx that used up its retries); empty when it broke off. */
function bodyText(response: KyResponse): Promise<string> {
  return response.text().catch(() => '');
}

function redirectTarget(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
      return body.message || null;
    }
  } catch {
    // no JSON body: nowhere to go
  }
  return null;
}
