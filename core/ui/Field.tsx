import { useId, type InputHTMLAttributes } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

type FieldProps = {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The field's refusal, shown under it and tied to the input for screen readers. */
  error: MessageDescriptor | null;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>;

/** A labelled text input with its inline error. */
export function Field({ label, value, onChange, error, ...input }: FieldProps) {
  const { i18n } = useLingui();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        className="input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {i18n._(error)}
        </p>
      )}
    </div>
  );
}

type CheckProps = {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  error: MessageDescriptor | null;
  name: string;
};

/** A labelled checkbox with its inline error. */
export function Check({ label, checked, onChange, error, name }: CheckProps) {
  const { i18n } = useLingui();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="check" htmlFor={id}>
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {i18n._(error)}
        </p>
      )}
    </div>
  );
}
