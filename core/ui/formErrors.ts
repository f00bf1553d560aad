import type { MessageDescriptor } from '@lingui/core';
import { errorMessage } from '../i18n/errorMessage.ts';
import { errorCodeOf, type ErrorCode } from '../model/index.ts';

/** Inline errors of a form: one per field, plus one for the whole form. */
export type FormErrors<F extends string> = Partial<Record<F | 'form', MessageDescriptor>>;

/**
 * Puts a server refusal under the field it is about (the same place a client-side check would), or on the
 * whole form when no field owns its code.
 */
export function serverErrors<F extends string>(error: unknown, owner: Partial<Record<ErrorCode, F>>): FormErrors<F> {
  const code = errorCodeOf(error);
  const field = code === null ? undefined : owner[code];
  const out: FormErrors<F> = {};
  out[field ?? 'form'] = errorMessage(error);
  return out;
}

/** The validator results as form errors; empty when all passed. */
export function clientErrors<F extends string>(
  checks: Record<F, { code: ErrorCode; params?: Record<string, string | number> } | null>,
): FormErrors<F> {
  const out: FormErrors<F> = {};
  for (const field of Object.keys(checks) as F[]) {
    const failure = checks[field];
    if (failure) out[field] = errorMessage(failure);
  }
  return out;
}

export function hasErrors<F extends string>(errors: FormErrors<F>): boolean {
  return Object.keys(errors).length > 0;
}

/** Every refusal of a nickname (core/rules validation and the server's uniqueness check). */
const NAME_CODES = [
  'NAME_EMPTY', 'NAME_TOO_LONG', 'NICKNAME_TOO_SHORT', 'NICKNAME_TOO_LONG', 'NICKNAME_TAKEN', 'NICKNAME_SAME',
  'NAME_INVISIBLE_CHARACTERS', 'NAME_MIXED_SCRIPTS',
] as const satisfies readonly ErrorCode[];
/** The refusals of an email or phone number. */
const MAIL_OR_PHONE_CODES = ['INVALID_EMAIL', 'INVALID_PHONE'] as const satisfies readonly ErrorCode[];

const ownedBy = <F extends string>(field: F, codes: readonly ErrorCode[]): Partial<Record<ErrorCode, F>> =>
  Object.fromEntries(codes.map((code) => [code, field]));

/** The nickname field owns every refusal of a nickname. */
export const nameOwner = <F extends string>(field: F) => ownedBy(field, NAME_CODES);
/** The email-or-phone field owns the refusals of either. */
export const mailOrPhoneOwner = <F extends string>(field: F) => ownedBy(field, MAIL_OR_PHONE_CODES);
