/** Issue 12: tasks (daily tasks, the story in parts, side quests) and the referral programme, as the wire names them. */

/** Which list a task belongs to (product §1 "events"). */
export const TaskKind = { daily: 'daily', story: 'story', side: 'side' } as const;
export type TaskKind = (typeof TaskKind)[keyof typeof TaskKind];

/** The game events that move tasks on; the server records them from the routes where they happen. */
export const TaskEvent = { battleWon: 'battleWon', placeTaken: 'placeTaken' } as const;
export type TaskEvent = (typeof TaskEvent)[keyof typeof TaskEvent];

/** The numeric task ids of `PlayerTask.taskId` (technical §3). */
export const TaskId = {
  dailyWins: 1,
  dailyFinds: 2,
  dailyManyWins: 3,
  storyPart1: 11,
  storyPart2: 12,
  storyPart3: 13,
  storyPart4: 14,
  storyPart5: 15,
  storyPart8: 18,
  storyPart9: 19,
  /** Side quest of the bird item (product §3 "bird for mushroom"). */
  mushroom: 31,
  /** Side quest of the flower item (product §3 "flower for wreath"). */
  wreath: 32,
} as const;
export type TaskId = (typeof TaskId)[keyof typeof TaskId];

/** Where a task stands for the player. */
export const TaskState = { locked: 'locked', active: 'active', completed: 'completed', taken: 'taken' } as const;
export type TaskState = (typeof TaskState)[keyof typeof TaskState];

/** What a task pays, in a `players` currency. */
export const TaskRewardResource = { gold: 'gold', mithril: 'mithril', crystal: 'crystal', elixir: 'elixir' } as const;
export type TaskRewardResource = (typeof TaskRewardResource)[keyof typeof TaskRewardResource];

export interface TaskReward {
  resource: TaskRewardResource;
  amount: number;
}

/**
 * One task as the tasks page shows it. `id` is the task's period: the day number (Moscow days since 1970) of a daily
 * task, 0 otherwise; `(taskId, id)` names the instance a take refers to, so yesterday's daily task cannot be taken today.
 */
export interface TaskView {
  taskId: TaskId;
  id: number;
  kind: TaskKind;
  taskNumber: number;
  progress: number;
  total: number;
  state: TaskState;
  reward: TaskReward;
  /** The level the task opens at; a locked task below it says so. */
  fromLevel: number;
}

/** GET /api/task/list. */
export interface TasksView {
  tasks: TaskView[];
  /** When the daily tasks are replaced (ms, server clock). */
  nextDayAt: number;
  serverTimeMs: number;
}

/** POST /api/task/take: the list after the take, what it paid, and the wallet it paid into. */
export interface TaskTaken {
  view: TasksView;
  reward: TaskReward;
  wallet: Record<TaskRewardResource, number>;
}

/** GET /api/referral/my/code. */
export interface ReferralCode {
  code: string;
}

/** The bonuses waiting to be taken (PlayerInfo.referralBonus, technical §3). */
export interface ReferralBonus {
  startBonus: number;
  refClanBonus: number;
  refBonus: number;
}

/** GET /api/referral/bonus/take: what was taken and the emeralds after it. */
export interface ReferralBonusTaken {
  taken: number;
  mithril: number;
  referralBonus: ReferralBonus;
}
