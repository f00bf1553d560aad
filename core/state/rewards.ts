import { atom } from 'jotai/vanilla';
import { msg, plural } from '@lingui/core/macro';
import { createRewardsApi, type RewardAnswer, type RewardsApi } from '../api/rewardsApi.ts';
import type { CampaignStatus, RewardsView } from '../model/index.ts';
import type { PlatformAdapter } from '../platform.ts';
import { playerAtom } from './atoms.ts';
import { whilePausedForAd } from './hostLifecycle.ts';
import { translate, type StoreAccess } from './character.ts';
import { showToastAtom } from './overlays.ts';
import { failed, idle, loading, ready, type Remote } from './remote.ts';
import { lazyClient } from './requestLayerAtom.ts';
import { busyCall } from './busyCall.ts';

/** The rewards client of this store: made from the app's request layer on first use (not in startApp). */
export const rewardsApiAtom = atom<RewardsApi | null>(null);

const requireRewards = (store: StoreAccess): RewardsApi => lazyClient(store, rewardsApiAtom, createRewardsApi, 'rewards');

/** The host rewards as the server last answered them. */
export const rewardsAtom = atom<Remote<RewardsView>>(idle);
/** The group campaign (OK_GROUP) as it runs for this player; loaded only where the host can ask to join a group. */
export const groupCampaignAtom = atom<Remote<CampaignStatus>>(idle);

/** Asks whether the group campaign runs for this player (GET /api/campaign/get/ok/group). */
export async function loadGroupCampaign(store: StoreAccess): Promise<void> {
  const api = requireRewards(store);
  if (store.get(groupCampaignAtom).status !== 'ready') store.set(groupCampaignAtom, loading);
  try {
    store.set(groupCampaignAtom, ready(await api.groupCampaign()));
  } catch (error: unknown) {
    store.set(groupCampaignAtom, failed(error));
  }
}

/** An ad or a share is under way: its button is busy until the host and the server answered. */
export const rewardsBusyAtom = atom(false);

/** Loads what is left of the host rewards (GET /api/reward/status). */
export async function loadRewards(store: StoreAccess): Promise<void> {
  const api = requireRewards(store);
  if (store.get(rewardsAtom).status !== 'ready') store.set(rewardsAtom, loading);
  try {
    store.set(rewardsAtom, ready(await api.status()));
  } catch (error: unknown) {
    store.set(rewardsAtom, failed(error));
  }
}

const adTexts = {
  line: msg`Stairs of Mirrors thanks you for watching`,
  close: msg`Close the ad`,
};
const adSkipped = msg`The ad was closed before its end: no emeralds this time`;
const sharePost = msg`I climb the Stairs of Mirrors. Join me and see how high you get!`;
const groupDeclined = msg`You did not join the group: no emeralds this time`;
const credited = (emeralds: number) => msg`+${plural(emeralds, { one: '# emerald', other: '# emeralds' })}`;

/**
 * Runs a host dialog (an ad, a post), then asks the server to credit it: the server keeps the limits (3 ad views a
 * day, one share), a refusal comes as a toast. A dialog the player closed credits nothing and tells why.
 */
async function hostReward(
  store: StoreAccess,
  dialog: () => Promise<boolean>,
  credit: (api: RewardsApi) => Promise<RewardAnswer>,
  skipped: string | null,
): Promise<boolean> {
  const api = requireRewards(store);
  return busyCall(store, rewardsBusyAtom, async () => {
    if (!(await dialog())) {
      if (skipped) store.set(showToastAtom, skipped);
      return false;
    }
    const answer = await credit(api);
    const before = store.get(playerAtom)?.mithril ?? answer.player.mithril;
    store.set(playerAtom, answer.player);
    store.set(rewardsAtom, ready(answer.rewards));
    store.set(showToastAtom, translate(store, credited(answer.player.mithril - before)));
    return true;
  }, false);
}

/** Shows the host's rewarded ad and credits the view (product §9: at most 3 a day). */
export function watchAd(store: StoreAccess, adapter: PlatformAdapter): Promise<boolean> {
  const show = adapter.rewardedAd;
  if (!adapter.capabilities.rewardedAd || !show) return Promise.resolve(false);
  const texts = { line: translate(store, adTexts.line), close: translate(store, adTexts.close) };
  // Issue 25: the game is muted and paused while the host's ad shows.
  return hostReward(store, () => whilePausedForAd(store, () => show.call(adapter, texts)), (api) => api.adViewed(), translate(store, adSkipped));
}

/** Opens the host's post dialog and credits the share reward once the host reports the post made (product §9). */
export function shareForReward(store: StoreAccess, adapter: PlatformAdapter): Promise<boolean> {
  const share = adapter.share;
  if (!adapter.capabilities.share || !share) return Promise.resolve(false);
  return hostReward(store, () => share(translate(store, sharePost)), (api) => api.shared(), null);
}

/** Opens the host's join-group dialog and credits the group campaign's reward once the player joined (once ever). */
export function joinGroupForReward(store: StoreAccess, adapter: PlatformAdapter): Promise<boolean> {
  const join = adapter.joinGroup;
  if (!join) return Promise.resolve(false);
  return hostReward(store, () => join(), (api) => api.groupJoined(), translate(store, groupDeclined));
}
