import { useState, type FormEvent } from 'react';
import { useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { AccessLevel, ErrorCode, type Player } from '../../model/index.ts';
import { validatePassword, validateRepeat } from '../../rules/index.ts';
import { changePassword } from '../../state/account.ts';
import { useApi, useAppServices } from '../AppServices.tsx';
import { Field } from '../Field.tsx';
import { FormError } from '../FormError.tsx';
import { clientErrors, hasErrors, serverErrors, type FormErrors } from '../formErrors.ts';
import { useAction } from '../useAction.ts';
import { RegisterFirst } from './RegisterFirst.tsx';

type PasswordField = 'current' | 'next' | 'repeat';

const owners: Partial<Record<ErrorCode, PasswordField>> = {
  PASSWORD_WRONG: 'current',
  PASSWORD_BLANK: 'next',
  PASSWORD_TOO_LONG: 'next',
  PASSWORDS_DIFFER: 'repeat',
};

/** The password change (product §5: current, new and its repeat); other sessions of the player end on success. */
export function PasswordTab({ player }: { player: Player }) {
  const { t } = useLingui();
  const services = useAppServices();
  if (player.accessLevel === AccessLevel.TRIAL) return <RegisterFirst />;
  // Without the site's own accounts the host signs the player in: there is no password of ours to change.
  if (!services.adapter.chrome.header) return <p className="message">{t`The site you play on signs you in: there is no password to change here.`}</p>;
  return <PasswordForm />;
}

function PasswordForm() {
  const { t } = useLingui();
  const store = useStore();
  const api = useApi();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<FormErrors<PasswordField>>({});
  const action = useAction(() => changePassword(store, api, { passwordCurrent: current, passwordNew: next, passwordRepeat: repeat }));

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    action.reset();
    const found = clientErrors<PasswordField>({
      current: validatePassword(current),
      next: validatePassword(next),
      repeat: validateRepeat(next, repeat),
    });
    setErrors(found);
    if (hasErrors(found)) return;
    if (await action.run()) {
      setCurrent('');
      setNext('');
      setRepeat('');
    }
  };
  const shown = action.state.status === 'failed' ? { ...errors, ...serverErrors(action.state.error, owners) } : errors;

  return (
    <form id="account-password" className="form account-form" onSubmit={submit} noValidate aria-busy={action.busy}>
      <Field
        label={t`Current password`}
        name="passwordCurrent"
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={setCurrent}
        error={shown.current ?? null}
      />
      <Field
        label={t`New password`}
        name="passwordNew"
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={setNext}
        error={shown.next ?? null}
      />
      <Field
        label={t`Repeat the new password`}
        name="passwordRepeat"
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={setRepeat}
        error={shown.repeat ?? null}
      />
      <p className="note">{t`Your other sessions end when the password changes.`}</p>
      {shown.form && <FormError error={shown.form} />}
      {action.state.status === 'ready' && (
        <p className="message account-done" role="status">{t`Password changed. Your other sessions were signed out.`}</p>
      )}
      <div className="form-actions">
        <button type="submit" className="btn" disabled={action.busy}>
          {action.busy ? t`Changing…` : t`Change password`}
        </button>
      </div>
    </form>
  );
}
