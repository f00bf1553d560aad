import { useState, type FormEvent } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { ErrorCode } from '../model/index.ts';
import { closeOverlayAtom, showToastAtom } from '../state/overlays.ts';
import { login } from '../state/session.ts';
import { localeAtom } from '../state/settings.ts';
import { useApi } from './AppServices.tsx';
import { Field } from './Field.tsx';
import { FormError } from './FormError.tsx';
import { clientErrors, hasErrors, serverErrors, type FormErrors } from './formErrors.ts';
import { OverlayFrame } from './OverlayFrame.tsx';
import { useAction } from './useAction.ts';

type LoginField = 'name' | 'password';

// The server answers LOGIN_FAILED for both an unknown name and a wrong password, so it belongs to the form.
const owners: Partial<Record<ErrorCode, LoginField>> = { NAME_EMPTY: 'name', PASSWORD_BLANK: 'password' };

/** Login with nickname and password (product §2); success stores the new session and reloads the road. */
export function LoginPage() {
  const { t } = useLingui();
  const store = useStore();
  const api = useApi();
  const locale = useAtomValue(localeAtom);
  const close = useSetAtom(closeOverlayAtom);
  const toast = useSetAtom(showToastAtom);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors<LoginField>>({});
  const action = useAction(() => login(store, api, { name: name.trim(), password, lang: locale === 'ru' ? 'RU' : 'EN' }));

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    action.reset();
    const found = clientErrors<LoginField>({
      name: name.trim() ? null : { code: ErrorCode.NAME_EMPTY },
      password: password.trim() ? null : { code: ErrorCode.PASSWORD_BLANK },
    });
    setErrors(found);
    if (hasErrors(found)) return;
    if (await action.run()) {
      close();
      toast(t`You are signed in`);
    }
  };

  const shown = action.state.status === 'failed' ? { ...errors, ...serverErrors(action.state.error, owners) } : errors;

  return (
    <OverlayFrame id="login-page" title={t`Sign in`}>
      <form className="form" onSubmit={submit} noValidate aria-busy={action.busy}>
        <Field label={t`Nickname`} name="name" autoComplete="username" value={name} onChange={setName} error={shown.name ?? null} />
        <Field
          label={t`Password`}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={shown.password ?? null}
        />
        {shown.form && <FormError error={shown.form} />}
        <div className="form-actions">
          <button type="submit" className="btn" disabled={action.busy}>
            {action.busy ? t`Signing in…` : t`Sign in`}
          </button>
        </div>
      </form>
    </OverlayFrame>
  );
}
