import { HEALTH_REGEN_PER_MINUTE } from '../model/index.ts';

const MINUTE_MS = 60_000;

/** Health after `elapsedMs` of rest: +HEALTH_REGEN_PER_MINUTE per whole minute, never above `total` (product §9). */
export const regenerateHealth = (current: number, total: number, elapsedMs: number): number => {
  if (current >= total) return current;
  const minutes = Math.floor(Math.max(0, elapsedMs) / MINUTE_MS);
  return Math.min(total, current + minutes * HEALTH_REGEN_PER_MINUTE);
};

/**
 * The part of `elapsedMs` that has not yet earned a point: the server keeps it by setting the last-change time
 * to `now - remainder`, so no partial minute is lost between two reads.
 */
export const regenerationRemainderMs = (elapsedMs: number): number => Math.max(0, elapsedMs) % MINUTE_MS;
