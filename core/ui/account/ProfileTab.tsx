import { useState, type FormEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { AccessLevel, Gender, type Player } from '../../model/index.ts';
import { normalizeName, normalizeOptional, validateMailOrPhone, validateNickname } from '../../rules/index.ts';
import { changeMailOrPhone, renameAccount, setGender } from '../../state/account.ts';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { useApi } from '../AppServices.tsx';
import { Field } from '../Field.tsx';
import { FormError } from '../FormError.tsx';
import { clientErrors, hasErrors, mailOrPhoneOwner, nameOwner, serverErrors, type FormErrors } from '../formErrors.ts';
import { useAction } from '../useAction.ts';
import { PaymentMethod } from './PaymentMethod.tsx';
import { RegisterFirst } from './RegisterFirst.tsx';

const nameOwners = nameOwner('name');
const mailOwners = mailOrPhoneOwner('mailOrPhone');

const genderLabels: Record<Gender, MessageDescriptor> = {
  MALE: msg`Male`,
  FEMALE: msg`Female`,
  UNSET: msg`Not telling`,
};

/** Name, gender, mail or phone and payment method of the account page. */
export function ProfileTab({ player }: { player: Player }) {
  const trial = player.accessLevel === AccessLevel.TRIAL;
  return (
    <div className="form account-profile">
      {trial ? <RegisterFirst /> : <RenameForm current={player.name} />}
      <GenderChoice gender={player.gender} />
      {!trial && <MailOrPhoneForm current={player.mailOrPhone} />}
      <PaymentMethod />
    </div>
  );
}

function RenameForm({ current }: { current: string }) {
  const { t } = useLingui();
  const store = useStore();
  const api = useApi();
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FormErrors<'name'>>({});
  const action = useAction((next: string) => renameAccount(store, api, next));

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    action.reset();
    const found = clientErrors<'name'>({ name: validateNickname(name, current) });
    setErrors(found);
    if (hasErrors(found)) return;
    if (await action.run(normalizeName(name))) setName('');
  };
  const shown = action.state.status === 'failed' ? { ...errors, ...serverErrors(action.state.error, nameOwners) } : errors;

  return (
    <form id="account-rename" className="account-form" onSubmit={submit} noValidate aria-busy={action.busy}>
      <h3 className="account-h">{t`Name`}</h3>
      <p className="note">
        {t`Now:`} <b className="account-current-name">{current}</b>
      </p>
      <Field label={t`New nickname`} name="name" autoComplete="username" value={name} onChange={setName} error={shown.name ?? null} />
      {shown.form && <FormError error={shown.form} />}
      {action.state.status === 'ready' && <p className="message account-done" role="status">{t`Your hero is renamed.`}</p>}
      <div className="form-actions">
        <button type="submit" className="btn" disabled={action.busy}>
          {action.busy ? t`Renaming…` : t`Rename`}
        </button>
      </div>
    </form>
  );
}

function MailOrPhoneForm({ current }: { current: string | null }) {
  const { t } = useLingui();
  const store = useStore();
  const api = useApi();
  const [value, setValue] = useState(current ?? '');
  const [errors, setErrors] = useState<FormErrors<'mailOrPhone'>>({});
  const action = useAction((next: string) => changeMailOrPhone(store, api, next));

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    action.reset();
    const next = normalizeOptional(value);
    const found = clientErrors<'mailOrPhone'>({ mailOrPhone: next === undefined ? null : validateMailOrPhone(next) });
    setErrors(found);
    if (hasErrors(found)) return;
    await action.run(next ?? '');
  };
  const shown = action.state.status === 'failed' ? { ...errors, ...serverErrors(action.state.error, mailOwners) } : errors;

  return (
    <form id="account-mail" className="account-form" onSubmit={submit} noValidate aria-busy={action.busy}>
      <h3 className="account-h">{t`Email or phone`}</h3>
      <Field
        label={t`Email, or a phone starting with + and the country code`}
        name="mailOrPhone"
        autoComplete="email"
        value={value}
        onChange={setValue}
        error={shown.mailOrPhone ?? null}
      />
      {shown.form && <FormError error={shown.form} />}
      {action.state.status === 'ready' && (
        <p className="message account-done" role="status">
          {current === null ? t`Email or phone removed.` : t`Email or phone saved.`}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="btn" disabled={action.busy}>
          {action.busy ? t`Saving…` : t`Save`}
        </button>
      </div>
    </form>
  );
}

function GenderChoice({ gender }: { gender: Gender }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const [wanted, setWanted] = useState<Gender | null>(null);
  const action = useAction(async (next: Gender) => {
    setWanted(next);
    try {
      await setGender(store, next);
    } finally {
      setWanted(null);
    }
  });
  return (
    <fieldset id="account-gender" className="account-form" disabled={action.busy} aria-busy={action.busy}>
      <legend className="account-h">{t`Gender`}</legend>
      <div className="account-radios">
        {Object.values(Gender).map((value) => (
          <label key={value} className="check">
            <input
              type="radio"
              name="gender"
              value={value}
              checked={(wanted ?? gender) === value}
              onChange={() => void action.run(value)}
            />
            <span>{i18n._(genderLabels[value])}</span>
          </label>
        ))}
      </div>
      {action.state.status === 'failed' && <FormError error={errorMessage(action.state.error)} />}
    </fieldset>
  );
}
