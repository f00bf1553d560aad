import { useLingui } from '@lingui/react/macro';
import { textLength } from './TextComposer.tsx';

interface CountedFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  max: number;
  /** Rows of a multi-line text; a single line when absent. */
  rows?: number;
  id?: string;
}

/** A topic's name or text with its length against the limit, marked once it is over. */
export function CountedField({ label, value, onChange, max, rows, id }: CountedFieldProps) {
  const { t } = useLingui();
  const length = textLength(value);
  return (
    <label className="field">
      <span>{label}</span>
      {rows === undefined ? (
        <input id={id} className="input" value={value} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <textarea id={id} className="input composer-text" rows={rows} value={value} onChange={(event) => onChange(event.target.value)} />
      )}
      <span className="composer-count" data-over={length > max ? 'true' : undefined} aria-label={t`${length} of ${max} characters`}>
        {length}/{max}
      </span>
    </label>
  );
}
