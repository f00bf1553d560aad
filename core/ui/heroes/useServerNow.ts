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

/** "1:05:09" or "4:59": hours only when there are some (a timer's own digits, not a sentence). */
export function clockText(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number): string => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
