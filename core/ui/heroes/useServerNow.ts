import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { heroesClockOffsetAtom } from '../../state/heroes.ts';

/** The server clock as last seen, ticking once a second while a timer is shown (the page's countdowns). */
export function useServerNow(ticking: boolean): number {
  const offset = useAtomValue(heroesClockOffsetAtom);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now + offset;
}

// The timer's digits live in core/rules, so the creature scene draws the same ones.
export { clockText } from '../../rules/index.ts';
