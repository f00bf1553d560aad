import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { EventItem, EventPrize, SeasonalEventId, TaskEvent } from '../../model/index.ts';

/** The events' names (core/content/ECONOMY.md "Events"). */
export const eventNames: Record<SeasonalEventId, MessageDescriptor> = {
  easter: msg`Easter`,
  birthdayHat: msg`Birthday hat`,
  ivanKupala: msg`Ivan Kupala night`,
  augustApples: msg`August apples`,
  septemberCats: msg`September cats`,
  halloween: msg`Halloween`,
};

/** An amount of an event's currency, declined by number. */
export const itemAmount = (item: EventItem, n: number): MessageDescriptor => {
  switch (item) {
    case 'easterEgg': return msg`${plural(n, { one: '# Easter egg', other: '# Easter eggs' })}`;
    case 'birthdayHat': return msg`${plural(n, { one: '# birthday hat', other: '# birthday hats' })}`;
    case 'fern': return msg`${plural(n, { one: '# fern flower', other: '# fern flowers' })}`;
    case 'apple': return msg`${plural(n, { one: '# apple', other: '# apples' })}`;
    case 'books': return msg`${plural(n, { one: '# book', other: '# books' })}`;
    case 'pumpkin': return msg`${plural(n, { one: '# pumpkin', other: '# pumpkins' })}`;
  }
};

/** What an event task asks for. */
export const taskGoal = (event: TaskEvent, total: number): MessageDescriptor =>
  event === 'battleWon'
    ? msg`Win ${plural(total, { one: '# battle', other: '# battles' })}`
    : msg`Take ${plural(total, { one: '# find', other: '# finds' })} on the road`;

/** What a ladder step gives. */
export const prizeText = (prize: EventPrize, n: number): MessageDescriptor => {
  switch (prize) {
    case 'gold': return msg`${n} gold`;
    case 'crystal': return msg`${plural(n, { one: '# red crystal', other: '# red crystals' })}`;
    case 'mithril': return msg`${plural(n, { one: '# emerald', other: '# emeralds' })}`;
    case 'tickets': return msg`${plural(n, { one: '# wheel ticket', other: '# wheel tickets' })}`;
  }
};

/** A span of time, in days and hours when long, hours and minutes when short (rounded up to a minute). */
export const spanText = (ms: number): MessageDescriptor => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days > 0) {
    const h = hours % 24;
    return msg`${plural(days, { one: '# day', other: '# days' })} ${plural(h, { one: '# hour', other: '# hours' })}`;
  }
  if (hours > 0) {
    const m = minutes % 60;
    return msg`${plural(hours, { one: '# hour', other: '# hours' })} ${plural(m, { one: '# minute', other: '# minutes' })}`;
  }
  return msg`${plural(minutes, { one: '# minute', other: '# minutes' })}`;
};
