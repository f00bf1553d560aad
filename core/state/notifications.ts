import { atom } from 'jotai/vanilla';
import type { PlayerNotification } from '../model/index.ts';
import { playerAtom } from './atoms.ts';
import type { StoreAccess } from './character.ts';
import { failed, idle, loading, ready, type Remote } from './remote.ts';
import { requireSocial } from './social.ts';

/** The gifts inbox and system messages (product §2 "gifts inbox"). */
export const notificationsAtom = atom<Remote<readonly PlayerNotification[]>>(idle);

/**
 * Opening the inbox lists it and resets the new-mail and new-gift flags (`notification/reset`), storing the
 * player the server answers with.
 */
export async function openNotifications(store: StoreAccess): Promise<void> {
  const social = requireSocial(store);
  if (store.get(notificationsAtom).status !== 'ready') store.set(notificationsAtom, loading);
  try {
    const [list, player] = await Promise.all([social.notifications.list(), social.notifications.reset()]);
    store.set(notificationsAtom, ready(list));
    store.set(playerAtom, player);
  } catch (error: unknown) {
    store.set(notificationsAtom, failed(error));
  }
}

/** Removes one notification; refusals are thrown for the page to show. */
export async function removeNotification(store: StoreAccess, id: number): Promise<void> {
  await requireSocial(store).notifications.remove(id);
  const held = store.get(notificationsAtom);
  if (held.status === 'ready') store.set(notificationsAtom, ready(held.value.filter((n) => n.id !== id)));
}

/** A gift arrived live (NEW_GIFT): the header shows it, and an inbox on screen reloads to list it. */
export function receiveGift(store: StoreAccess): void {
  const player = store.get(playerAtom);
  if (player) store.set(playerAtom, { ...player, haveNewGift: true, giftNews: true });
  if (store.get(notificationsAtom).status === 'ready') void openNotifications(store);
}
