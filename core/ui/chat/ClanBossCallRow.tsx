import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChatMessage, ChatSystemLine } from '../../model/index.ts';
import { serverClockOffsetAtom } from '../../state/serverClock.ts';
import { formatMessageTime } from './formatMessageTime.ts';
import './clanBossCall.css';

interface ClanBossCallRowProps {
  message: ChatMessage;
  line: ChatSystemLine;
  /** The reader opened this boss: they are in it already. */
  mine: boolean;
  busy: boolean;
  onJoin(battleId: number): void;
  onProfile(message: ChatMessage): void;
}

/**
 * The server's line calling the clan to its boss, worded in the reader's language from its parameters;
 * Join while the gathering window is open, then a plain "too late" (the server refuses a late join anyway).
 */
export function ClanBossCallRow({ message, line, mine, busy, onJoin, onProfile }: ClanBossCallRowProps) {
  const { t, i18n } = useLingui();
  // The window is the server's: its end is read on the server's clock, as every countdown is.
  const offset = useAtomValue(serverClockOffsetAtom);
  const [open, setOpen] = useState(() => line.gatherUntil > Date.now() + offset);
  useEffect(() => {
    const left = line.gatherUntil - (Date.now() + offset);
    setOpen(left > 0);
    if (left <= 0) return undefined;
    // One timer to the window's end, not a ticking clock: the row changes only once.
    const timer = setTimeout(() => setOpen(false), left);
    return () => clearTimeout(timer);
  }, [line.gatherUntil, offset]);
  const name = message.authorName || t`Nameless hero`;
  return (
    <li className="msg clan-boss-call" data-message-id={message.id} data-kind={line.kind} data-open={open}>
      <div className="msg-meta">
        <span className="clan-boss-call-mark" aria-hidden="true">⚔</span>
        <time dateTime={new Date(message.time).toISOString()}>{formatMessageTime(message.time, i18n.locale)}</time>
      </div>
      <p className="msg-text">
        {mine ? (
          t`You called the clan to fight the boss.`
        ) : (
          <Trans>
            <button type="button" className="link-btn name-btn msg-author" onClick={() => onProfile(message)}>
              {name}
            </button>{' '}
            calls the clan to fight the boss!
          </Trans>
        )}
      </p>
      <div className="msg-actions">
        {!open ? (
          <span className="clan-boss-call-late">{t`Too late to join: the fight has begun.`}</span>
        ) : mine ? null : (
          <button type="button" className="btn clan-boss-call-join" disabled={busy} onClick={() => onJoin(line.battleId)}>
            {t`Join the fight`}
          </button>
        )}
      </div>
    </li>
  );
}
