import { CHUNK_TIMEOUT_MS } from '../model/constants.ts';
import { ChunkTimeoutError } from './ChunkTimeoutError.ts';

export interface ImportRetryOptions {
  /** Per attempt; technical §9: 120 s. */
  timeoutMs?: number;
  /** First pause between attempts; doubles each time up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Told of every failed attempt (1-based), before the pause. */
  onRetry?: (attempt: number, error: unknown) => void;
}

const BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

/**
 * Runs a dynamic import until it succeeds (technical §8 "Chunk import fails: retry without end"): each
 * attempt races a timeout, and failed attempts back off exponentially so a dead network is not hammered.
 * The one retry loop outside ky: a dynamic import is no HTTP call; calls through ky use `kyRetry` (core/api).
 */
export async function importWithRetry<T>(load: () => Promise<T>, options: ImportRetryOptions = {}): Promise<T> {
  const { timeoutMs = CHUNK_TIMEOUT_MS, baseDelayMs = BASE_DELAY_MS, maxDelayMs = MAX_DELAY_MS, onRetry } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      return await withTimeout(load, timeoutMs, attempt);
    } catch (error: unknown) {
      onRetry?.(attempt, error);
      await sleep(Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1)));
    }
  }
}

function withTimeout<T>(load: () => Promise<T>, timeoutMs: number, attempt: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(timeoutMs, attempt)), timeoutMs);
    let pending: Promise<T>;
    try {
      pending = load();
    } catch (error: unknown) {
      pending = Promise.reject(error);
    }
    pending.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
