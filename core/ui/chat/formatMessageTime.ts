/**
 * A message's time for the list: the time of day for today's messages, the date and time for older ones,
 * in the page's language.
 */
export function formatMessageTime(time: number, locale: string, now: number = Date.now()): string {
  const date = new Date(time);
  const today = new Date(now).toDateString() === date.toDateString();
  const options: Intl.DateTimeFormatOptions = today
    ? { hour: '2-digit', minute: '2-digit' }
    : { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' };
  return new Intl.DateTimeFormat(locale, options).format(date);
}
