import { beforeAll, describe, expect, it } from 'vitest';
import { defaultCapabilities, type PlatformAdapter } from '../platform.ts';
import { playerAtom, toastAtom } from './atoms.ts';
import { groupCampaignAtom, joinGroupForReward, loadGroupCampaign, loadRewards, rewardsAtom, shareForReward, watchAd } from './rewards.ts';
import { createTestPlayer, sharedReferenceServer, storeFor, type ReferenceServer } from '../../test/support/referenceServer.ts';
import { pageLifecycle } from '../platform.ts';

let reference: ReferenceServer;

beforeAll(async () => {
  reference = await sharedReferenceServer();
});

/** An adapter whose ad and post dialogs end as `outcomes` say, one per call. */
const adapterWith = (outcomes: boolean[]): PlatformAdapter & { shown: number } => {
  const next = async () => outcomes.shift() ?? true;
  const adapter = {
    source: 'own',
    signIn: async () => ({ authorization: null }),
    headers: () => ({}),
    purchase: async () => ({ kind: 'cancelled' }) as const,
    locale: () => null,
    lifecycle: pageLifecycle({ doc: undefined }),
    chrome: { header: true, footer: true },
    capabilities: { ...defaultCapabilities, rewardedAd: true, share: true },
    shown: 0,
    rewardedAd: async () => {
      adapter.shown += 1;
      return next();
    },
    share: async () => next(),
  } satisfies PlatformAdapter & { shown: number };
  return adapter;
};

describe('the host rewards state against the reference server', () => {
  it('credits a watched ad, nothing for one closed early, and refuses a view past the day with a toast', async () => {
    const player = await createTestPlayer(reference, {});
    const { store, setPlayer } = await storeFor(reference, player.token);
    setPlayer();
    await loadRewards(store);
    const emeralds = store.get(playerAtom)?.mithril ?? 0;
    const adapter = adapterWith([false, true, true, true, true]);
    expect(await watchAd(store, adapter)).toBe(false);
    expect(store.get(playerAtom)?.mithril).toBe(emeralds);
    for (let view = 0; view < 3; view += 1) expect(await watchAd(store, adapter)).toBe(true);
    expect(store.get(playerAtom)?.mithril).toBe(emeralds + 15);
    const rewards = store.get(rewardsAtom);
    expect(rewards.status === 'ready' && rewards.value.adViewsLeft).toBe(0);
    expect(await watchAd(store, adapter)).toBe(false);
    expect(store.get(toastAtom)?.text).toBeTruthy();
    expect(store.get(playerAtom)?.mithril).toBe(emeralds + 15);
  });

  it('credits the share once the host reports the post, and shows nothing where the host has no ads', async () => {
    const player = await createTestPlayer(reference, {});
    const { store, setPlayer } = await storeFor(reference, player.token);
    setPlayer();
    const emeralds = store.get(playerAtom)?.mithril ?? 0;
    expect(await shareForReward(store, adapterWith([true]))).toBe(true);
    expect(store.get(playerAtom)?.mithril).toBe(emeralds + 15);
    const noAds = { ...adapterWith([]), capabilities: defaultCapabilities };
    expect(await watchAd(store, noAds)).toBe(false);
    expect(noAds.shown).toBe(0);
  });

  it('asks for the group campaign, credits nothing for a declined join, and turns a join outside the campaign into a toast', async () => {
    // An own-site player: the group campaign is OK's alone, so it never runs for them (the server's test covers the
    // OK player's credit inside the weekend window).
    const player = await createTestPlayer(reference, {});
    const { store, setPlayer } = await storeFor(reference, player.token);
    setPlayer();
    await loadGroupCampaign(store);
    const group = store.get(groupCampaignAtom);
    expect(group.status === 'ready' && group.value.running).toBe(false);
    const emeralds = store.get(playerAtom)?.mithril ?? 0;
    const answers = [false, true];
    const joining = { ...adapterWith([]), joinGroup: async () => answers.shift() ?? true };
    expect(await joinGroupForReward(store, joining)).toBe(false);
    expect(store.get(toastAtom)?.text).toMatch(/did not join/);
    expect(await joinGroupForReward(store, joining)).toBe(false);
    expect(store.get(toastAtom)?.text).not.toMatch(/did not join/);
    expect(store.get(playerAtom)?.mithril).toBe(emeralds);
  });
});
