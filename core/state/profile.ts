import { atom } from 'jotai/vanilla';
import type { ClanProfile, PlayerProfile } from '../model/index.ts';
import type { StoreAccess } from './character.ts';
import { failed, idle, loading, ready, type Remote } from './remote.ts';
import { profileTargetAtom, requireSocial, type ProfileTarget } from './social.ts';

/** A loaded profile: a player's card or a clan's details. */
export type ProfileCard = { kind: 'player'; profile: PlayerProfile } | { kind: 'clan'; profile: ClanProfile };

/** What the profile page shows: the load of one target's card, with the target it is for (null while idle). */
export type ProfileView = Remote<ProfileCard> & { target: ProfileTarget | null };

export const profileViewAtom = atom<ProfileView>({ ...idle, target: null });

const sameTarget = (a: ProfileTarget, b: ProfileTarget | null): boolean => b !== null && a.kind === b.kind && a.id === b.id;

/**
 * Loads the profile or clan details `openProfile` asked for. An answer that arrives after the player moved on
 * to another target (a member's name clicked in a clan's details) is dropped, so the page never shows the
 * wrong one.
 */
export async function loadProfile(store: StoreAccess): Promise<void> {
  const target = store.get(profileTargetAtom);
  if (!target) return;
  const social = requireSocial(store);
  store.set(profileViewAtom, { ...loading, target });
  let view: ProfileView;
  try {
    const card: ProfileCard =
      target.kind === 'player'
        ? { kind: 'player', profile: await social.profile.player(target.id) }
        : { kind: 'clan', profile: await social.profile.clan(target.id) };
    view = { ...ready(card), target };
  } catch (error: unknown) {
    view = { ...failed(error), target };
  }
  if (sameTarget(target, store.get(profileTargetAtom))) store.set(profileViewAtom, view);
}
