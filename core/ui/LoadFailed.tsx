import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '../i18n/errorMessage.ts';
import { FormError } from './FormError.tsx';

/** A list or page that failed to load: what went wrong, in the player's language, and a way to ask again. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <div className="center-col">
      <FormError error={errorMessage(error)} />
      <button type="button" className="btn btn-quiet" onClick={onRetry}>
        {t`Try again`}
      </button>
    </div>
  );
}
