import { atom } from 'jotai/vanilla';
import { createGiftsApi, type GiftsApi } from '../api/giftsApi.ts';
import type { GiftResource } from '../model/index.ts';
import { playerAtom } from './atoms.ts';
import type { StoreAccess } from './character.ts';
import { notificationsAtom } from './notifications.ts';
import { ready } from './remote.ts';
import { lazyClient } from './requestLayerAtom.ts';

/** The gifts client of this store: made from the app's request layer on first use, like the backpack one. */
export const giftsApiAtom = atom<GiftsApi | null>(null);

const requireGifts = (store: StoreAccess): GiftsApi =>
  lazyClient(store, giftsApiAtom, createGiftsApi, 'gifts');

/** Sends a gift from the player's own resources; refusals are thrown for the page to show. */
export async function sendGift(store: StoreAccess, receiverId: number, resource: GiftResource, amount: number, text: string): Promise<void> {
  store.set(playerAtom, await requireGifts(store).send(receiverId, resource, amount, text));
}

/** Accepts one gift of the inbox and marks it accepted there; refusals are thrown for the page to show. */
export async function acceptGift(store: StoreAccess, id: number): Promise<void> {
  store.set(playerAtom, await requireGifts(store).accept(id));
  const held = store.get(notificationsAtom);
  if (held.status !== 'ready') return;
  store.set(
    notificationsAtom,
    ready(held.value.map((n) => (n.id === id && n.gift ? { ...n, gift: { ...n.gift, accepted: true } } : n))),
  );
}

/** Accepts the running promo gifts; answers the emeralds credited (0 when none was waiting). */
export async function acceptPromoGifts(store: StoreAccess): Promise<number> {
  const answer = await requireGifts(store).acceptPromo();
  store.set(playerAtom, answer.player);
  return answer.emeralds;
}
