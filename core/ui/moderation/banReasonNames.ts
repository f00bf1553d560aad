import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BanReason } from '../../model/index.ts';

/** The ban reasons of product §3 as the banned player and the moderators read them (forum and moderation pages). */
export const banReasonNames: Record<BanReason, MessageDescriptor> = {
  FLOOD: msg({ context: 'ban reason', message: 'Flooding' }),
  FOUL_LANGUAGE: msg({ context: 'ban reason', message: 'Foul language' }),
  INSULTS: msg({ context: 'ban reason', message: 'Insulting players' }),
  PROVOCATION: msg({ context: 'ban reason', message: 'Provocation' }),
  TRADING: msg({ context: 'ban reason', message: 'Trading accounts or items for money' }),
  ADVERTISING: msg({ context: 'ban reason', message: 'Advertising' }),
  FRAUD: msg({ context: 'ban reason', message: 'Fraud' }),
  FORBIDDEN_NICKNAME: msg({ context: 'ban reason', message: 'Forbidden nickname' }),
  FORBIDDEN_TOPICS: msg({ context: 'ban reason', message: 'Forbidden topics' }),
  LAWS: msg({ context: 'ban reason', message: 'Breaking the law' }),
};
