/**
 * The part of Fotostrana's JS API our adapter uses (hosts.md "foto"; dobryakov/fotostrana-sdk
 * fotostrana.js.php): the script at the launch's `fsapi` URL defines the class `fsapi`;
 * `new fsapi(apiId, clientKey).init(onError)`, then `event(name, callback, params)` opens Fotostrana's dialogs.
 */
export interface FsapiClient {
  init(onError?: (error: unknown) => void): void;
  event(name: string, callback?: (answer: Record<string, unknown> | null) => void, params?: Record<string, unknown>): void;
}

export type Fsapi = new (apiId: string, clientKey: string) => FsapiClient;

/** The class the `fsapi` script defined, or null. */
export const fsapiClass = (scope: unknown): Fsapi | null => (scope as { fsapi?: Fsapi }).fsapi ?? null;

/**
 * The launch's `fsapi` script URL if it is Fotostrana's (https, fotostrana.ru or a subdomain) or this page's
 * own origin (where the fake Fotostrana serves it); anything else could run foreign code on our origin.
 */
export const trustedFsapiUrl = (search: string, pageOrigin: string): string | null => {
  const raw = new URLSearchParams(search).get('fsapi');
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, pageOrigin);
  } catch {
    return null;
  }
  const fotostrana = url.protocol === 'https:' && (url.hostname === 'fotostrana.ru' || url.hostname.endsWith('.fotostrana.ru'));
  return fotostrana || url.origin === pageOrigin ? url.href : null;
};
