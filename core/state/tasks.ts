import { atom } from 'jotai/vanilla';
import { createTasksApi, type TasksApi } from '../api/tasksApi.ts';
import { TaskState, type ReferralBonus, type TaskReward, type TasksView } from '../model/index.ts';
import { playerInfoAtom } from './atoms.ts';
import { toastError, type StoreAccess } from './character.ts';
import { failed, idle, loading, ready, type Remote } from './remote.ts';
import { lazyClient } from './requestLayerAtom.ts';
import { busyCall } from './busyCall.ts';

/** The tasks client of this store: made from the app's request layer on first use (not in the startup chunk). */
export const tasksApiAtom = atom<TasksApi | null>(null);

const requireTasks = (store: StoreAccess): TasksApi =>
  lazyClient(store, tasksApiAtom, createTasksApi, 'tasks');

/** The tasks as the server last answered them. */
export const tasksAtom = atom<Remote<TasksView>>(idle);
/** The player's referral code and the bonuses waiting. */
export const referralAtom = atom<Remote<{ code: string; bonus: ReferralBonus }>>(idle);
/** A take is under way: the page disables its buttons. */
export const tasksBusyAtom = atom(false);

/** Loads the tasks (GET /api/task/list); a reload keeps the shown list until the answer comes. */
export async function loadTasks(store: StoreAccess): Promise<void> {
  const api = requireTasks(store);
  if (store.get(tasksAtom).status !== 'ready') store.set(tasksAtom, loading);
  try {
    store.set(tasksAtom, ready(await api.tasks()));
  } catch (error: unknown) {
    store.set(tasksAtom, failed(error));
  }
}

/** Keeps the header in step with what the server paid: the wallet, and whether another task waits to be taken. */
function afterTake(store: StoreAccess, view: TasksView, wallet: Record<TaskReward['resource'], number>): void {
  const info = store.get(playerInfoAtom);
  if (!info) return;
  const haveCompletedTasks = view.tasks.some((t) => t.state === TaskState.completed);
  store.set(playerInfoAtom, { ...info, player: { ...info.player, ...wallet, haveCompletedTasks } });
}

/** Takes a completed task's reward; answers what it paid, or null (a refusal comes as a toast). */
export async function takeTaskReward(store: StoreAccess, taskId: number, id: number): Promise<TaskReward | null> {
  const api = requireTasks(store);
  if (store.get(tasksBusyAtom)) return null;
  store.set(tasksBusyAtom, true);
  try {
    const taken = await api.take(taskId, id);
    store.set(tasksAtom, ready(taken.view));
    afterTake(store, taken.view, taken.wallet);
    return taken.reward;
  } catch (error: unknown) {
    toastError(store, error);
    // The list may be stale (another tab took it, the day changed): show what the server holds now.
    await loadTasks(store);
    return null;
  } finally {
    store.set(tasksBusyAtom, false);
  }
}

/** Loads the player's code and the bonuses waiting. */
export async function loadReferral(store: StoreAccess): Promise<void> {
  const api = requireTasks(store);
  if (store.get(referralAtom).status !== 'ready') store.set(referralAtom, loading);
  try {
    const [{ code }, bonus] = await Promise.all([api.referralCode(), api.referralBonus()]);
    store.set(referralAtom, ready({ code, bonus }));
  } catch (error: unknown) {
    store.set(referralAtom, failed(error));
  }
}

/** Moves every waiting referral bonus into the player's emeralds; answers how many, or null on a refusal. */
export async function takeReferralBonus(store: StoreAccess): Promise<number | null> {
  const api = requireTasks(store);
  return busyCall(store, tasksBusyAtom, async () => {
    const taken = await api.takeReferralBonus();
    const held = store.get(referralAtom);
    if (held.status === 'ready') store.set(referralAtom, ready({ ...held.value, bonus: taken.referralBonus }));
    const info = store.get(playerInfoAtom);
    if (info) {
      store.set(playerInfoAtom, { ...info, referralBonus: taken.referralBonus, player: { ...info.player, mithril: taken.mithril } });
    }
    return taken.taken;
  }, null);
}
