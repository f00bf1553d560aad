import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { RaidDifficulty, RaidOutcome, RaidState } from '../../model/index.ts';
import type { ClanRaid, ClanRaidOptions, RaidResult, TeamTask } from '../../model/index.ts';
import { RAID_MIN_MEMBERS, clockText } from '../../rules/index.ts';
import {
  clanRaidAtom, clanRaidBusyAtom, clanRaidOptionsAtom, endRaid, loadClanRaid, setRaidDifficulty,
  speedUpRaid, startRaid,
} from '../../state/clanRaid.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { ClanBossBox } from './ClanBossBox.tsx';
import { useDuration } from '../useDuration.ts';
import { useServerNow } from '../useServerNow.ts';
import { closedReasons, difficultyNames } from './raidTexts.ts';
import './raid.css';

/** The raid tab (issue 13): the member's raid with its state and reason, the clan's difficulty, and the team task. */
export function RaidTab() {
  const { t } = useLingui();
  const store = useStore();
  const raid = useAtomValue(clanRaidAtom);
  const options = useAtomValue(clanRaidOptionsAtom);
  useEffect(() => {
    void loadClanRaid(store);
  }, [store]);
  if (raid.status === 'failed') return <LoadFailed error={raid.error} onRetry={() => void loadClanRaid(store)} />;
  if (raid.status !== 'ready') return <p className="message" role="status">{t`Loading…`}</p>;
  return (
    <div className="raid" id="clan-raid" data-state={raid.value.state}>
      <RaidStatus raid={raid.value} options={options.status === 'ready' ? options.value : null} />
      {raid.value.last && <LastResult last={raid.value.last} />}
      {raid.value.state !== RaidState.RAID_CLOSED || raid.value.reason !== 'NO_CLAN' ? (
        <Difficulties raid={raid.value} options={options.status === 'ready' ? options.value : null} />
      ) : null}
      {raid.value.teamTask && <TeamTaskView task={raid.value.teamTask} />}
      {raid.value.reason !== 'NO_CLAN' && <ClanBossBox />}
    </div>
  );
}

function RaidStatus({ raid, options }: { raid: ClanRaid; options: ClanRaidOptions | null }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const busy = useAtomValue(clanRaidBusyAtom);
  const now = useServerNow();
  const [confirming, setConfirming] = useState<'speedup' | 'abandon' | null>(null);
  const waitingOver = raid.state === RaidState.RAID_WAITING && raid.nextAt !== null && raid.nextAt <= now;
  useEffect(() => {
    if (waitingOver) void loadClanRaid(store);
  }, [store, waitingOver]);

  if (raid.state === RaidState.RAID_CLOSED) {
    const min = RAID_MIN_MEMBERS;
    return <p className="message raid-closed" id="raid-closed">{i18n._({ ...closedReasons[raid.reason ?? 'NO_CLAN'], values: { min } })}</p>;
  }
  if (raid.state === RaidState.RAID_WAITING) {
    const left = clockText(Math.max(0, (raid.nextAt ?? now) - now));
    return (
      <div className="raid-box">
        <p className="raid-line" id="raid-waiting">{t`Your squad rests after the raid. Next raid in ${left}.`}</p>
      </div>
    );
  }
  if (raid.state === RaidState.RAID_AVAILABLE) {
    const difficulty = i18n._(difficultyNames[raid.difficulty]);
    const option = options?.options.find((o) => o.difficulty === raid.difficulty);
    const chance = Math.round((option?.winChance ?? 0) * 100);
    const time = clockText(option?.durationMs ?? 0);
    return (
      <div className="raid-box">
        <p className="raid-line">{t`Your squad is ready. Raid: ${difficulty}, ${time}, win chance ${chance}%.`}</p>
        <button type="button" className="btn" id="raid-start" disabled={busy} onClick={() => void startRaid(store)}>
          {t`Start the raid`}
        </button>
      </div>
    );
  }
  const running = raid.raid;
  if (running === null) return null;
  const difficulty = i18n._(difficultyNames[running.difficulty]);
  const leftMs = Math.max(0, running.endsAt - now);
  const left = clockText(leftMs);
  const total = Math.max(1, running.endsAt - running.startedAt);
  const done = Math.round(((total - leftMs) / total) * 100);
  // The price shown goes down as time passes: one emerald per started 5 minutes (core/rules raidSpeedUpPrice).
  const price = Math.ceil(leftMs / 300_000);
  return (
    <div className="raid-box" id="raid-running">
      <p className="raid-line">{leftMs > 0 ? t`In a raid (${difficulty}): ${left} left.` : t`The raid (${difficulty}) is over: collect the result!`}</p>
      <div className="raid-bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={done}>
        <span style={{ width: `${done}%` }} />
      </div>
      <div className="raid-actions">
        {leftMs === 0 ? (
          <button type="button" className="btn" id="raid-collect" disabled={busy} onClick={() => void endRaid(store, false)}>
            {t`Collect`}
          </button>
        ) : confirming === 'speedup' ? (
          <>
            <button type="button" className="btn clan-confirm" id="raid-speedup-confirm" disabled={busy}
              onClick={() => void speedUpRaid(store).then(() => setConfirming(null))}>
              {t`Spend ${plural(price, { one: '# emerald', other: '# emeralds' })}`}
            </button>
            <button type="button" className="btn btn-quiet" onClick={() => setConfirming(null)}>{t`Cancel`}</button>
          </>
        ) : confirming === 'abandon' ? (
          <>
            <span className="raid-warn">{t`Abandon the raid? You get nothing and rest as after a raid.`}</span>
            <button type="button" className="btn clan-confirm" id="raid-abandon-confirm" disabled={busy}
              onClick={() => void endRaid(store, true).then(() => setConfirming(null))}>
              {t`Abandon`}
            </button>
            <button type="button" className="btn btn-quiet" onClick={() => setConfirming(null)}>{t`Cancel`}</button>
          </>
        ) : (
          <>
            <button type="button" className="btn" id="raid-speedup" disabled={busy} onClick={() => setConfirming('speedup')}>
              {t`Finish now for ${plural(price, { one: '# emerald', other: '# emeralds' })}`}
            </button>
            <button type="button" className="btn btn-quiet" id="raid-abandon" disabled={busy} onClick={() => setConfirming('abandon')}>
              {t`Abandon`}
            </button>
          </>
        )}
      </div>
    </div>
  );
}

