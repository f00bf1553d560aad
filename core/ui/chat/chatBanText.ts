import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ErrorCode } from '../../model/index.ts';
import { banOf } from '../../state/gameBan.ts';
import { banReasonName } from '../moderation/banReasonNames.ts';

const chatBanned = msg({ message: 'Your chat is closed until {until}. Reason: {reason}.' });

/**
 * The chat refusal of a banned player with its end and reason (CHAT_BANNED params `until`, `reason`, issue 15), or
 * null when the error is another one or names neither, so the general text stands.
 */
export function chatBanText(i18n: I18n, error: unknown): string | null {
  const ban = banOf(error, ErrorCode.CHAT_BANNED);
  const reason = banReasonName(ban?.reason ?? null);
  if (!ban || !reason) return null;
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ban.until));
  return i18n._({ ...chatBanned, values: { until: when, reason: i18n._(reason) } });
}
