import type { KeyboardEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

interface TabBarProps<T extends string> {
  tabs: readonly T[];
  current: NoInfer<T>;
  label(tab: NoInfer<T>): MessageDescriptor;
  onPick(tab: NoInfer<T>): void;
  /** What the tabs are, for screen readers. */
  ariaLabel?: string;
  /** Classes besides `tabs`. */
  className?: string;
  /** Each tab's id is this plus its name, for a tabpanel's `aria-labelledby`. */
  idPrefix?: string;
  /** The data attribute that names each tab (pages and tests select by it). */
  dataName?: 'tab' | 'section';
}

/**
 * A row of tabs (the pages' one look, STYLE-GUIDE.md "Tabs"). Left and right arrows move to the neighbouring tab
 * and pick it, as the WAI-ARIA tabs pattern asks, so a keyboard player does not tab through every one.
 */
export function TabBar<T extends string>({ tabs, current, label, onPick, ariaLabel, className, idPrefix, dataName = 'tab' }: TabBarProps<T>) {
  const { i18n } = useLingui();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0 || tabs.length < 2) return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(current) + step + tabs.length) % tabs.length]!;
    onPick(next);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-${dataName}="${next}"]`)?.focus();
  };
  return (
    <div className={className ? `tabs ${className}` : 'tabs'} role="tablist" aria-label={ariaLabel} onKeyDown={onKeyDown}>
      {tabs.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          className="tab"
          id={idPrefix === undefined ? undefined : `${idPrefix}${name}`}
          {...{ [`data-${dataName}`]: name }}
          aria-selected={name === current}
          tabIndex={name === current ? 0 : -1}
          onClick={() => onPick(name)}
        >
          {i18n._(label(name))}
        </button>
      ))}
    </div>
  );
}
