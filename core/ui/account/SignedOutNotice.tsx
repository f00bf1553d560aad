import { useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { OverlayName } from '../../state/atoms.ts';
import { openOverlayAtom } from '../../state/overlays.ts';
import { signedOutAtom } from '../../state/signedOut.ts';

/**
 * Issue 15: this session was ended on the server, above all by a password change in another session. Says so and
 * offers to sign in again, instead of leaving the player at a bare start wondering where their hero went.
 */
export function SignedOutNotice() {
  const { t } = useLingui();
  const setSignedOut = useSetAtom(signedOutAtom);
  const open = useSetAtom(openOverlayAtom);
  return (
    <div className="overlay overlay-top">
      <section id="signed-out" className="panel" role="alertdialog" aria-labelledby="signed-out-text">
        <p id="signed-out-text" className="message">
          {t`You were signed out because your password was changed in another session. Sign in again with the new password.`}
        </p>
        <div className="form-actions center">
          <button
            type="button"
            className="btn"
            onClick={() => {
              setSignedOut(false);
              open(OverlayName.login);
            }}
          >
            {t`Sign in`}
          </button>
          <button type="button" className="btn" onClick={() => setSignedOut(false)}>
            {t`Close`}
          </button>
        </div>
      </section>
    </div>
  );
}
