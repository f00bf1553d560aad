import { vi } from 'vitest';

/**
 * Waits until `check` holds: socket frames and answers arrive asynchronously, so a test awaits the state it needs
 * instead of sleeping for a time. `vi.waitFor` polls on the real clock even while a test fakes timers.
 */
export async function until(check: () => boolean, what: string, timeoutMs = 4000): Promise<void> {
  await vi.waitFor(
    () => {
      if (!check()) throw new Error(`Timed out waiting for ${what}`);
    },
    { timeout: timeoutMs, interval: 10 },
  );
}
