import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BanDuration, BanReason, BanScope } from '../../model/index.ts';

/** The ban reasons of product §3 as moderators pick them and banned players read them. */
export const banReasonNames: Record<BanReason, MessageDescriptor> = {
  FLOOD: msg({ message: 'Flood' }),
  FOUL_LANGUAGE: msg({ message: 'Foul language' }),
  INSULTS: msg({ message: 'Insults' }),
  PROVOCATION: msg({ message: 'Provocation' }),
  TRADING: msg({ message: 'Trading' }),
  ADVERTISING: msg({ message: 'Advertising' }),
  FRAUD: msg({ message: 'Fraud' }),
  FORBIDDEN_NICKNAME: msg({ message: 'Forbidden nickname' }),
  FORBIDDEN_TOPICS: msg({ message: 'Forbidden topics' }),
  LAWS: msg({ message: 'Breaking the law' }),
};

/** What a ban closes (product §6). */
export const banScopeNames: Record<BanScope, MessageDescriptor> = {
  CHAT: msg({ context: 'ban scope', message: 'Chat' }),
  FORUM: msg({ context: 'ban scope', message: 'Forum' }),
  GAME: msg({ context: 'ban scope', message: 'Whole game' }),
};

/** The ban durations of product §6. */
export const banDurationNames: Record<BanDuration, MessageDescriptor> = {
  H1: msg({ message: '1 hour' }),
  H3: msg({ message: '3 hours' }),
  H6: msg({ message: '6 hours' }),
  H12: msg({ message: '12 hours' }),
  D1: msg({ message: '1 day' }),
  D3: msg({ message: '3 days' }),
  W1: msg({ message: '1 week' }),
  W2: msg({ message: '2 weeks' }),
};

/** The name of a reason the server gave, or null for one this client does not know (a newer server's). */
export const banReasonName = (reason: string | null): MessageDescriptor | null =>
  reason !== null && isBanReason(reason) ? banReasonNames[reason] : null;

const isBanReason = (reason: string): reason is BanReason => Object.hasOwn(banReasonNames, reason);
