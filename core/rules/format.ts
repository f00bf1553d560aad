/** Suffixes of powers of 1000 (technical §9 "Formatting and layout"). */
export const NUMBER_SUFFIXES = ['k', 'M', 'G', 'T', 'P', 'E', 'S', 'Y', 'R', 'Q', 'F', 'D', 'A'] as const;

/**
 * Short form of a number: up to `threshold` it is written in full, above it in units of 1000 with a suffix
 * (12345 → "12.3k", 123456 → "123k", 1234567 → "1.2M"). One decimal is kept only below 100 of the unit;
 * digits are cut, not rounded, so 999999 shows "999k" rather than "1000k".
 */
export const abbreviateNumber = (n: number, threshold = 9999): string => {
  if (!Number.isFinite(n)) return String(n);
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  if (abs <= threshold) return `${sign}${Math.trunc(abs)}`;
  let unit = -1;
  let value = abs;
  while (value >= 1000 && unit < NUMBER_SUFFIXES.length - 1) {
    value /= 1000;
    unit += 1;
  }
  // A threshold below 1000 can leave a value under one unit: write it in full then.
  if (unit < 0) return `${sign}${Math.trunc(abs)}`;
  const cut = value < 100 ? Math.trunc(value * 10 + 1e-9) / 10 : Math.trunc(value + 1e-9);
  return `${sign}${cut}${NUMBER_SUFFIXES[unit]}`;
};

export const DurationUnit = { s: 's', m: 'm', h: 'h', d: 'd' } as const;
export type DurationUnit = (typeof DurationUnit)[keyof typeof DurationUnit];

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A duration as one unit and a whole value (technical §9): under 60 s in seconds, under 1 h in minutes,
 * under 3 days in hours, else days. The UI words the unit in the player's language.
 */
export const durationParts = (ms: number): { unit: DurationUnit; value: number } => {
  const t = Math.max(0, Number.isFinite(ms) ? ms : 0);
  if (t < MINUTE) return { unit: DurationUnit.s, value: Math.floor(t / SECOND) };
  if (t < HOUR) return { unit: DurationUnit.m, value: Math.floor(t / MINUTE) };
  if (t < 3 * DAY) return { unit: DurationUnit.h, value: Math.floor(t / HOUR) };
  return { unit: DurationUnit.d, value: Math.floor(t / DAY) };
};
