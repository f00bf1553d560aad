import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { TaskKind, TaskState } from '../../model/index.ts';
import type { TaskView, TasksView } from '../../model/index.ts';
import { loadTasks, takeTaskReward, tasksAtom, tasksBusyAtom } from '../../state/tasks.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { OverlayFrame } from '../OverlayFrame.tsx';
import { ReferralTab } from './ReferralTab.tsx';
import { kindTitles, partNumber, rewardText, storyEnding, taskGoal, taskTitle } from './taskTexts.ts';
import './tasks.css';
import { TabBar } from '../TabBar.tsx';

const TasksTab = { tasks: 'tasks', friends: 'friends' } as const;
type TasksTab = (typeof TasksTab)[keyof typeof TasksTab];
const tabNames: Record<TasksTab, MessageDescriptor> = { tasks: msg`Tasks`, friends: msg`Invite friends` };
const kinds = Object.values(TaskKind) as readonly TaskKind[];

/**
 * The tasks page (issue 12, product §2 "tasks"): the daily tasks with the time until they change, the story in
 * parts with each part's completion text once taken, and the side quests; a done task's reward is taken here. The
 * second tab is the referral programme. Progress comes from the server, which counts the player's battles and finds.
 */
export function TasksPage() {
  const { t } = useLingui();
  const store = useStore();
  const tasks = useAtomValue(tasksAtom);
  const [tab, setTab] = useState<TasksTab>(TasksTab.tasks);

  useEffect(() => {
    void loadTasks(store);
  }, [store]);

  return (
    <OverlayFrame id="tasks-page" title={t`Tasks`}>
      <div className="tasks" data-status={tasks.status} data-tab={tab}>
        <TabBar ariaLabel={t`Task pages`} tabs={Object.values(TasksTab)} current={tab} label={(name) => tabNames[name]} onPick={setTab} />
        {tab === TasksTab.friends ? (
          <ReferralTab />
        ) : tasks.status === 'failed' ? (
          <LoadFailed error={tasks.error} onRetry={() => void loadTasks(store)} />
        ) : tasks.status !== 'ready' ? (
          <p className="message" role="status">{t`Loading…`}</p>
        ) : (
          <TaskLists view={tasks.value} />
        )}
      </div>
    </OverlayFrame>
  );
}

const untilText = (ms: number): MessageDescriptor => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return msg`New tasks in ${plural(minutes, { one: '# minute', other: '# minutes' })}`;
  const hours = Math.floor(minutes / 60);
  return msg`New tasks in ${plural(hours, { one: '# hour', other: '# hours' })}`;
};

function TaskLists({ view }: { view: TasksView }) {
  const { t, i18n } = useLingui();
  return (
    <>
      {kinds.map((kind) => {
        const list = view.tasks.filter((task) => task.kind === kind);
        return (
          <section key={kind} className="task-group" data-kind={kind} aria-label={i18n._(kindTitles[kind])}>
            <h3 className="task-h">{i18n._(kindTitles[kind])}</h3>
            {kind === TaskKind.daily && <p className="task-note">{i18n._(untilText(view.nextDayAt - view.serverTimeMs))}</p>}
            {list.length === 0 ? (
              <p className="task-note">{t`Nothing here yet.`}</p>
            ) : (
              <ul className="task-list">
                {list.map((task, index) => (
                  <TaskRow key={`${task.taskId}:${task.id}`} task={task} previous={list[index - 1]} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </>
  );
}

function TaskRow({ task, previous }: { task: TaskView; previous: TaskView | undefined }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const busy = useAtomValue(tasksBusyAtom);
  const story = task.kind === TaskKind.story;
  const title = taskTitle(i18n, task);
  const goal = taskGoal(i18n, task);
  const percent = task.total > 0 ? Math.round((task.progress / task.total) * 100) : 0;
  const progress = task.progress;
  const total = task.total;
  const level = task.fromLevel;
  const ending = story && task.state === TaskState.taken ? storyEnding(i18n, task.taskId) : null;
  const part = partNumber(task.taskNumber);
  const before = previous ? partNumber(previous.taskNumber) : '';
  // A locked task says why before the player tries: a story part waits for the one before it, others for a level.
  const lockedWhy =
    story && previous && previous.state !== TaskState.taken ? t`Opens when part ${before} is done` : t`Opens at level ${level}`;

  return (
    <li className="task" data-task={task.taskId} data-state={task.state}>
      <div className="task-head">
        <span className="task-title">
          {story && <span className="task-part">{t`Part ${part}`}</span>} {title}
        </span>
        <span className="task-reward">{rewardText(i18n, task.reward)}</span>
      </div>
      {goal && task.state !== TaskState.locked && <p className="task-goal">{goal}</p>}
      {task.state === TaskState.locked ? (
        <p className="task-locked">{lockedWhy}</p>
      ) : task.state !== TaskState.taken ? (
        <div className="task-progress">
          <span
            className="task-bar"
            role="progressbar"
            aria-label={title}
            aria-valuemin={0}
            aria-valuemax={task.total}
            aria-valuenow={task.progress}
          >
            <span className="task-fill" style={{ width: `${percent}%` }} />
          </span>
          <span className="task-count">{t`${progress} of ${total}`}</span>
          {task.state === TaskState.completed && (
            <button type="button" className="btn task-take" disabled={busy} onClick={() => void takeTaskReward(store, task.taskId, task.id)}>
              {t`Take the reward`}
            </button>
          )}
        </div>
      ) : (
        <p className="task-done">{t`Done, reward taken`}</p>
      )}
      {ending && <blockquote className="task-ending">{ending}</blockquote>}
    </li>
  );
}
