import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';

/** A name search box: at least one character before it asks the server. */
export function SearchForm({ label, onSearch }: { label: string; onSearch(name: string): void }) {
  const { t } = useLingui();
  const id = useId();
  const [name, setName] = useState('');
  return (
    <form
      className="moderation-search"
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim() !== '') onSearch(name);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input id={id} className="input" type="search" value={name} placeholder={label} onChange={(e) => setName(e.target.value)} />
      <button type="submit" className="btn" disabled={name.trim() === ''}>
        {t`Find`}
      </button>
    </form>
  );
}
