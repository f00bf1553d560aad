import { atom } from 'jotai/vanilla';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApiClient } from '../api/ApiClient.ts';
import { SocialDialog, type PlatformAdapter } from '../platform.ts';
import { playerAtom } from './atoms.ts';
import { translate, type StoreAccess } from './character.ts';
import { showToastAtom } from './overlays.ts';

/**
 * The host's social dialogs this adapter offers, in the order the settings page lists them: each where its
 * capability flag is on (core/platform.ts: the method is present exactly then).
 */
export const socialDialogsOf = (adapter: PlatformAdapter): SocialDialog[] =>
  Object.values(SocialDialog).filter((dialog) => adapter.capabilities[dialog] && typeof adapter[dialog] === 'function');

/** The dialogs open right now: each one's button is busy until its host answers. */
export const openSocialDialogsAtom = atom<ReadonlySet<SocialDialog>>(new Set<SocialDialog>());

/** How a dialog ended: done (the host reported it), closed by the player, or failed. */
export type SocialOutcome = { kind: 'done' } | { kind: 'cancelled' } | { kind: 'failed'; error: unknown };

/** The invitation the host's invite dialog carries, where the host takes a text (product §6 referral). */
const invitation = msg`Join me in Stairs of Mirrors: climb the road of stairs, beat its monsters and gather a squad of heroes!`;

/** What the player tells friends on the wall: where they stand, as a challenge. */
const sharedPost = (stair: number): MessageDescriptor => msg`I am on stair ${stair} of Stairs of Mirrors. Can you climb higher?`;

/** The toast for each outcome; nothing for a closed dialog (the player knows they closed it). */
const doneToasts: Record<SocialDialog, MessageDescriptor> = {
  invite: msg`Invitation sent`,
  share: msg`Thanks!`,
  rate: msg`Thanks!`,
};
const failedToasts: Record<SocialDialog, MessageDescriptor> = {
  invite: msg`The invitation could not be sent. Please try again later`,
  share: msg`The post could not be published. Please try again later`,
  rate: msg`The rating window could not be opened. Please try again later`,
};

const setOpen = (store: StoreAccess, dialog: SocialDialog, open: boolean): void => {
  const next = new Set(store.get(openSocialDialogsAtom));
  if (open) next.add(dialog);
  else next.delete(dialog);
  store.set(openSocialDialogsAtom, next);
};

type Say = (descriptor: MessageDescriptor) => string;

/** The adapter's dialog with core's translated text (where the host takes one). */
const openOnHost = async (store: StoreAccess, adapter: PlatformAdapter, dialog: SocialDialog, say: Say): Promise<boolean> => {
  switch (dialog) {
    case SocialDialog.invite:
      if (!adapter.invite) throw new Error(`Friends: the ${adapter.source} adapter has no invite()`);
      return adapter.invite(say(invitation));
    case SocialDialog.share:
      if (!adapter.share) throw new Error(`Friends: the ${adapter.source} adapter has no share()`);
      return adapter.share(say(sharedPost(store.get(playerAtom)?.stair ?? 1)));
    case SocialDialog.rate:
      if (!adapter.rate) throw new Error(`Friends: the ${adapter.source} adapter has no rate()`);
      return adapter.rate();
  }
};

/**
 * Opens one host dialog, keeps its button busy meanwhile, and tells the outcome with a toast. A rating the host
 * reports done is recorded on the server (technical §7 `GET /api/player/set/rated`). Recording it may fail; the
 * player still rated, so they are thanked and the failure goes to the log (console.error reaches the server log,
 * technical §8). No reward is credited for a share: the spec names a share reward (product §9) but no call for it.
 * A second click on a dialog already open does nothing. Texts are in the language of `i18n` (the page's), else
 * the game's.
 */
export async function openSocialDialog(
  store: StoreAccess,
  adapter: PlatformAdapter,
  api: Pick<ApiClient, 'player'>,
  dialog: SocialDialog,
  i18n?: I18n,
): Promise<SocialOutcome | null> {
  if (store.get(openSocialDialogsAtom).has(dialog)) return null;
  const say: Say = (descriptor) => (i18n ? i18n._(descriptor) : translate(store, descriptor));
  setOpen(store, dialog, true);
  let outcome: SocialOutcome;
  try {
    outcome = (await openOnHost(store, adapter, dialog, say)) ? { kind: 'done' } : { kind: 'cancelled' };
  } catch (error: unknown) {
    outcome = { kind: 'failed', error };
  }
  if (outcome.kind === 'done' && dialog === SocialDialog.rate) {
    try {
      store.set(playerAtom, await api.player.setRated());
    } catch (error: unknown) {
      console.error('Friends: recording the rating failed', error);
    }
  }
  setOpen(store, dialog, false);
  if (outcome.kind === 'done') store.set(showToastAtom, say(doneToasts[dialog]));
  if (outcome.kind === 'failed') {
    // Technical §8 logs a failed host invite to the console; the player also gets a plain sentence.
    console.error(`Friends: the ${dialog} dialog failed`, outcome.error);
    store.set(showToastAtom, say(failedToasts[dialog]));
  }
  return outcome;
}
