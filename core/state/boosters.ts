import { atom } from 'jotai/vanilla';
import { createBoostersApi, type BoostersApi } from '../api/boostersApi.ts';
import { CampaignType } from '../model/index.ts';
import type { BoosterKind, BoostersView } from '../model/index.ts';
import { campaignOfferKey } from '../rules/index.ts';
import { playerAtom, playerInfoAtom } from './atoms.ts';
import { forgetPortalInfo } from './portalInfo.ts';
import { toastError, type StoreAccess } from './character.ts';
import { failed, idle, loading, ready, type Remote } from './remote.ts';
import { lazyClient } from './requestLayerAtom.ts';
import { busyCall } from './busyCall.ts';

/** The boosters client of this store: made from the app's request layer on first use (not in startApp). */
export const boostersApiAtom = atom<BoostersApi | null>(null);

const requireBoosters = (store: StoreAccess): BoostersApi =>
  lazyClient(store, boostersApiAtom, createBoostersApi, 'boosters');

/** The boosters as the server last answered them. */
export const boostersAtom = atom<Remote<BoostersView>>(idle);
/** A boosters call is under way: the page disables its buttons. */
export const boostersBusyAtom = atom(false);

/** Loads the boosters (GET /api/boosters); a reload keeps the shown ones until the answer comes. */
export async function loadBoosters(store: StoreAccess): Promise<void> {
  const api = requireBoosters(store);
  if (store.get(boostersAtom).status !== 'ready') store.set(boostersAtom, loading);
  try {
    store.set(boostersAtom, ready(await api.boosters()));
  } catch (error: unknown) {
    store.set(boostersAtom, failed(error));
  }
}

async function boostersAction(store: StoreAccess, call: (api: BoostersApi) => Promise<BoostersView>): Promise<boolean> {
  const api = requireBoosters(store);
  return busyCall(store, boostersBusyAtom, async () => {
    store.set(boostersAtom, ready(await call(api)));
    return true;
  }, false);
}

/** Buys a booster for emeralds; the header's emeralds drop by its price once the server agreed. */
export async function buyBooster(store: StoreAccess, kind: BoosterKind, price: number): Promise<boolean> {
  const bought = await boostersAction(store, (api) => api.buy(kind));
  const player = store.get(playerAtom);
  if (bought && player) store.set(playerAtom, { ...player, mithril: player.mithril - price });
  return bought;
}

/** Activates a held booster: prolongs, replaces, or is refused with a toast (a weaker one while a stronger runs). */
export const activateHeldBooster = (store: StoreAccess, id: number) => boostersAction(store, (api) => api.use(id));

/** The portal discount on offer now, in percent (0 when none): the offer window says half or all of the price. */
export const portalDiscountAtom = atom<Remote<number>>(idle);

/** Loads the portal discount on offer (GET /api/campaign/get/portal/discounts). */
export async function loadPortalDiscount(store: StoreAccess): Promise<void> {
  store.set(portalDiscountAtom, loading);
  try {
    const { discounts } = await requireBoosters(store).portalDiscounts();
    store.set(portalDiscountAtom, ready(Math.max(0, ...discounts)));
  } catch (error: unknown) {
    store.set(portalDiscountAtom, failed(error));
  }
}

/** Takes the running BOOSTER campaign's gift. */
export const takeBoosterGift = (store: StoreAccess) => boostersAction(store, (api) => api.takeGift());

/**
 * Closes the offer window of the running campaign the player has not seen (player info `optionalUnseenCampaign`):
 * marks this window's offer seen on the server, and, for a portal discount, chooses it. Failing, the window still
 * closes (the toast says why) and comes back at the next start.
 */
export async function answerCampaignOffer(store: StoreAccess, type: CampaignType, accept: boolean): Promise<void> {
  const api = requireBoosters(store);
  const info = store.get(playerInfoAtom);
  if (info) store.set(playerInfoAtom, { ...info, optionalUnseenCampaign: null });
  try {
    const status = await api.campaignStatus(type);
    if (accept && type === CampaignType.PORTAL_DISCOUNT) {
      await api.chooseDiscount((await api.portalOffer()).discountPct ?? 0);
      // The portal buttons show the lowered price from now on.
      forgetPortalInfo(store);
    }
    const player = await api.markOfferSeen(campaignOfferKey(status));
    const held = store.get(playerAtom);
    if (held) store.set(playerAtom, { ...held, offers: player.offers });
  } catch (error: unknown) {
    toastError(store, error);
  }
}
