import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';

/**
 * The bank's gate on a host whose payments need the player's account there: said before the player tries, with the
 * host's own sign-in window one click away.
 */
export function SignInToPay({ signIn }: { signIn: () => Promise<void> }) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const open = async (): Promise<void> => {
    setBusy(true);
    setFailed(false);
    try {
      await signIn();
    } catch (error: unknown) {
      console.error('The host sign-in window failed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="message" data-gate="sign-in-to-pay">
      <p>{t`Buying emeralds here needs your account on this game site. Sign in to it first: the game then restarts with that account.`}</p>
      <button type="button" className="btn" disabled={busy} aria-busy={busy} onClick={() => void open()}>
        {t`Sign in to buy`}
      </button>
      {failed && <p role="alert">{t`The sign-in window did not open. Try again`}</p>}
    </div>
  );
}
