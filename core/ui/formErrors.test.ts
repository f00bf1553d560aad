import { describe, expect, it } from 'vitest';
import { errorMessage } from '../i18n/errorMessage.ts';
import { mailOrPhoneOwner, nameOwner, serverErrors } from './formErrors.ts';

const refusal = (code: string) => ({ code, message: 'refused' });

describe('server refusals on a form', () => {
  it('puts every nickname refusal under the field that owns names', () => {
    for (const code of ['NICKNAME_TAKEN', 'NAME_MIXED_SCRIPTS', 'NAME_EMPTY']) {
      expect(Object.keys(serverErrors(refusal(code), nameOwner('nick')))).toEqual(['nick']);
    }
  });

  it('puts a bad email or phone under its field and the message is the code’s own', () => {
    const errors = serverErrors(refusal('INVALID_PHONE'), { ...nameOwner('name'), ...mailOrPhoneOwner('contact') });
    expect(errors).toEqual({ contact: errorMessage(refusal('INVALID_PHONE')) });
  });

  it('puts a refusal no field owns on the whole form', () => {
    expect(Object.keys(serverErrors(refusal('PASSWORD_WRONG'), nameOwner('name')))).toEqual(['form']);
  });
});
