import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { CHAT_MESSAGE_MAX, ErrorCode, errorCodeOf } from '../../model/index.ts';
import { chatTextLength, validateChatText } from '../../state/chat.ts';
import { FormError } from '../FormError.tsx';
import { useAction } from '../useAction.ts';

interface MessageComposerProps {
  /** The text box's label (read by screen readers). */
  label: string;
  /** Sends the text; a rejection (the server's refusal) is shown under the box and the text is kept. */
  onSend(text: string): Promise<unknown>;
  disabled?: boolean;
}

/**
 * The send box of chat and mail: a text area with a character counter (product §5: at most 1000), Enter to
 * send (Shift+Enter for a new line), and the refusal of the last send.
 */
export function MessageComposer({ label, onSend, disabled = false }: MessageComposerProps) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const send = useAction(async () => {
    await onSend(text);
    setText('');
  });
  const length = chatTextLength(text);
  const max = CHAT_MESSAGE_MAX;
  const invalid = validateChatText(text) !== null;
  const blocked = disabled || invalid || send.busy;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): void => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!blocked) void send.run();
  };

  return (
    <form
      className="composer"
      onSubmit={(event) => {
        event.preventDefault();
        if (!blocked) void send.run();
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={id}
        className="input composer-text"
        rows={2}
        value={text}
        disabled={disabled}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          setText(event.target.value);
          if (send.state.status === 'failed') send.reset();
        }}
        aria-invalid={length > CHAT_MESSAGE_MAX ? true : undefined}
      />
      <div className="composer-row">
        <span
          className="composer-count"
          data-over={length > CHAT_MESSAGE_MAX ? 'true' : undefined}
          aria-label={t`${length} of ${max} characters`}
        >
          {length}/{max}
        </span>
        <button type="submit" className="btn" disabled={blocked}>
          {t`Send`}
        </button>
      </div>
      {send.state.status === 'failed' && <SendRefusal error={send.state.error} />}
    </form>
  );
}

// Issue 15: the ban's reasons are named in their own chunk; only a banned player's refused send fetches it.
const ChatBanNotice = lazy(() => import('./ChatBanNotice.tsx').then((m) => ({ default: m.ChatBanNotice })));

/** The last send's refusal; a chat ban names its end and reason. */
function SendRefusal({ error }: { error: unknown }) {
  if (errorCodeOf(error) !== ErrorCode.CHAT_BANNED) return <FormError error={errorMessage(error)} />;
  return (
    <Suspense fallback={<FormError error={errorMessage(error)} />}>
      <ChatBanNotice error={error} />
    </Suspense>
  );
}
