import { useLingui } from '@lingui/react/macro';
import type { ChatMessage } from '../../model/index.ts';
import { formatMessageTime } from './formatMessageTime.ts';
import { MessageKind, messageBody } from './messageBody.ts';

interface ChatMessageRowProps {
  message: ChatMessage;
  /** A letter to the author (not shown for the player's own messages). */
  onWrite: (() => void) | null;
  /** Moderators only (technical §6). */
  onDelete: (() => void) | null;
  deleting: boolean;
}

/** One chat message. Its text is a React text node: whatever it contains is never read as markup. */
export function ChatMessageRow({ message, onWrite, onDelete, deleting }: ChatMessageRowProps) {
  const { t, i18n } = useLingui();
  const body = messageBody(message.text);
  const level = message.authorLevel;
  return (
    <li className="msg" data-message-id={message.id} data-kind={body.kind}>
      <div className="msg-meta">
        <span className="msg-author">{message.authorName || t`Nameless hero`}</span>
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
      {(onWrite || onDelete) && (
        <div className="msg-actions">
          {onWrite && (
            <button type="button" className="link-btn" onClick={onWrite}>
              {t`Write a letter`}
            </button>
          )}
          {onDelete && (
            <button type="button" className="link-btn danger" disabled={deleting} onClick={onDelete}>
              {t`Delete`}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
