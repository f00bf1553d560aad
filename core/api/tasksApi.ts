import type { PlayerInfo, ReferralBonus, ReferralBonusTaken, ReferralCode, TaskTaken, TasksView } from '../model/index.ts';
import type { RequestLayer } from './createRequestLayer.ts';

/**
 * The task and referral calls of issue 12 (fixtures/server/API.md "Economy (issue 12)"); each rejects with an
 * `ApiError` on a non-2xx answer (TASK_NOT_COMPLETE, TASK_REWARD_TAKEN, NOT_FOUND).
 */
export interface TasksApi {
  tasks(): Promise<TasksView>;
  take(taskId: number, id: number): Promise<TaskTaken>;
  referralCode(): Promise<ReferralCode>;
  /** The bonuses waiting now (read from the player info, where the server keeps them). */
  referralBonus(): Promise<ReferralBonus>;
  takeReferralBonus(): Promise<ReferralBonusTaken>;
}

export function createTasksApi(layer: Pick<RequestLayer, 'get' | 'postForm'>): TasksApi {
  const { get, postForm } = layer;
  return {
    tasks: () => get<TasksView>('/api/task/list'),
    take: (taskId, id) => postForm<TaskTaken>('/api/task/take', { taskId, id }),
    referralCode: () => get<ReferralCode>('/api/referral/my/code'),
    referralBonus: async () => (await get<PlayerInfo>('/api/player/info')).referralBonus,
    takeReferralBonus: () => get<ReferralBonusTaken>('/api/referral/bonus/take'),
  };
}
