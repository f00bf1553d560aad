import { lazy, memo, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ChatMessage } from '../../model/index.ts';
import { LazyPortrait } from '../figures/LazyPortrait.tsx';
import { PortraitBlank } from '../figures/PortraitBlank.tsx';
import { formatMessageTime } from './formatMessageTime.ts';
import { MessageKind, messageBody } from './messageBody.ts';

// A rare row: its code and look load with the first one shown, not with the chat.
const ClanBossCallRow = lazy(() => import('./ClanBossCallRow.tsx').then((m) => ({ default: m.ClanBossCallRow })));

/** What a row does with its message; the page passes the same functions on every render. */
export interface ChatRowActions {
  /** The author's profile (product §2: it replaces the chat page). */
  profile(message: ChatMessage): void;
  /** A letter to the author. */
  write(message: ChatMessage): void;
  /** Moderators only (technical §6). */
  remove(message: ChatMessage): void;
  /** Joins the clan boss a system line calls to. */
  joinClanBoss(battleId: number): void;
}

interface ChatMessageRowProps {
  message: ChatMessage;
  actions: ChatRowActions;
  /** The player's own message: no letter to oneself. */
  mine: boolean;
  moderator: boolean;
  deleting: boolean;
  /** A join is under way: one at a time. */
  joining?: boolean;
}

/** An author without a hero shows their name's first letter where the portrait would be (a chat's usual avatar). */
const nameInitial = (name: string): string => Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?';

/**
 * One chat message. Its text is a React text node: whatever it contains is never read as markup. Memoized on
 * its props, so a new message re-renders one row, not the whole room (issue 4: send-to-display latency).
 */
export const ChatMessageRow = memo(function ChatMessageRow({ message, actions, mine, moderator, deleting, joining = false }: ChatMessageRowProps) {
  const { t, i18n } = useLingui();
  if (message.system !== undefined) {
    return (
      <Suspense fallback={null}>
        <ClanBossCallRow
          message={message}
          line={message.system}
          mine={mine}
          busy={joining}
          onJoin={actions.joinClanBoss}
          onProfile={actions.profile}
        />
      </Suspense>
    );
  }
  const body = messageBody(message.text);
  const level = message.authorLevel;
  return (
    <li className="msg" data-message-id={message.id} data-kind={body.kind}>
      <div className="msg-meta">
        {message.authorImage !== null ? (
          <LazyPortrait imageId={message.authorImage} size={28} className="msg-portrait" />
        ) : (
          <PortraitBlank size={28} className="msg-portrait portrait-initial">
            {nameInitial(message.authorName)}
          </PortraitBlank>
        )}
        <button type="button" className="link-btn name-btn msg-author" onClick={() => actions.profile(message)}>
          {message.authorName || t`Nameless hero`}
        </button>
        <span className="msg-level">{t`level ${level}`}</span>
        <time dateTime={new Date(message.time).toISOString()}>{formatMessageTime(message.time, i18n.locale)}</time>
      </div>
      <p className="msg-text">
        {body.kind === MessageKind.forward && (
          <span className="msg-mark" title={t`Forwarded message`}>
            <span aria-hidden="true">↪ </span>
            {t`Forwarded:`}{' '}
          </span>
        )}
        {body.kind === MessageKind.smiley && (
          <span className="msg-mark" role="img" aria-label={t`Smiley`}>
            ☺{' '}
          </span>
        )}
        {body.text}
      </p>
      {(!mine || moderator) && (
        <div className="msg-actions">
          {!mine && (
            <button type="button" className="link-btn" onClick={() => actions.write(message)}>
              {t`Write a letter`}
            </button>
          )}
          {moderator && (
            <button type="button" className="link-btn danger" disabled={deleting} onClick={() => actions.remove(message)}>
              {t`Delete`}
            </button>
          )}
        </div>
      )}
    </li>
  );
});
