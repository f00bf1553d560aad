import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { FormError } from '../FormError.tsx';
import { useAction } from '../useAction.ts';

interface TextComposerProps {
  id: string;
  label: string;
  max: number;
  initial?: string;
  submitLabel: string;
  /** Sends the text; a refusal is shown under the box and the text is kept. */
  onSend(text: string): Promise<unknown>;
  onCancel?: () => void;
  rows?: number;
}

/** The length the server counts: code points of the trimmed text. */
export const textLength = (text: string): number => Array.from(text.trim()).length;

/** A text box with a live character count against `max` (comments, comment edits). */
export function TextComposer({ id, label, max, initial = '', submitLabel, onSend, onCancel, rows = 3 }: TextComposerProps) {
  const { t } = useLingui();
  const inputId = useId();
  const [text, setText] = useState(initial);
  const send = useAction(async () => {
    await onSend(text);
    setText('');
  });
  const length = textLength(text);
  const blocked = length === 0 || length > max || send.busy;

  return (
    <form
      className="composer forum-composer"
      id={id}
      onSubmit={(event) => {
        event.preventDefault();
        if (!blocked) void send.run();
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={inputId}
        className="input composer-text"
        rows={rows}
        value={text}
        placeholder={label}
        onChange={(event) => setText(event.target.value)}
      />
      {send.state.status === 'failed' && <FormError error={errorMessage(send.state.error)} />}
      <div className="composer-row">
        <span className="composer-count" data-over={length > max ? 'true' : undefined} aria-label={t`${length} of ${max} characters`}>
          {length}/{max}
        </span>
        <span className="forum-actions">
          {onCancel && (
            <button type="button" className="btn btn-quiet" onClick={onCancel}>
              {t`Cancel`}
            </button>
          )}
          <button type="submit" className="btn" disabled={blocked}>
            {submitLabel}
          </button>
        </span>
      </div>
    </form>
  );
}
