import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

/** A refusal that belongs to the whole form, not one field. */
export function FormError({ error }: { error: MessageDescriptor }) {
  const { i18n } = useLingui();
  return (
    <p className="form-error" role="alert">
      {i18n._(error)}
    </p>
  );
}
