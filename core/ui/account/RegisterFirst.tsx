import { useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { OverlayName } from '../../state/atoms.ts';
import { openOverlayAtom } from '../../state/overlays.ts';
import { useAppServices } from '../AppServices.tsx';

/** A trial hero has no name or password yet: say so, and offer registration where this site has it. */
export function RegisterFirst() {
  const { t } = useLingui();
  const services = useAppServices();
  const open = useSetAtom(openOverlayAtom);
  return (
    <div className="account-note" id="account-register-first">
      <p className="message">{t`Your hero is a trial one: register first to get a name, a password and a mail or phone.`}</p>
      {services.adapter.chrome.header && (
        <button type="button" className="btn" onClick={() => open(OverlayName.register)}>
          {t`Register`}
        </button>
      )}
    </div>
  );
}
