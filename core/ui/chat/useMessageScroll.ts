import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

/** How close to the end (px) still counts as "reading the newest". */
const NEAR_END_PX = 48;

/**
 * Keeps a message list scrolled sensibly: at the newest message while the player reads the newest, and in
 * place when an older page is added on top. Answers the list's scroll handler.
 */
export function useMessageScroll(ref: RefObject<HTMLElement | null>, messages: readonly { id: number }[]): () => void {
  const last = useRef({ firstId: null as number | null, lastId: null as number | null, height: 0, atEnd: true });

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const before = last.current;
    const firstId = messages[0]?.id ?? null;
    const lastId = messages.at(-1)?.id ?? null;
    const olderAdded = before.firstId !== null && firstId !== null && firstId < before.firstId && lastId === before.lastId;
    if (olderAdded) el.scrollTop += el.scrollHeight - before.height;
    else if (before.atEnd) el.scrollTop = el.scrollHeight;
    last.current = { ...before, firstId, lastId, height: el.scrollHeight };
  }, [ref, messages]);

  return useCallback(() => {
    const el = ref.current;
    if (!el) return;
    last.current.atEnd = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_END_PX;
  }, [ref]);
}
