import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A moment as the player's locale writes it: day and time. */
export const formatWhen = (i18n: I18n, at: number): string =>
  new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const daysLeft = msg({ message: '{days, plural, one {# day} other {# days}} left' });
const hoursLeft = msg({ message: '{hours, plural, one {# hour} other {# hours}} left' });
const minutesLeft = msg({ message: '{minutes, plural, one {# minute} other {# minutes}} left' });

/**
 * How long a ban still runs, in its largest whole unit, at least a minute. Counted in whole minutes rounded up
 * first, so an hour's ban a second old still reads "1 hour", not "60 minutes".
 */
export function timeLeft(i18n: I18n, until: number, now: number): string {
  const minutes = Math.max(Math.ceil((until - now) / MINUTE), 1);
  if (minutes * MINUTE >= DAY) return i18n._({ ...daysLeft, values: { days: Math.floor((minutes * MINUTE) / DAY) } });
  if (minutes * MINUTE >= HOUR) return i18n._({ ...hoursLeft, values: { hours: Math.floor((minutes * MINUTE) / HOUR) } });
  return i18n._({ ...minutesLeft, values: { minutes } });
}
