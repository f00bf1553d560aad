import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { banDurationNames, banReasonName, banScopeNames } from './banReasonNames.ts';
import { formatWhen } from './banTexts.ts';

const named = (table: Record<string, MessageDescriptor>, value: string): MessageDescriptor | null =>
  Object.hasOwn(table, value) ? (table[value] ?? null) : null;

/**
 * A log row's free details (`key: value` pairs from the server), shown as text. The ban facts the page can name
 * (scope, reason, duration, end) are shown in the moderator's language; anything else as the server wrote it.
 */
export function DetailsLine({ details }: { details: Record<string, string | number | null> }) {
  const { i18n } = useLingui();
  const pairs = Object.entries(details).filter(([, value]) => value !== null && value !== '');
  if (pairs.length === 0) return null;
  const shown = (key: string, value: string | number | null): string => {
    const text = String(value);
    const name =
      key === 'reason' ? banReasonName(text) : key === 'scope' ? named(banScopeNames, text) : key === 'duration' ? named(banDurationNames, text) : null;
    if (name) return i18n._(name);
    if (key === 'until' && typeof value === 'number') return formatWhen(i18n, value);
    return text;
  };
  return <span className="moderation-details">{pairs.map(([key, value]) => `${key}: ${shown(key, value)}`).join(' · ')}</span>;
}