function LastResult({ last }: { last: RaidResult }) {
  const { t } = useLingui();
  const { gold, clanExperience } = last;
  const text =
    last.outcome === RaidOutcome.WON
      ? t`Victory! Gold: +${gold}, clan experience: +${clanExperience}.`
      : last.outcome === RaidOutcome.LOST
        ? t`Defeat. The squad brought back some loot. Gold: +${gold}.`
        : t`The raid was abandoned: no reward.`;
  return <p className="raid-result" id="raid-result" data-outcome={last.outcome}>{text}</p>;
}

function Difficulties({ raid, options }: { raid: ClanRaid; options: ClanRaidOptions | null }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const busy = useAtomValue(clanRaidBusyAtom);
  const current = i18n._(difficultyNames[raid.difficulty]);
  return (
    <section className="raid-difficulty">
      <h3 className="clan-h">{t`Raid difficulty`}</h3>
      <p className="clan-sub">
        {raid.mayChangeDifficulty
          ? t`The clan's raids go at this difficulty. Raids under way keep theirs.`
          : t`The clan's difficulty is ${current}. Leaders and deputies choose it.`}
      </p>
      <ul className="raid-options" id="raid-options">
        {Object.values(RaidDifficulty).map((difficulty) => {
          const option = options?.options.find((o) => o.difficulty === difficulty);
          const chance = Math.round((option?.winChance ?? 0) * 100);
          const time = clockText(option?.durationMs ?? 0);
          const gold = option?.gold ?? 0;
          const experience = option?.clanExperience ?? 0;
          const name = i18n._(difficultyNames[difficulty]);
          const chosen = difficulty === raid.difficulty;
          return (
            <li key={difficulty} className="raid-option" data-chosen={chosen}>
              <button
                type="button"
                className="raid-pick"
                id={`raid-difficulty-${difficulty}`}
                aria-pressed={chosen}
                disabled={busy || !raid.mayChangeDifficulty || chosen}
                onClick={() => void setRaidDifficulty(store, difficulty)}
              >
                <b>{name}</b>
                <span>{t`${time} · win ${chance}% · gold ${gold} · clan exp. ${experience}`}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function TeamTaskView({ task }: { task: TeamTask }) {
  const { t } = useLingui();
  const now = useServerNow();
  const duration = useDuration();
  const { points, target } = task;
  const { gold, gems } = task.reward;
  // Days away at the start of the week: "4 d" reads better than a clock there.
  const left = duration(Math.max(0, task.weekEnd - now));
  const done = Math.min(100, Math.round((points / target) * 100));
  return (
    <section className="raid-task" id="raid-task" data-done={task.rewardedAt !== null}>
      <h3 className="clan-h">{t`Team task of the week`}</h3>
      <p className="clan-sub">{t`Win raids together: each victory brings points (more for harder raids). Ends in ${left}.`}</p>
      <div className="raid-bar" role="progressbar" aria-valuemin={0} aria-valuemax={target} aria-valuenow={points}>
        <span style={{ width: `${done}%` }} />
      </div>
      <p className="raid-line" id="raid-task-progress">
        {task.rewardedAt !== null
          ? t`Done: ${points} of ${target} points. Every member got gold ${gold} and emeralds ${gems}.`
          : t`${points} of ${target} points. Reward for every member: gold ${gold}, emeralds ${gems}.`}
      </p>
    </section>
  );
}
