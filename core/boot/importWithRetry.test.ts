import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS } from '../model/constants.ts';
import { ChunkTimeoutError, isChunkTimeoutError } from './ChunkTimeoutError.ts';
import { importWithRetry } from './importWithRetry.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('importWithRetry (technical §8)', () => {
  it('resolves with the module on the first success', async () => {
    const module = { startApp: () => 1 };
    await expect(importWithRetry(() => Promise.resolve(module))).resolves.toBe(module);
  });

  it('retries failures with growing pauses until an attempt succeeds', async () => {
    let calls = 0;
    const times: number[] = [];
    const start = Date.now();
    const load = () => {
      calls++;
      times.push(Date.now() - start);
      return calls < 5 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve('ok');
    };
    const failures: number[] = [];
    const result = importWithRetry(load, { baseDelayMs: 100, maxDelayMs: 500, onRetry: (n) => failures.push(n) });
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe('ok');
    expect(calls).toBe(5);
    expect(failures).toEqual([1, 2, 3, 4]);
    // 100, 200, 400, then capped at 500.
    expect(times).toEqual([0, 100, 300, 700, 1200]);
  });

  it('gives each attempt CHUNK_TIMEOUT_MS, then tries again', async () => {
    let calls = 0;
    const errors: unknown[] = [];
    const load = () => {
      calls++;
      return calls === 1 ? new Promise<string>(() => undefined) : Promise.resolve('late but fine');
    };
    const result = importWithRetry(load, { baseDelayMs: 10, onRetry: (_n, e) => errors.push(e) });
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1 + 10);
    await expect(result).resolves.toBe('late but fine');
    expect(calls).toBe(2);
    expect(errors).toHaveLength(1);
    expect(isChunkTimeoutError(errors[0])).toBe(true);
    expect((errors[0] as ChunkTimeoutError).timeoutMs).toBe(CHUNK_TIMEOUT_MS);
  });

  it('never gives up on its own', async () => {
    let calls = 0;
    const result = importWithRetry(
      () => {
        calls++;
        return Promise.reject(new Error('offline'));
      },
      { baseDelayMs: 1, maxDelayMs: 1 },
    );
    let settled = false;
    void result.then(
      () => (settled = true),
      () => (settled = true),
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBeGreaterThan(500);
    expect(settled).toBe(false);
  });

  it('treats a synchronous throw of the loader as a failed attempt', async () => {
    let calls = 0;
    const result = importWithRetry(
      () => {
        calls++;
        if (calls === 1) throw new Error('sync');
        return Promise.resolve(2);
      },
      { baseDelayMs: 1 },
    );
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe(2);
  });
});
