import { atom } from 'jotai/vanilla';
import type { ArenaHistoryEntry } from '../model/index.ts';

/**
 * The latest fight the live channel told (ARENA_ATTACKED: the player's squad was attacked). Kept apart from
 * arena.ts, which brings the arena client, so the startup chunk only holds this atom; an open arena page reloads
 * when it changes.
 */
export const arenaNewsAtom = atom<ArenaHistoryEntry | null>(null);
