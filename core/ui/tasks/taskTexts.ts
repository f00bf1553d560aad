import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { TaskId, TaskKind } from '../../model/index.ts';
import type { TaskReward, TaskRewardResource, TaskView } from '../../model/index.ts';

/** What each task asks, with its total (a plural in both languages). */
const titles: Record<TaskId, (n: number) => MessageDescriptor> = {
  [TaskId.dailyWins]: (n) => msg`${plural(n, { one: 'Win a battle', other: 'Win # battles' })}`,
  [TaskId.dailyFinds]: (n) => msg`${plural(n, { one: 'Take a find on the road', other: 'Take # finds on the road' })}`,
  [TaskId.dailyManyWins]: (n) => msg`${plural(n, { one: 'Win a battle today', other: 'Win # battles today' })}`,
  [TaskId.storyPart1]: () => msg`The cracked mirror`,
  [TaskId.storyPart2]: () => msg`Shards on the road`,
  [TaskId.storyPart3]: () => msg`The guards of the stairs`,
  [TaskId.storyPart4]: () => msg`The hall of reflections`,
  [TaskId.storyPart5]: () => msg`The gatherer of light`,
  [TaskId.storyPart8]: () => msg`The silver tide`,
  [TaskId.storyPart9]: () => msg`The last reflection`,
  [TaskId.mushroom]: () => msg`Birds for the mushroom glade`,
  [TaskId.wreath]: () => msg`Flowers for a wreath`,
};

/** The goal line under a story part's or a side quest's title; daily tasks say it in the title. */
const goals: Partial<Record<TaskId, (n: number) => MessageDescriptor>> = {
  [TaskId.storyPart1]: (n) => msg`${plural(n, { one: 'Win a battle at a lair', other: 'Win # battles at lairs' })}`,
  [TaskId.storyPart2]: (n) => msg`${plural(n, { one: 'Take a find on the road', other: 'Take # finds on the road' })}`,
  [TaskId.storyPart3]: (n) => msg`${plural(n, { one: 'Win a battle', other: 'Win # battles' })}`,
  [TaskId.storyPart4]: (n) => msg`${plural(n, { one: 'Win a battle', other: 'Win # battles' })}`,
  [TaskId.storyPart5]: (n) => msg`${plural(n, { one: 'Take a find on the road', other: 'Take # finds on the road' })}`,
  [TaskId.storyPart8]: (n) => msg`${plural(n, { one: 'Win a battle', other: 'Win # battles' })}`,
  [TaskId.storyPart9]: (n) => msg`${plural(n, { one: 'Win a battle', other: 'Win # battles' })}`,
  [TaskId.mushroom]: (n) => msg`${plural(n, { one: 'Win a battle to free a bird', other: 'Win battles to free # birds' })}`,
  [TaskId.wreath]: (n) => msg`${plural(n, { one: 'Take a find on the road to pick a flower', other: 'Take finds on the road to pick # flowers' })}`,
};

/** The text each story part ends with (product §4), shown once the part is taken. */
const storyEndings: Partial<Record<TaskId, MessageDescriptor>> = {
  [TaskId.storyPart1]: msg`The first guard falls, and the mirror behind it cracks from edge to edge. Through the crack you see the road again, but its colours are reversed. The world on the other side has noticed you.`,
  [TaskId.storyPart2]: msg`Each shard you lift from the road shows a face that is not yours. Put together, they show a staircase climbing into fog. Somewhere up there the glass was broken on purpose.`,
  [TaskId.storyPart3]: msg`The guards of the stairs were once travellers too. Beaten, they turn back into glass and whisper one word: "higher". Your squad is stronger now, and the mirror knows it.`,
  [TaskId.storyPart4]: msg`In the hall of reflections every step is seen a hundred times. You walk out with all of them behind you, and for a moment the hundred reflections bow.`,
  [TaskId.storyPart5]: msg`The light you gathered lights the stairs ahead. The fog recedes, and far above a silver door appears that was not there before. The first book of the story is closed.`,
  [TaskId.storyPart8]: msg`The silver tide rolls down the stairs and ebbs at your feet. It leaves behind a key of clear glass, cold as the night between the worlds.`,
  [TaskId.storyPart9]: msg`The key turns and the last reflection looks back at you: it is the world you came from, whole again. The mirror is quiet. For now.`,
};

const rewards: Record<TaskRewardResource, (n: number) => MessageDescriptor> = {
  gold: (n) => msg`${plural(n, { one: '# gold', other: '# gold' })}`,
  mithril: (n) => msg`${plural(n, { one: '# emerald', other: '# emeralds' })}`,
  crystal: (n) => msg`${plural(n, { one: '# red crystal', other: '# red crystals' })}`,
  elixir: (n) => msg`${plural(n, { one: '# blue crystal', other: '# blue crystals' })}`,
};

export const kindTitles: Record<TaskKind, MessageDescriptor> = {
  [TaskKind.daily]: msg`Daily tasks`,
  [TaskKind.story]: msg`The story`,
  [TaskKind.side]: msg`Side quests`,
};

const ROMAN: Readonly<Record<number, string>> = { 1: 'I', 2: 'II', 3: 'III', 4: 'IV', 5: 'V', 6: 'VI', 7: 'VII', 8: 'VIII', 9: 'IX' };

/** A story part's number as the story numbers its parts (I–V, VIII, IX). */
export const partNumber = (n: number): string => ROMAN[n] ?? String(n);

export const taskTitle = (i18n: I18n, task: Pick<TaskView, 'taskId' | 'total'>): string => i18n._(titles[task.taskId](task.total));

export const taskGoal = (i18n: I18n, task: Pick<TaskView, 'taskId' | 'total'>): string | null => {
  const goal = goals[task.taskId];
  return goal ? i18n._(goal(task.total)) : null;
};

export const storyEnding = (i18n: I18n, taskId: TaskId): string | null => {
  const ending = storyEndings[taskId];
  return ending ? i18n._(ending) : null;
};

export const rewardText = (i18n: I18n, reward: TaskReward): string => i18n._(rewards[reward.resource](reward.amount));
