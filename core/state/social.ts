import { atom } from 'jotai/vanilla';
import type { SocialApi } from '../api/socialApi.ts';
import { OverlayName } from './atoms.ts';
import type { StoreAccess } from './character.ts';
import { openOverlayAtom } from './overlays.ts';

/** The social calls (chat, mail, notifications, rating); the app sets it beside `apiAtom`. */
export const socialApiAtom = atom<SocialApi | null>(null);

/** The social client of this store; an action before the app set it is a programming error. */
export const requireSocial = (store: StoreAccess): SocialApi => {
  const social = store.get(socialApiAtom);
  if (!social) throw new Error('State: the social API client is not set (startApp sets socialApiAtom)');
  return social;
};

/** Bumped at every reconnect of the live channel, so a page load that spans one catches up afterwards. */
export const liveEpochAtom = atom(0);

/**
 * Held messages plus new ones, sorted by id with each id once: a message that comes both live and in a page
 * (or twice after a reconnect) is shown once (technical §5 "Chat is loaded only for messages not already held").
 * Answers `held` itself when nothing is new, so subscribers do not re-render.
 */
export function mergeById<T extends { id: number }>(held: readonly T[], incoming: readonly T[]): readonly T[] {
  if (incoming.length === 0) return held;
  const known = new Set(held.map((m) => m.id));
  const fresh = incoming.filter((m) => !known.has(m.id) && (known.add(m.id), true));
  if (fresh.length === 0) return held;
  const merged = [...held, ...fresh];
  // Usually the fresh ones are all newer and already in order; sort only when they are not.
  const sorted = merged.every((m, i) => i === 0 || (merged[i - 1] as T).id < m.id);
  return sorted ? merged : merged.sort((a, b) => a.id - b.id);
}

/** The newest held id, or null when nothing is held. */
export const newestId = (messages: readonly { id: number }[]): number | null => messages.at(-1)?.id ?? null;

/** Whose profile a rating, chat or mail row points at. */
export type ProfileTarget = { kind: 'player'; id: number } | { kind: 'clan'; id: number };

/** The profile or clan details asked for last; the profile page reads it. */
export const profileTargetAtom = atom<ProfileTarget | null>(null);

/**
 * Opens a player's profile or a clan's details from a rating, chat or mail page, which closes those pages
 * (technical §2 "Overlay rules"): the profile page replaces the open overlay, and only one is open at a time.
 */
export function openProfile(store: StoreAccess, target: ProfileTarget): void {
  store.set(profileTargetAtom, target);
  store.set(openOverlayAtom, OverlayName.profile);
}
