import { atom } from 'jotai/vanilla';
import { requireApi, type StoreAccess } from './character.ts';

/** What the server said a portal costs and where it leads, by place id (technical §7 portal info). */
export interface PortalInfo {
  target: number;
  price: number;
  currency: string;
}
export const portalInfoAtom = atom<ReadonlyMap<number, PortalInfo>>(new Map());

const portalInfoAsked = new WeakMap<StoreAccess, Set<number>>();

/**
 * Asks the server once what a portal costs, so its button can say so before the player pays (the client never
 * prices anything itself). A failed question leaves the button without a price; using the portal still works.
 */
export async function loadPortalInfo(store: StoreAccess, placeId: number): Promise<void> {
  const asked = portalInfoAsked.get(store) ?? new Set<number>();
  portalInfoAsked.set(store, asked);
  if (asked.has(placeId)) return;
  asked.add(placeId);
  try {
    const info = await requireApi(store).places.portalInfo(placeId);
    const next = new Map(store.get(portalInfoAtom));
    next.set(placeId, { target: info.target, price: info.price, currency: info.currency });
    store.set(portalInfoAtom, next);
  } catch (e: unknown) {
    console.warn('Road: no portal info', placeId, e);
  }
}

/**
 * Forgets what the server said portals cost (issue 12): a portal discount chosen or spent changes the price, so
 * the buttons ask again.
 */
export function forgetPortalInfo(store: StoreAccess): void {
  portalInfoAsked.delete(store);
  store.set(portalInfoAtom, new Map());
}
