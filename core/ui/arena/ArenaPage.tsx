import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { plural, select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ARENA_LEVEL, type ArenaHistoryEntry, type ArenaInfo, type ArenaReward } from '../../model/index.ts';
import { LEAGUE_MIN_CUPS, LEAGUE_ORDER, LEAGUE_REWARD } from '../../rules/index.ts';
import { arenaAttackSeenAtom } from '../../state/arenaAttackNotice.ts';
import { arenaNewsAtom } from '../../state/arenaNews.ts';
import { playerAtom } from '../../state/atoms.ts';
import {
  arenaBusyAtom,
  arenaHistoryAtom,
  arenaInfoAtom,
  loadArena,
  openArenaRating,
  saveArenaRewardTime,
} from '../../state/arena.ts';
import { openArenaScene } from '../../state/arenaScene.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { OverlayFrame } from '../OverlayFrame.tsx';
import { LEAGUE_NAMES } from './leagueNames.ts';
import './arena.css';

const pad = (n: number) => String(n).padStart(2, '0');
const minuteToTime = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
const timeToMinute = (time: string): number | null => {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/** The arena page (product §2 "arena"): league and cups, the attack, leagues, rating, history, reward time. */
export function ArenaPage() {
  const { t } = useLingui();
  const store = useStore();
  const info = useAtomValue(arenaInfoAtom);
  const level = useAtomValue(playerAtom)?.level ?? 0;
  // An attack on the player's squad told live (ARENA_ATTACKED) moves the cups and the history: reload both.
  const news = useAtomValue(arenaNewsAtom);

  useEffect(() => {
    void loadArena(store);
  }, [store, news]);
  // The page is open: any attack it now shows is seen, and the header's marker goes.
  useEffect(() => {
    store.set(arenaAttackSeenAtom);
  }, [store, news]);

  return (
    <OverlayFrame id="arena-page" title={t`Arena`}>
      {level < ARENA_LEVEL && (
        <p className="message arena-gate" id="arena-gate">
          {t`The arena has not opened yet: it opens at level ${ARENA_LEVEL}. You are level ${level}.`}
        </p>
      )}
      {info.status === 'failed' ? (
        <LoadFailed error={info.error} onRetry={() => void loadArena(store)} />
      ) : info.status !== 'ready' ? (
        <p className="message" role="status">{t`Loading…`}</p>
      ) : (
        <div className="arena-body">
          <Standing info={info.value} canAttack={level >= ARENA_LEVEL} />
          <RewardTime info={info.value} />
          <History />
          <Leagues info={info.value} />
        </div>
      )}
    </OverlayFrame>
  );
}

function Standing({ info, canAttack }: { info: ArenaInfo; canAttack: boolean }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const busy = useAtomValue(arenaBusyAtom);
  const league = i18n._(LEAGUE_NAMES[info.league]);
  const best = i18n._(LEAGUE_NAMES[info.bestLeague]);
  const cups = info.cups;
  return (
    <section className="arena-standing" aria-label={t`Your standing`}>
      <div className="arena-league" data-league={info.league}>
        <span className="arena-league-name" id="arena-league">{t`${league} league`}</span>
        <span className="arena-cups" id="arena-cups">{t`${plural(cups, { one: '# cup', other: '# cups' })}`}</span>
      </div>
      <dl className="arena-facts">
        <dt>{t`Best league`}</dt>
        <dd>{best}</dd>
        <dt>{t`Place in the rating`}</dt>
        <dd id="arena-position">{info.position ?? '—'}</dd>
        <dt>{t`Best place`}</dt>
        <dd>{info.bestPosition ?? '—'}</dd>
      </dl>
      <div className="arena-actions">
        <button
          type="button"
          className="btn"
          id="arena-attack"
          disabled={!canAttack || busy}
          onClick={() => openArenaScene(store)}
        >
          {t`Attack`}
        </button>
        <button type="button" className="btn btn-quiet" id="arena-rating" onClick={() => openArenaRating(store)}>
          {t`Arena rating`}
        </button>
      </div>
    </section>
  );
}

function RewardLine({ reward }: { reward: ArenaReward }) {
  const { t } = useLingui();
  const { gold, mithril, tickets } = reward;
  return (
    <span className="arena-reward">
      {t`${gold} gold`}
      {mithril > 0 && <>, {t`${plural(mithril, { one: '# emerald', other: '# emeralds' })}`}</>}
      {tickets > 0 && <>, {t`${plural(tickets, { one: '# ticket', other: '# tickets' })}`}</>}
    </span>
  );
}

function RewardTime({ info }: { info: ArenaInfo }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const busy = useAtomValue(arenaBusyAtom);
  const [time, setTime] = useState(minuteToTime(info.rewardMinute));
  const minute = timeToMinute(time);
  const next = i18n.date(new Date(info.nextRewardAt), { weekday: 'short', hour: '2-digit', minute: '2-digit' });
  return (
    <section className="arena-reward-time" aria-label={t`Daily reward`}>
      <h3>{t`Daily reward`}</h3>
      <p>
        <RewardLine reward={info.reward} />
      </p>
      <p className="arena-muted" id="arena-next-reward">{t`Next reward: ${next}`}</p>
      <form
        className="arena-time-form"
        onSubmit={(event) => {
          event.preventDefault();
          // The browser's offset is west-positive; the server counts minutes east of UTC.
          if (minute !== null) void saveArenaRewardTime(store, minute, -new Date().getTimezoneOffset());
        }}
      >
        <label>
          {t`Reward time (your local time)`}
          <input type="time" id="arena-reward-time" value={time} onChange={(e) => setTime(e.currentTarget.value)} required />
        </label>
        <button type="submit" className="btn btn-quiet" disabled={busy || minute === null || minute === info.rewardMinute}>
          {t`Save`}
        </button>
      </form>
    </section>
  );
}

function HistoryLine({ entry }: { entry: ArenaHistoryEntry }) {
  const { t, i18n } = useLingui();
  const name = entry.opponentName;
  const cups = Math.abs(entry.cups);
  const side = entry.attacked ? 'attacked' : 'defended';
  const result = entry.won ? 'won' : 'lost';
  const when = i18n.date(new Date(entry.at), { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  return (
    <li className="arena-fight" data-won={entry.won}>
      <span>
        {t`${select(side, {
          attacked: `${select(result, { won: `You attacked ${name} and won`, other: `You attacked ${name} and lost` })}`,
          other: `${select(result, { won: `${name} attacked you and you held`, other: `${name} attacked you and won` })}`,
        })}`}
      </span>
      <span className="arena-fight-cups">
        {entry.cups >= 0 ? '+' : '−'}
        {t`${plural(cups, { one: '# cup', other: '# cups' })}`}
      </span>
      <span className="arena-muted">{when}</span>
    </li>
  );
}

function History() {
  const { t } = useLingui();
  const store = useStore();
  const history = useAtomValue(arenaHistoryAtom);
  return (
    <section className="arena-history" aria-label={t`History`}>
      <h3>{t`History`}</h3>
      {history.status === 'failed' ? (
        <LoadFailed error={history.error} onRetry={() => void loadArena(store)} />
      ) : history.status !== 'ready' ? (
        <p className="message" role="status">{t`Loading…`}</p>
      ) : history.value.entries.length === 0 ? (
        <p className="arena-muted" id="arena-history-empty">{t`No fights yet: attack someone, or wait to be attacked.`}</p>
      ) : (
        <ul id="arena-history">
          {history.value.entries.map((entry) => (
            <HistoryLine key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Leagues({ info }: { info: ArenaInfo }) {
  const { t, i18n } = useLingui();
  return (
    <section className="arena-leagues" aria-label={t`Leagues`}>
      <h3>{t`Leagues`}</h3>
      <table>
        <thead>
          <tr>
            <th>{t`League`}</th>
            <th>{t`From`}</th>
            <th>{t`Daily reward`}</th>
          </tr>
        </thead>
        <tbody>
          {[...LEAGUE_ORDER].reverse().map((league) => {
            const min = LEAGUE_MIN_CUPS[league];
            return (
              <tr key={league} data-current={league === info.league} aria-current={league === info.league ? 'true' : undefined}>
                <td>{i18n._(LEAGUE_NAMES[league])}</td>
                <td>{t`${plural(min, { one: '# cup', other: '# cups' })}`}</td>
                <td>
                  <RewardLine reward={LEAGUE_REWARD[league]} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
