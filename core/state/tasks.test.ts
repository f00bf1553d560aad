import { beforeAll, describe, expect, it } from 'vitest';
import { TaskId, TaskState, type TasksView } from '../model/index.ts';
import { taskDayOf } from '../content/index.ts';
import { playerAtom, playerInfoAtom, toastAtom } from './atoms.ts';
import type { Remote } from './remote.ts';
import { loadReferral, loadTasks, referralAtom, takeReferralBonus, takeTaskReward, tasksAtom } from './tasks.ts';
import { createTestPlayer, sharedReferenceServer, storeFor, type ReferenceServer } from '../../test/support/referenceServer.ts';

let reference: ReferenceServer;

beforeAll(async () => {
  reference = await sharedReferenceServer();
});

const viewOf = (remote: Remote<TasksView>): TasksView => {
  if (remote.status !== 'ready') throw new Error(`the tasks are ${remote.status}`);
  return remote.value;
};

describe('the tasks state against the reference server', () => {
  it('takes a done task: the list, the header purse and the task news follow the answer; a take from another tab is a toast and shows the list as it is', async () => {
    const player = await createTestPlayer(reference);
    // A won battle recorded as the server records it, without fighting one here.
    await reference.server.db.query(
      'INSERT INTO player_tasks (player_id, task_id, period, progress) VALUES ($1, $2, $3, 1)',
      [player.id, TaskId.dailyWins, taskDayOf(Date.now())],
    );
    const { store, setPlayer } = await storeFor(reference, player.token);
    setPlayer();
    await loadTasks(store);
    const before = viewOf(store.get(tasksAtom)).tasks.find((t) => t.taskId === TaskId.dailyWins)!;
    expect(before.state).toBe(TaskState.completed);
    const gold = store.get(playerAtom)!.gold;

    const reward = await takeTaskReward(store, before.taskId, before.id);
    expect(reward?.amount).toBeGreaterThan(0);
    expect(store.get(playerAtom)!.gold).toBe(gold + reward!.amount);
    expect(store.get(playerAtom)!.haveCompletedTasks).toBe(false);
    expect(viewOf(store.get(tasksAtom)).tasks.find((t) => t.taskId === TaskId.dailyWins)!.state).toBe(TaskState.taken);

    // Another tab of the same player (a double tap in this one shares the first call: the request layer's window).
    const other = await storeFor(reference, player.token);
    other.setPlayer();
    expect(await takeTaskReward(other.store, before.taskId, before.id)).toBeNull();
    expect(other.store.get(toastAtom)?.text).toBeTruthy();
    expect(viewOf(other.store.get(tasksAtom)).tasks.find((t) => t.taskId === TaskId.dailyWins)!.state).toBe(TaskState.taken);
  });

  it('shows the own code and takes the waiting bonus into the emeralds', async () => {
    const player = await createTestPlayer(reference);
    await reference.server.db.query('INSERT INTO referral_balances (player_id, ref_bonus) VALUES ($1, 30)', [player.id]);
    const { store, setPlayer } = await storeFor(reference, player.token);
    setPlayer();
    await loadReferral(store);
    const held = store.get(referralAtom);
    if (held.status !== 'ready') throw new Error(`the referral is ${held.status}`);
    expect(held.value.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(held.value.bonus.refBonus).toBe(30);
    const mithril = store.get(playerAtom)!.mithril;
    expect(await takeReferralBonus(store)).toBe(30);
    expect(store.get(playerAtom)!.mithril).toBe(mithril + 30);
    expect(store.get(playerInfoAtom)!.referralBonus.refBonus).toBe(0);
  });
});
