import { useLingui } from '@lingui/react';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { FormError } from '../FormError.tsx';
import { chatBanText } from './chatBanText.ts';

/** A chat ban's refusal with its end and reason (issue 15); the general text when the server named neither. */
export function ChatBanNotice({ error }: { error: unknown }) {
  const { i18n } = useLingui();
  const text = chatBanText(i18n, error);
  if (text === null) return <FormError error={errorMessage(error)} />;
  return (
    <p className="form-error composer-ban" role="alert">
      {text}
    </p>
  );
}
