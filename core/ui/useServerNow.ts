import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { serverClockOffsetAtom, serverNowAt } from '../state/serverClock.ts';

/**
 * The server's clock as last learned (core/state/serverClock.ts), ticking once a second while `ticking`: every
 * countdown of the pages reads it, so a device clock set wrong by minutes still shows the time the server decides by.
 */
export function useServerNow(ticking = true): number {
  const offset = useAtomValue(serverClockOffsetAtom);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return serverNowAt(now, offset);
}

// The timer's digits live in core/rules, so the creature scene draws the same ones.
export { clockText } from '../rules/index.ts';
