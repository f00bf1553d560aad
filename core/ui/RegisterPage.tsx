import { useState, type FormEvent } from 'react';
import { useSetAtom, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { ErrorCode } from '../model/index.ts';
import {
  normalizeName,
  normalizeOptional,
  validateMailOrPhone,
  validateNickname,
  validatePassword,
  validateRepeat,
} from '../rules/index.ts';
import { closeOverlayAtom, showToastAtom } from '../state/overlays.ts';
import { register } from '../state/session.ts';
import { Check, Field } from './Field.tsx';
import { FormError } from './FormError.tsx';
import { clientErrors, hasErrors, mailOrPhoneOwner, nameOwner, serverErrors, type FormErrors } from './formErrors.ts';
import { OverlayFrame } from './OverlayFrame.tsx';
import { useApi, useAppServices } from './AppServices.tsx';
import { useAction } from './useAction.ts';

type RegisterField = 'name' | 'password' | 'repeat' | 'mailOrPhone' | 'consentPrivacy' | 'consentCookies';

const owners: Partial<Record<ErrorCode, RegisterField>> = {
  ...nameOwner('name'),
  ...mailOrPhoneOwner('mailOrPhone'),
  PASSWORD_BLANK: 'password',
  PASSWORD_TOO_LONG: 'password',
  PASSWORDS_DIFFER: 'repeat',
  CONSENT_REQUIRED: 'consentPrivacy',
};

/**
 * Registration (product §2, §5): nickname, password, repeat, optional email or phone, and consent to the
 * privacy policy and cookies. Success turns the trial player into a registered one and reloads the road.
 */
export function RegisterPage() {
  const { t } = useLingui();
  const store = useStore();
  const api = useApi();
  const services = useAppServices();
  const close = useSetAtom(closeOverlayAtom);
  const toast = useSetAtom(showToastAtom);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mailOrPhone, setMailOrPhone] = useState('');
  const [consentPrivacy, setConsentPrivacy] = useState(false);
  const [consentCookies, setConsentCookies] = useState(false);
  const [errors, setErrors] = useState<FormErrors<RegisterField>>({});
  const action = useAction(() =>
    register(store, api, {
      name: normalizeName(name),
      password,
      repeat,
      consentPrivacy,
      consentCookies,
      ...withOptional('optionalMailOrPhone', normalizeOptional(mailOrPhone)),
      ...withOptional('ref', services.referralCode()),
    }),
  );

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    action.reset();
    const consent = { code: ErrorCode.CONSENT_REQUIRED };
    const found = clientErrors<RegisterField>({
      name: validateNickname(name),
      password: validatePassword(password),
      repeat: validateRepeat(password, repeat),
      mailOrPhone: validateMailOrPhone(mailOrPhone),
      consentPrivacy: consentPrivacy ? null : consent,
      consentCookies: consentCookies ? null : consent,
    });
    setErrors(found);
    if (hasErrors(found)) return;
    if (await action.run()) {
      close();
      toast(t`Your hero is registered. Welcome!`);
    }
  };

  const shown = action.state.status === 'failed' ? { ...errors, ...serverErrors(action.state.error, owners) } : errors;

  return (
    <OverlayFrame id="register-page" title={t`Registration`}>
      <form className="form" onSubmit={submit} noValidate aria-busy={action.busy}>
        <Field label={t`Nickname`} name="name" autoComplete="username" value={name} onChange={setName} error={shown.name ?? null} />
        <Field
          label={t`Password`}
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          error={shown.password ?? null}
        />
        <Field
          label={t`Repeat the password`}
          name="repeat"
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={setRepeat}
          error={shown.repeat ?? null}
        />
        <Field
          label={t`Email or phone (optional)`}
          name="mailOrPhone"
          autoComplete="email"
          value={mailOrPhone}
          onChange={setMailOrPhone}
          error={shown.mailOrPhone ?? null}
        />
        <Check
          name="consentPrivacy"
          label={t`I accept the privacy policy`}
          checked={consentPrivacy}
          onChange={setConsentPrivacy}
          error={shown.consentPrivacy ?? null}
        />
        <Check
          name="consentCookies"
          label={t`I agree to the use of cookies`}
          checked={consentCookies}
          onChange={setConsentCookies}
          error={shown.consentCookies ?? null}
        />
        {shown.form && <FormError error={shown.form} />}
        <div className="form-actions">
          <button type="submit" className="btn" disabled={action.busy}>
            {action.busy ? t`Registering…` : t`Register`}
          </button>
        </div>
      </form>
    </OverlayFrame>
  );
}

function withOptional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, string>);
}
