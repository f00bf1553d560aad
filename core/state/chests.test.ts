import { beforeAll, describe, expect, it } from 'vitest';
import { playerAtom, toastAtom } from './atoms.ts';
import { checkDailyRewards, chestsPageAtom, dailyPromptAtom, lastPrizesAtom, loadChestsPage, openChest, takeDailyReward } from './chests.ts';
import { createTestPlayer, sharedReferenceServer, storeFor, type ReferenceServer } from '../../test/support/referenceServer.ts';

let reference: ReferenceServer;
let payments = 0;

beforeAll(async () => {
  reference = await sharedReferenceServer();
});

async function buyerStore(emeralds: number) {
  const player = await createTestPlayer(reference, {});
  payments += 1;
  await reference.server.db.query(
    `INSERT INTO payments (host, host_payment_id, player_id, pack, emeralds, amount, currency)
     VALUES ('vk', $1, $2, 'pack', $3, 10, 'RUB')`,
    [`state-${payments}`, player.id, emeralds],
  );
  const made = await storeFor(reference, player.token);
  made.setPlayer();
  return made;
}

describe('the chests state against the reference server', () => {
  it('offers the daily rewards until both are taken, and shows what each gave in the header', async () => {
    const { store } = await buyerStore(1);
    await checkDailyRewards(store);
    expect(store.get(dailyPromptAtom)?.rewards.filter((r) => r.available)).toHaveLength(2);
    const gold = store.get(playerAtom)?.gold ?? 0;
    expect(await takeDailyReward(store, 'okDaily')).toBe(true);
    expect(store.get(playerAtom)?.gold).toBe(gold + 200);
    expect(store.get(dailyPromptAtom)?.rewards.map((r) => r.available)).toEqual([false, true]);
    expect(await takeDailyReward(store, 'everyday')).toBe(true);
    expect(store.get(dailyPromptAtom)).toBeNull();
    // A second take is refused by the server, and the refusal comes as a toast.
    expect(await takeDailyReward(store, 'okDaily')).toBe(false);
    expect(store.get(toastAtom)?.text).toBeTruthy();
  });

  it('loads the page with the free chest started, and opens an earned chest into the page and its prizes', async () => {
    const { store } = await buyerStore(100);
    await loadChestsPage(store);
    const page = store.get(chestsPageAtom);
    if (page.status !== 'ready') throw new Error(`the page is ${page.status}`);
    expect(page.value.delayed.startedAtMs).not.toBeNull();
    expect(await openChest(store, 'silver')).toBe(true);
    const after = store.get(chestsPageAtom);
    expect(after.status === 'ready' && after.value.chests.chests[0]?.openedAtMs).toBeTruthy();
    expect(store.get(lastPrizesAtom)).toContainEqual({ kind: 'currency', currency: 'gold', amount: 1000 });
  });
});
