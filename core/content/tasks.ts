import { TaskEvent, TaskId, TaskKind, TaskRewardResource } from '../model/index.ts';
import type { TaskReward } from '../model/index.ts';

/** One task of the catalogue (core/content/ECONOMY.md "Tasks"). */
export interface TaskDef {
  taskId: TaskId;
  kind: TaskKind;
  /** Its place in its list: the story part's number (1–5, 8, 9), else the order shown. */
  taskNumber: number;
  event: TaskEvent;
  total: number;
  reward: TaskReward;
  fromLevel: number;
}

const gold = (amount: number): TaskReward => ({ resource: TaskRewardResource.gold, amount });
const emeralds = (amount: number): TaskReward => ({ resource: TaskRewardResource.mithril, amount });
const crystals = (amount: number): TaskReward => ({ resource: TaskRewardResource.crystal, amount });

/**
 * Every task. Daily tasks are replaced at Moscow midnight; a story part opens when the part before it is taken
 * (product §4: parts I–V, then 8 and 9, each ending with its completion text); side quests run once.
 */
export const TASKS: Record<TaskId, TaskDef> = {
  [TaskId.dailyWins]: { taskId: TaskId.dailyWins, kind: TaskKind.daily, taskNumber: 1, event: TaskEvent.battleWon, total: 1, reward: gold(150), fromLevel: 1 },
  [TaskId.dailyFinds]: { taskId: TaskId.dailyFinds, kind: TaskKind.daily, taskNumber: 2, event: TaskEvent.placeTaken, total: 3, reward: gold(100), fromLevel: 1 },
  [TaskId.dailyManyWins]: { taskId: TaskId.dailyManyWins, kind: TaskKind.daily, taskNumber: 3, event: TaskEvent.battleWon, total: 5, reward: emeralds(5), fromLevel: 2 },
  [TaskId.storyPart1]: { taskId: TaskId.storyPart1, kind: TaskKind.story, taskNumber: 1, event: TaskEvent.battleWon, total: 1, reward: gold(200), fromLevel: 1 },
  [TaskId.storyPart2]: { taskId: TaskId.storyPart2, kind: TaskKind.story, taskNumber: 2, event: TaskEvent.placeTaken, total: 3, reward: crystals(20), fromLevel: 1 },
  [TaskId.storyPart3]: { taskId: TaskId.storyPart3, kind: TaskKind.story, taskNumber: 3, event: TaskEvent.battleWon, total: 5, reward: gold(500), fromLevel: 1 },
  [TaskId.storyPart4]: { taskId: TaskId.storyPart4, kind: TaskKind.story, taskNumber: 4, event: TaskEvent.battleWon, total: 10, reward: emeralds(10), fromLevel: 3 },
  [TaskId.storyPart5]: { taskId: TaskId.storyPart5, kind: TaskKind.story, taskNumber: 5, event: TaskEvent.placeTaken, total: 10, reward: crystals(60), fromLevel: 5 },
  [TaskId.storyPart8]: { taskId: TaskId.storyPart8, kind: TaskKind.story, taskNumber: 8, event: TaskEvent.battleWon, total: 25, reward: emeralds(20), fromLevel: 8 },
  [TaskId.storyPart9]: { taskId: TaskId.storyPart9, kind: TaskKind.story, taskNumber: 9, event: TaskEvent.battleWon, total: 50, reward: emeralds(30), fromLevel: 10 },
  [TaskId.mushroom]: { taskId: TaskId.mushroom, kind: TaskKind.side, taskNumber: 1, event: TaskEvent.battleWon, total: 7, reward: gold(300), fromLevel: 1 },
  [TaskId.wreath]: { taskId: TaskId.wreath, kind: TaskKind.side, taskNumber: 2, event: TaskEvent.placeTaken, total: 5, reward: crystals(30), fromLevel: 3 },
};

const KIND_ORDER: Record<TaskKind, number> = { daily: 0, story: 1, side: 2 };

/** The catalogue in the order the page lists it: daily, story, side, each by number. */
export const TASK_LIST: readonly TaskDef[] = Object.values(TASKS).sort(
  (a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.taskNumber - b.taskNumber,
);

/** Moscow is UTC+3 all year; the daily tasks change at its midnight (as the sale starts at 12:00 Moscow time, product §9). */
const MOSCOW_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Moscow day number of a server time: the period of the daily tasks. */
export const taskDayOf = (now: number): number => Math.floor((now + MOSCOW_OFFSET_MS) / DAY_MS);

/** When the day after `day` starts (ms). */
export const taskDayEnd = (day: number): number => (day + 1) * DAY_MS - MOSCOW_OFFSET_MS;

/** Emeralds a new player signing up with a referral code gets (product §9). */
export const REFERRAL_START_BONUS = 99;
/** The referrer's share of the emeralds a friend buys, in percent (ECONOMY.md "Referral": the 30% reading). */
export const REFERRAL_SHARE_PCT = 30;
