import { CLIENT_ERROR_LOG_CAP } from '../model/index.ts';

/** Sends client errors to the server log, capped per page load (technical §8 "Runtime or console error"). */
export interface ErrorReporter {
  /** Never throws; past the cap, or while a report is being sent, it does nothing. */
  report(...details: unknown[]): void;
  /** How many logs were handed to the server so far. */
  readonly sent: number;
}

export interface ErrorReporterOptions {
  /** Technical §9 "Client error log cap: 3 per page load". */
  cap?: number;
}

/**
 * `send` is `api.logs.add`. Reporting must never make more errors: a failing log call is swallowed (no
 * unhandled rejection), and a report raised while sending (for example a wrapped `console.error` called by
 * the send itself) is dropped instead of recursing.
 */
export function createErrorReporter(
  send: (message: string) => Promise<void>,
  { cap = CLIENT_ERROR_LOG_CAP }: ErrorReporterOptions = {},
): ErrorReporter {
  let sent = 0;
  let sending = false;

  return {
    report(...details) {
      if (sending || sent >= cap) return;
      sending = true;
      try {
        const message = details.map(describe).join(' ');
        sent++;
        send(message).catch(() => undefined);
      } catch {
        // a log that cannot be built or sent is lost, never rethrown
      } finally {
        sending = false;
      }
    },
    get sent() {
      return sent;
    },
  };
}

function describe(detail: unknown): string {
  try {
    if (detail instanceof Error || isErrorLike(detail)) {
      const head = `${detail.name}: ${detail.message}`;
      const stack = typeof detail.stack === 'string' ? detail.stack : '';
      return stack.startsWith(head) ? stack : stack ? `${head}\n${stack}` : head;
    }
    if (typeof detail === 'string') return detail;
    return JSON.stringify(detail) ?? String(detail);
  } catch {
    return String(detail);
  }
}

// Errors from another realm (host iframes) fail `instanceof Error`.
function isErrorLike(value: unknown): value is { name: string; message: string; stack?: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { name?: unknown }).name === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}
